import { Button } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { formatCountdown } from "../utils/format-countdown";

interface ResendCodeButtonProps {
  /** Seconds until a new code may be asked for; the button is disabled meanwhile. */
  remaining: number;
  busy: boolean;
  onResend: () => void;
}

export function ResendCodeButton({ remaining, busy, onResend }: ResendCodeButtonProps) {
  const { t } = useT();
  const waiting = remaining > 0;
  return (
    <Button variant="ghost" size="sm" onClick={onResend} busy={busy} disabled={waiting}>
      {busy
        ? t("auth.resend.sending")
        : waiting
          ? t("auth.resend.wait", { time: formatCountdown(remaining) })
          : t("auth.resend.send")}
    </Button>
  );
}
