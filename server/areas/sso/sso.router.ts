import {
  ssoDiscoverInput,
  ssoDomainAddInput,
  ssoDomainInput,
  ssoSettingsInput,
  ssoVerifyInput,
  ssoWorkspaceInput,
} from "../../../shared/sso";
import { requestMeta } from "../../core/request-meta";
import { publicProcedure, router, userProcedure } from "../../core/trpc";

/**
 * Single sign-on (issue #35, docs/product/workspaces.md#single-sign-on): the login page's question, the domain
 * link, and the managers' settings. The sign-in itself is two browser redirects (sso.routes.ts).
 */
export const ssoRouter = router({
  discover: publicProcedure
    .input(ssoDiscoverInput)
    .mutation(({ ctx, input }) => ctx.services.sso.signIn.discover(input.email, requestMeta(ctx))),
  verifyDomain: publicProcedure
    .input(ssoVerifyInput)
    .mutation(({ ctx, input }) => ctx.services.sso.domains.verify(input.token)),
  domains: userProcedure
    .input(ssoWorkspaceInput)
    .query(({ ctx, input }) => ctx.services.sso.domains.list(input.workspaceId, ctx.viewer.id)),
  addDomain: userProcedure
    .input(ssoDomainAddInput)
    .mutation(({ ctx, input }) => ctx.services.sso.domains.add(ctx.viewer.id, input)),
  sendVerification: userProcedure
    .input(ssoDomainInput)
    .mutation(({ ctx, input }) => ctx.services.sso.domains.send(input.workspaceId, ctx.viewer.id, input.domainId)),
  removeDomain: userProcedure
    .input(ssoDomainInput)
    .mutation(({ ctx, input }) => ctx.services.sso.domains.remove(input.workspaceId, ctx.viewer.id, input.domainId)),
  settings: userProcedure
    .input(ssoWorkspaceInput)
    .query(({ ctx, input }) => ctx.services.sso.settings.get(input.workspaceId, ctx.viewer.id)),
  saveSettings: userProcedure
    .input(ssoSettingsInput)
    .mutation(({ ctx, input }) => ctx.services.sso.settings.save(ctx.viewer.id, input)),
  testConnection: userProcedure
    .input(ssoWorkspaceInput)
    .mutation(({ ctx, input }) => ctx.services.sso.settings.test(input.workspaceId, ctx.viewer.id)),
});
