import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { storeUserSession, type UserLogin } from "../../../lib/session";

/**
 * After login or registration (SPEC §4): store the session, forget what was
 * fetched while signed out (plan-dependent data), and go to "/".
 */
export function useStartSession(): (login: UserLogin) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (login: UserLogin) => {
      storeUserSession(login);
      queryClient.removeQueries();
      navigate("/", { replace: true });
    },
    [queryClient, navigate],
  );
}
