import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

type Trpc = ReturnType<typeof useTRPC>;

/** After any change to a workspace, its members or invitations: every workspace query refetches. */
const refetch = (trpc: Trpc, queryClient: QueryClient) => queryClient.invalidateQueries(trpc.workspaces.pathFilter());

/** workspaces.mine: the workspaces I belong to (docs/product/workspaces.md#screens). */
export function useMyWorkspaces() {
  const trpc = useTRPC();
  return useQuery(trpc.workspaces.mine.queryOptions(undefined, { staleTime: 30_000 }));
}
export type MyWorkspace = NonNullable<ReturnType<typeof useMyWorkspaces>["data"]>[number];

/** workspaces.get: one workspace, with `manage` for owners and admins. */
export function useWorkspace(workspaceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.workspaces.get.queryOptions({ workspaceId }, { retry: false }));
}
export type WorkspaceDetail = NonNullable<ReturnType<typeof useWorkspace>["data"]>;

export function useMembers(workspaceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.workspaces.members.list.queryOptions({ workspaceId }, { retry: false }));
}
export type Member = NonNullable<ReturnType<typeof useMembers>["data"]>["members"][number];

export function useInvitations(workspaceId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.workspaces.invitations.list.queryOptions({ workspaceId }, { enabled, retry: false }));
}
export type Invitation = NonNullable<ReturnType<typeof useInvitations>["data"]>[number];

export function useInvitationPreview(token: string) {
  const trpc = useTRPC();
  return useQuery(trpc.workspaces.invitations.preview.queryOptions({ token }, { retry: false }));
}

export const useCreateWorkspace = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.create.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useUpdateWorkspace = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.update.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useLeaveWorkspace = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.leave.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useSetMemberRole = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.members.setRole.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useRemoveMember = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.members.remove.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useTransferOwnership = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.members.transferOwnership.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useSendInvitation = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.invitations.send.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useResendInvitation = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.invitations.resend.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
export const useRevokeInvitation = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.invitations.revoke.mutationOptions({ onSuccess: () => refetch(trpc, queryClient) }),
  );
/** Only my list refetches: the invitation's own page keeps what it showed (read again, it would say "used"). */
export const useAcceptInvitation = () =>
  useCacheMutation((trpc, queryClient) =>
    trpc.workspaces.invitations.accept.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.workspaces.mine.pathFilter()),
    }),
  );
