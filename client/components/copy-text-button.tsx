import { copyAnnouncement, useCopy } from "../hooks/use-copy";
import { useT } from "../lib/i18n/use-t";
import { Button } from "./button";
import { CheckIcon, CopyIcon } from "./icons";

/**
 * A small secondary button that copies `text`, labelled `label` until it is pressed; then "Copied" (or "Could
 * not copy") for two seconds, said to screen readers too (backup codes, a share link).
 */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const { t } = useT();
  const { state, copy } = useCopy(text);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={state === "copied" ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        onClick={copy}
      >
        {state === "copied" ? t("common.copy.copied") : state === "failed" ? t("common.copy.failed") : label}
      </Button>
      <span className="visually-hidden" role="status">
        {copyAnnouncement(state)}
      </span>
    </>
  );
}
