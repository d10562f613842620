import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { useTRPC } from "../../../lib/trpc";

/** Looks like a whole address: only then is it worth asking. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * sso.discover as the login form's e-mail is typed (docs/product/workspaces.md#single-sign-on): once it has stopped
 * changing, whether it signs in through its workspace's provider, and that workspace's name. A POST, so the address
 * stays out of logs of addresses.
 */
export function useSsoDiscover(email: string): { workspaceName: string; email: string } | null {
  const trpc = useTRPC();
  const settled = useDebouncedValue(email.trim().toLowerCase(), 400);
  const discover = useMutation(trpc.sso.discover.mutationOptions());
  const { mutate, reset } = discover;
  useEffect(() => {
    if (WHOLE_EMAIL.test(settled)) mutate({ email: settled });
    else reset();
  }, [settled, mutate, reset]);
  const answer = discover.data;
  const asked = discover.variables?.email;
  if (!answer?.available || !asked || asked !== email.trim().toLowerCase()) return null;
  return { workspaceName: answer.workspaceName, email: asked };
}
