import type { ReactNode } from "react";
import { useT } from "../../../lib/i18n/use-t";
import { HISTORY_PANEL_IDS } from "../hooks/use-history-panel";

interface HistoryToggleProps {
  /** The header's button opens the panel; the panel's own button closes it. */
  action: "open" | "close";
  expanded: boolean;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A button that opens or closes the chat history, named and tied to the panel the same way in both places. */
export function HistoryToggle({ action, expanded, className, onClick, children }: HistoryToggleProps) {
  const { t } = useT();
  const label = action === "open" ? t("chat.history.open") : t("chat.history.close");
  return (
    <button
      id={HISTORY_PANEL_IDS[action]}
      type="button"
      className={className}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={HISTORY_PANEL_IDS.panel}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
