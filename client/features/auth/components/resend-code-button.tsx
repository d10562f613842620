import { Button } from "../../../components/button";
import { formatCountdown } from "../utils/format-countdown";

interface ResendCodeButtonProps {
  /** Seconds until a new code may be asked for; the button is disabled meanwhile. */
  remaining: number;
  busy: boolean;
  onResend: () => void;
}

export function ResendCodeButton({ remaining, busy, onResend }: ResendCodeButtonProps) {
  const waiting = remaining > 0;
  return (
    <Button variant="ghost" size="sm" onClick={onResend} busy={busy} disabled={waiting}>
      {busy ? "Resending..." : waiting ? `Resend OTP in ${formatCountdown(remaining)}` : "Resend OTP"}
    </Button>
  );
}
