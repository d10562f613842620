import { useEffect, useRef } from "react";
import { ServerError } from "../../../components/server-error";
import { useT } from "../../../lib/i18n/use-t";

/**
 * A form's refusal from the server, above its fields: brought into view when it arrives, since the button that
 * sent the form is below them (on a phone the message would otherwise be off screen).
 */
export function CoreFormError({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.scrollIntoView({ block: "nearest" });
  }, [error]);
  if (!error) return null;
  return (
    <div ref={ref}>
      <ServerError error={error} fallback={fallback} listTitle={t("workspaces.core.problems")} />
    </div>
  );
}
