import { Button, ButtonLink } from "../../../components/button";
import { AlertIcon, PlusIcon } from "../../../components/icons";
import { RefreshIcon } from "../../../components/workspace-icons";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./turn-error.module.css";

interface TurnErrorProps {
  text: string;
  /** It just happened (announced at once); a failure read back with the conversation is not. */
  live: boolean;
  /** A plan's limit refused the turn: show the plans beside Retry. */
  upgrade: boolean;
  /** Nothing to retry (the conversation was deleted): the action starts a new chat instead. */
  newChat?: boolean;
  busy: boolean;
  onRetry: () => void;
  /** Another model to retry with, offered first (the model could not see the question's image). */
  switchTo?: { name: string; onSwitch: () => void } | null;
}

/** What went wrong with one turn, where it went wrong: under its question or its reply, with Retry (or New Chat). */
export function TurnError({ text, live, upgrade, newChat = false, busy, onRetry, switchTo }: TurnErrorProps) {
  const { t } = useT();
  return (
    <div className={styles.error} role={live ? "alert" : undefined}>
      <AlertIcon size={16} className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {switchTo && (
          <Button size="sm" onClick={switchTo.onSwitch} disabled={busy}>
            {t("chat.vision.switchButton", { suggestion: switchTo.name })}
          </Button>
        )}
        {upgrade && (
          <ButtonLink size="sm" to={PATHS.pricing}>
            {t("chat.common.seePlans")}
          </ButtonLink>
        )}
        <Button
          size="sm"
          variant="secondary"
          icon={newChat ? <PlusIcon size={14} /> : <RefreshIcon size={14} />}
          onClick={onRetry}
          disabled={busy}
        >
          {newChat ? t("chat.common.newChat") : t("chat.common.retry")}
        </Button>
      </div>
    </div>
  );
}
