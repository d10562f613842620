import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { adoptAccountLocale } from "../../../lib/i18n/i18n";
import { RETURN_PARAM, safeReturnPath } from "../../../lib/return-to";
import { storeUserSession, type UserSessionStart } from "../../../lib/session";

/**
 * After login or registration (docs/product/data.md#states-and-transitions): store the session, forget what was
 * fetched while signed out (plan-dependent data), and go to "/", or back to
 * the page that sent the person here (`?next=`, issue #13), if it is one of ours. The site
 * switches to the account's language unless a language was chosen on this device (docs/decisions.md, D116).
 */
export function useStartSession(): (login: UserSessionStart) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(RETURN_PARAM)) ?? "/";
  return useCallback(
    (login: UserSessionStart) => {
      storeUserSession(login);
      adoptAccountLocale(login.locale);
      queryClient.removeQueries();
      navigate(next, { replace: true });
    },
    [queryClient, navigate, next],
  );
}
