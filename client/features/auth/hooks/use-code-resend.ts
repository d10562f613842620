import { useCallback, useEffect, useState } from "react";
import { OTP_RESEND_COOLDOWN_SECONDS } from "#shared/otp";
import { cooldownOf, errorMessage } from "../../../lib/errors";
import type { RouterOutputs } from "../../../lib/trpc";
import { useCountdown } from "./use-countdown";

export interface ResendNotice {
  tone: "success" | "warning" | "danger";
  text: string;
  /** A "wait" message lasts exactly as long as the countdown it explains (docs/product/data.md#states-and-transitions). */
  untilCountdownEnds?: boolean;
}

/**
 * The resend side of a code step: the countdown that keeps the button
 * disabled (m:ss) and the message of the last attempt. A step opened right
 * after a code was sent starts with the full cooldown.
 */
export function useCodeResend(failedText: string, initialCooldown = 0) {
  const { remaining, start } = useCountdown(initialCooldown);
  const [notice, setNotice] = useState<ResendNotice | null>(null);

  useEffect(() => {
    if (remaining === 0 && notice?.untilCountdownEnds) setNotice(null);
  }, [remaining, notice]);

  /** A code was just sent (first send or resend): wait the cooldown before the next one. */
  const onSent = useCallback(
    (result: RouterOutputs["otp"]["resend"] | RouterOutputs["otp"]["resendPasswordReset"], announce: boolean) => {
      start(result.cooldown ?? OTP_RESEND_COOLDOWN_SECONDS);
      setNotice(announce && result.message ? { tone: "success", text: result.message } : null);
    },
    [start],
  );

  const onFailed = useCallback(
    (error: unknown) => {
      const cooldown = cooldownOf(error);
      if (cooldown !== undefined) {
        start(cooldown);
        setNotice({ tone: "warning", text: errorMessage(error, failedText), untilCountdownEnds: true });
      } else {
        setNotice({ tone: "danger", text: errorMessage(error, failedText) });
      }
    },
    [start, failedText],
  );

  const clearNotice = useCallback(() => setNotice(null), []);

  return { remaining, notice, onSent, onFailed, clearNotice };
}
