import { Link } from "react-router";
import { GlobeIcon, LockIcon } from "../../../components/icons";
import { formatIstClock } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { WebSearchState } from "../hooks/use-web-search";
import styles from "./chat-composer.module.css";

interface WebSearchToggleProps {
  state: WebSearchState;
  /** The chosen model, named when it may not search. */
  modelName?: string;
  /** When today's searches come back (`usage.today`), said when they are used up. */
  resetsAt?: Date | string;
  onToggle: () => void;
}

/** "No web searches left today. They renew at 12:00 am IST." */
function spentText(t: ReturnType<typeof useT>["t"], resetsAt: Date | string | undefined) {
  return t("chat.search.spent", { time: (resetsAt && formatIstClock(resetsAt)) || "00:00" });
}

/**
 * The composer's globe (issue #31): "Search the web" on or off for the next question. On a plan without it, a
 * link to the plans that names the one that unlocks it; with a model the admin keeps from searching, a toggle
 * that says why it cannot be switched on (focusable, so the reason reaches the keyboard and screen readers).
 */
export function WebSearchToggle({ state, modelName, resetsAt, onToggle }: WebSearchToggleProps) {
  const { t } = useT();
  if (state === "locked") {
    const label = t("chat.search.locked", { plan: "Professional" });
    return (
      <Link
        to={PATHS.pricing}
        className={`${styles.globe} ${styles.globeLocked}`}
        aria-label={label}
        data-tooltip={label}
        data-tooltip-side="top"
      >
        <GlobeIcon size={20} />
        <span className={styles.globeLock} aria-hidden="true">
          <LockIcon size={11} />
        </span>
      </Link>
    );
  }
  const unavailable = state === "unavailable" || state === "spent";
  const label =
    state === "unavailable"
      ? t("chat.search.unavailable", { model: modelName ?? "" })
      : state === "spent"
        ? spentText(t, resetsAt)
        : state === "on"
          ? t("chat.search.on")
          : t("chat.search.off");
  return (
    <button
      type="button"
      // Used up: the note under the globe says why, so its tooltip would only repeat it over the conversation.
      className={state === "spent" ? `${styles.globe} ${styles.globeNoted}` : styles.globe}
      aria-pressed={state === "on"}
      aria-disabled={unavailable || undefined}
      aria-label={t("chat.search.toggle")}
      aria-description={label}
      data-tooltip={label}
      data-tooltip-side="top"
      onClick={unavailable ? undefined : onToggle}
    >
      <GlobeIcon size={20} />
    </button>
  );
}

/**
 * Under the globe while it is on: the day's searches left ("12 web searches left today"); when they are used up,
 * that none are left and when they renew (the globe is then disabled). Nothing while unknown or off.
 */
export function WebSearchNote({
  state,
  left,
  resetsAt,
}: {
  state: WebSearchState;
  left: number | null;
  resetsAt?: Date | string;
}) {
  const { t } = useT();
  if (state === "spent")
    return <p className={`${styles.searchNote} ${styles.searchSpent}`}>{spentText(t, resetsAt)}</p>;
  if (state !== "on" || left === null) return null;
  return <p className={styles.searchNote}>{t("chat.search.left", { count: left })}</p>;
}
