import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * admin.login: username and password; a failure carries the server's message (docs/product/errors.md#error-catalogue).
 * With two-factor it answers `mfaRequired` (a code is next) or, under
 * ADMIN_REQUIRE_2FA, `mfaEnrolmentRequired` (set one up first).
 */
export function useAdminLogin() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.login.mutationOptions());
}

/** admin.loginMfa: the code after the password; answers like a login. */
export function useAdminLoginMfa() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.loginMfa.mutationOptions());
}

/** admin.loginEnrolBegin / loginEnrolConfirm: two-factor set up at sign-in; confirming opens the session. */
export function useAdminLoginEnrolment() {
  const trpc = useTRPC();
  return {
    begin: useMutation(trpc.admin.loginEnrolBegin.mutationOptions()),
    confirm: useMutation(trpc.admin.loginEnrolConfirm.mutationOptions()),
  };
}
