import { TWO_FACTOR_MESSAGES } from "../../../shared/two-factor";
import { AppError } from "../../lib/errors";
import type { TwoFactorService } from "../two-factor/two-factor.service";

/** The one place erasing an account asks for the second factor. */
export interface SecondFactorCheck {
  /** Resolves when the account has no second factor or `code` proves it (spending it); throws an AppError otherwise. */
  verify(userId: string, code: string | undefined): Promise<void>;
}

/** With two-factor sign-in on, a current app code or an unused backup code; without it, nothing more. */
export function secondFactorCheck(twoFactor: TwoFactorService): SecondFactorCheck {
  return {
    async verify(userId, code) {
      const owner = { kind: "user", id: userId } as const;
      if (!(await twoFactor.isEnabled(owner))) return;
      if (!code?.trim()) throw new AppError("BAD_REQUEST", TWO_FACTOR_MESSAGES.codeNeeded);
      if (!(await twoFactor.verify(owner, code))) throw new AppError("BAD_REQUEST", TWO_FACTOR_MESSAGES.invalidCode);
    },
  };
}
