import {
  invitationIdInput,
  invitationTokenInput,
  inviteInput,
  memberInput,
  memberRoleInput,
  updateWorkspaceInput,
  workspaceDetailsInput,
  workspaceIdInput,
} from "../../../shared/workspaces";
import { publicProcedure, router, userProcedure } from "../../core/trpc";

/** Workspaces, members and invitations (issue #35, docs/product/workspaces.md): thin procedures over the services. */
export const workspacesRouter = router({
  /** A new workspace; its creator is the owner. */
  create: userProcedure
    .input(workspaceDetailsInput)
    .mutation(({ ctx, input }) => ctx.services.workspaces.create(ctx.viewer.id, input)),

  /** The workspaces I belong to (the list and the sidebar's switch). */
  mine: userProcedure.query(({ ctx }) => ctx.services.workspaces.listMine(ctx.viewer.id)),

  get: userProcedure
    .input(workspaceIdInput)
    .query(({ ctx, input }) => ctx.services.workspaces.get(ctx.viewer.id, input.workspaceId)),

  update: userProcedure
    .input(updateWorkspaceInput)
    .mutation(({ ctx, input: { workspaceId, ...details } }) =>
      ctx.services.workspaces.update(ctx.viewer.id, workspaceId, details),
    ),

  leave: userProcedure
    .input(workspaceIdInput)
    .mutation(({ ctx, input }) => ctx.services.workspaces.leave(ctx.viewer.id, input.workspaceId)),

  members: router({
    list: userProcedure
      .input(workspaceIdInput)
      .query(({ ctx, input }) => ctx.services.workspaceMembers.list(ctx.viewer.id, input.workspaceId)),
    setRole: userProcedure
      .input(memberRoleInput)
      .mutation(({ ctx, input }) => ctx.services.workspaceMembers.setRole(ctx.viewer.id, input)),
    remove: userProcedure
      .input(memberInput)
      .mutation(({ ctx, input }) => ctx.services.workspaceMembers.remove(ctx.viewer.id, input)),
    transferOwnership: userProcedure
      .input(memberInput)
      .mutation(({ ctx, input }) => ctx.services.workspaceMembers.transferOwnership(ctx.viewer.id, input)),
  }),

  invitations: router({
    list: userProcedure
      .input(workspaceIdInput)
      .query(({ ctx, input }) => ctx.services.workspaceInvitations.list(ctx.viewer.id, input.workspaceId)),
    send: userProcedure
      .input(inviteInput)
      .mutation(({ ctx, input }) => ctx.services.workspaceInvitations.send(ctx.viewer.id, input)),
    resend: userProcedure
      .input(invitationIdInput)
      .mutation(({ ctx, input }) => ctx.services.workspaceInvitations.resend(ctx.viewer.id, input)),
    revoke: userProcedure
      .input(invitationIdInput)
      .mutation(({ ctx, input }) => ctx.services.workspaceInvitations.revoke(ctx.viewer.id, input)),
    /** The invitation page, for whoever holds the link: the token is the credential. */
    preview: publicProcedure
      .input(invitationTokenInput)
      .query(({ ctx, input }) => ctx.services.workspaceInvitations.preview(input.token)),
    accept: userProcedure
      .input(invitationTokenInput)
      .mutation(({ ctx, input }) => ctx.services.workspaceInvitations.accept(ctx.viewer, input.token)),
  }),
});
