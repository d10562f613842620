import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { PlanStatus } from "#shared/plans";
import type { Role } from "#shared/roles";
import { parseRole } from "#shared/roles";
import { storeRole } from "../lib/session";
import { useTRPC } from "../lib/trpc";
import { usePaymentStatus } from "./use-payment-status";
import { useSession } from "./use-session";

export interface PlanRole {
  signedIn: boolean;
  /** The plan the purchase rules are applied to. */
  role: Role;
  /** Known once payment.status has answered. */
  planStatus: PlanStatus | null;
  planExpiresAt: string | null;
  /** payment.status has not answered yet. */
  checking: boolean;
}

/**
 * docs/product/data.md#states-and-transitions "Plan role": from payment.status when a token exists, else the
 * stored role, else starter; the pricing and models pages both read it. A
 * failing status call is only logged. A status that differs from the stored
 * role (a plan that lapsed, or was bought in another tab) is stored and
 * broadcast, so every view agrees.
 */
export function usePlanRole(): PlanRole {
  const session = useSession();
  const status = usePaymentStatus(session.isSignedIn);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const serverRole = status.data ? parseRole(status.data.role) : null;

  useEffect(() => {
    if (status.isError) console.warn("Could not load the plan status; using the stored role.", status.error);
  }, [status.isError, status.error]);

  // Whichever is newer wins: a status answered after the stored role last changed is stored (and broadcast);
  // a stored role newer than the answer (a purchase in another tab, say) makes us ask the server again.
  const roleSeen = useRef({ role: session.role, at: Date.now() });
  useEffect(() => {
    if (roleSeen.current.role !== session.role) roleSeen.current = { role: session.role, at: Date.now() };
    if (!session.isSignedIn || !serverRole || serverRole === session.role) return;
    if (status.dataUpdatedAt >= roleSeen.current.at) storeRole(serverRole);
    else void queryClient.invalidateQueries({ queryKey: trpc.payment.status.queryKey() });
  }, [serverRole, session.role, session.isSignedIn, status.dataUpdatedAt, queryClient, trpc]);

  if (!session.isSignedIn) {
    return { signedIn: false, role: session.role, planStatus: null, planExpiresAt: null, checking: false };
  }
  return {
    signedIn: true,
    role: serverRole ?? session.role,
    planStatus: status.data?.planStatus ?? null,
    planExpiresAt: status.data?.planExpiresAt ?? null,
    checking: status.isPending && !status.isError,
  };
}

/**
 * The plan a verified payment gave, from its answer: shown at once as the
 * plan status, stored and broadcast as the plan role, then confirmed by a
 * refetch. With usePlanRole, the one place the client writes the plan role.
 */
export function useAcceptPlan() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (status: Pick<PlanRole, "role" | "planExpiresAt"> & { planStatus: PlanStatus }) => {
      queryClient.setQueryData(trpc.payment.status.queryKey(), status);
      storeRole(status.role);
      void queryClient.invalidateQueries({ queryKey: trpc.payment.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.auth.profile.queryKey() });
    },
    [queryClient, trpc],
  );
}
