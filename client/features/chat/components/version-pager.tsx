import { IconButton } from "../../../components/icon-button";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/workspace-icons";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./message-toolbar.module.css";

interface VersionPagerProps {
  messageId: string;
  versions: readonly string[];
  /** A reply is streaming: switching now would hide it. */
  disabled: boolean;
  onSelect: (messageId: string) => void;
}

/**
 * ‹ 2/3 ›: a message's versions (regenerated replies, edited questions).
 * Its ends are aria-disabled rather than disabled, so the button that was
 * just pressed keeps the keyboard focus when it reaches the first or last.
 */
export function VersionPager({ messageId, versions, disabled, onSelect }: VersionPagerProps) {
  const { t } = useT();
  const index = versions.indexOf(messageId);
  const previous = index > 0 ? versions[index - 1] : undefined;
  const next = index >= 0 ? versions[index + 1] : undefined;
  const go = (target: string | undefined) => {
    if (target && !disabled) onSelect(target);
  };
  return (
    <fieldset
      className={styles.pager}
      aria-label={t("chat.versions.label", { index: index + 1, total: versions.length })}
    >
      <IconButton
        label={t("chat.versions.previous")}
        icon={<ChevronLeftIcon size={16} />}
        aria-disabled={disabled || !previous}
        onClick={() => go(previous)}
      />
      <span className={styles.count}>
        {index + 1}/{versions.length}
      </span>
      <IconButton
        label={t("chat.versions.next")}
        icon={<ChevronRightIcon size={16} />}
        aria-disabled={disabled || !next}
        onClick={() => go(next)}
      />
    </fieldset>
  );
}
