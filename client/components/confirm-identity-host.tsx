import { Suspense, useEffect, useState } from "react";
import { lazyComponent } from "../lib/lazy-component";
import { handleReauth, type ReauthRequest } from "../lib/reauth-link";
import { loadAccountMessages } from "../messages/account";
import { loadPasswordMessages } from "../messages/password";

const ConfirmIdentityDialog = lazyComponent(
  () => import("./confirm-identity-dialog"),
  (module) => module.ConfirmIdentityDialog,
  loadPasswordMessages,
  loadAccountMessages,
);

type Pending = ReauthRequest & { settle: (confirmed: boolean) => void };

/**
 * The app's one "Confirm it's you" dialog (sudo mode, README "Sessions"):
 * whatever screen made a call the server refused with `reauth_required` (the
 * two-factor panel, a new API key, a password change, users' or admins'),
 * this asks for the password, and the code with two-factor on, and the call
 * is sent again (reauth-link.ts). Mounted once, beside the routes; the
 * form (and zod, which checks it) loads only when a call first needs it, so
 * the public pages' first load stays in budget (BENCHMARKS.md).
 */
export function ConfirmIdentityHost() {
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => handleReauth((request) => new Promise<boolean>((settle) => setPending({ ...request, settle }))), []);
  if (!pending) return null;
  const done = (confirmed: boolean) => {
    pending.settle(confirmed);
    setPending(null);
  };
  return (
    <Suspense fallback={null}>
      <ConfirmIdentityDialog realm={pending.realm} twoFactor={pending.twoFactor} onDone={done} />
    </Suspense>
  );
}
