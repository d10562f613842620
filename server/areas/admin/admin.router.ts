import {
  adminChangePasswordInput,
  adminLoginInput,
  adminPaymentsExportInput,
  adminPaymentsInput,
  adminProfileInput,
  adminUpdateUserInput,
  adminUsersExportInput,
  adminUsersInput,
  idInput,
  modelInput,
  modelUpdateInput,
  pageInput,
} from "../../../shared/admin";
import {
  adminWorkspaceIdInput,
  adminWorkspaceSuspendInput,
  adminWorkspacesInput,
} from "../../../shared/admin-workspaces";
import { apiKeyIdInput, userIdInput } from "../../../shared/api-keys";
import { billingSettingsSchema } from "../../../shared/billing-settings";
import { sessionIdInput } from "../../../shared/sessions";
import { adminSubscriptionsInput } from "../../../shared/subscriptions";
import { mfaEnrolInput, mfaLoginInput } from "../../../shared/two-factor";
import { grantCreditsInput, usageSettingsSchema } from "../../../shared/usage";
import { requestMeta } from "../../core/request-meta";
import { adminProcedure, confirmIdentityProcedure, publicProcedure, router } from "../../core/trpc";
import { sessionTokenProcedures, twoFactorRouter } from "../auth";

export const adminRouter = router({
  login: publicProcedure
    .input(adminLoginInput)
    .mutation(({ ctx, input }) => ctx.services.admin.auth.login(input, requestMeta(ctx))),

  /** The second step when `login` answered `mfaRequired`. */
  loginMfa: publicProcedure
    .input(mfaLoginInput)
    .mutation(({ ctx, input }) => ctx.services.admin.auth.loginMfa(input, requestMeta(ctx))),
  /** When `login` answered `mfaEnrolmentRequired` (ADMIN_REQUIRE_2FA): a secret to scan, then its first code. */
  loginEnrolBegin: publicProcedure
    .input(mfaEnrolInput)
    .mutation(({ ctx, input }) => ctx.services.admin.auth.loginEnrolBegin(input, requestMeta(ctx))),
  loginEnrolConfirm: publicProcedure
    .input(mfaLoginInput)
    .mutation(({ ctx, input }) => ctx.services.admin.auth.loginEnrolConfirm(input, requestMeta(ctx))),

  /** The signed-in administrator's own two-factor sign-in (Settings); changes are audited. */
  twoFactor: twoFactorRouter("admin"),
  /** Sudo mode for the administrator's session, as `auth.confirmIdentity`. */
  confirmIdentity: confirmIdentityProcedure("admin"),

  ...sessionTokenProcedures("admin"),

  profile: adminProcedure.query(({ ctx }) => ctx.services.admin.auth.profile(ctx.admin.id)),
  updateProfile: adminProcedure
    .input(adminProfileInput)
    .mutation(({ ctx, input }) => ctx.services.admin.auth.updateProfile(ctx.admin, input)),
  changePassword: adminProcedure
    .input(adminChangePasswordInput)
    .mutation(({ ctx, input }) => ctx.services.admin.auth.changePassword(ctx.admin, input, requestMeta(ctx))),

  /** The administrator's own sessions, as sessions.* for users; ending them is audited. */
  sessions: router({
    list: adminProcedure.query(({ ctx }) => ctx.services.accountSessions.list(ctx.admin)),
    end: adminProcedure
      .input(sessionIdInput)
      .mutation(({ ctx, input }) => ctx.services.accountSessions.end(ctx.admin, input.sessionId)),
    endOthers: adminProcedure.mutation(({ ctx }) => ctx.services.accountSessions.endOthers(ctx.admin)),
  }),

  stats: adminProcedure.query(({ ctx }) => ctx.services.admin.users.stats()),
  /** Active subscribers, monthly recurring revenue, plans ending soon, this month's revenue against last. */
  billingStats: adminProcedure.query(({ ctx }) => ctx.services.admin.revenue.overview()),
  users: adminProcedure.input(adminUsersInput).query(({ ctx, input }) => ctx.services.admin.users.list(input)),
  /** Workspaces (issue #35): seats, members, MRR; suspend and restore, audited. */
  workspaces: adminProcedure
    .input(adminWorkspacesInput)
    .query(({ ctx, input }) => ctx.services.admin.workspaces.list(input)),
  suspendWorkspace: adminProcedure
    .input(adminWorkspaceSuspendInput)
    .mutation(({ ctx, input }) => ctx.services.admin.workspaces.suspend(ctx.admin, input)),
  restoreWorkspace: adminProcedure
    .input(adminWorkspaceIdInput)
    .mutation(({ ctx, input }) => ctx.services.admin.workspaces.restore(ctx.admin, input.id)),
  exportUsers: adminProcedure
    .input(adminUsersExportInput)
    .query(({ ctx, input }) => ctx.services.admin.users.exportCsv(input)),
  user: adminProcedure.input(idInput).query(({ ctx, input }) => ctx.services.admin.users.get(input.id)),
  updateUser: adminProcedure
    .input(adminUpdateUserInput)
    .mutation(({ ctx, input }) => ctx.services.admin.users.update(ctx.admin, input)),
  deleteUser: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.admin.users.remove(ctx.admin, input.id)),

  paymentStats: adminProcedure.query(({ ctx }) => ctx.services.admin.payments.stats()),
  payments: adminProcedure.input(adminPaymentsInput).query(({ ctx, input }) => ctx.services.admin.payments.list(input)),
  exportPayments: adminProcedure
    .input(adminPaymentsExportInput)
    .query(({ ctx, input }) => ctx.services.admin.payments.exportCsv(input)),
  /** A full refund through Razorpay; the plan the payment bought ends (audited). */
  refundPayment: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => ctx.services.admin.payments.refund(ctx.admin, input.id)),

  /** A user's API keys (names, prefixes, last use) and revoking one; both are audited. */
  /** Subscribers by state, MRR, failed renewals and churn (issue #32); an admin's cancel is audited. */
  subscriptions: router({
    overview: adminProcedure.query(({ ctx }) => ctx.services.admin.subscriptions.overview()),
    list: adminProcedure
      .input(adminSubscriptionsInput)
      .query(({ ctx, input }) => ctx.services.admin.subscriptions.list(input)),
    cancel: adminProcedure
      .input(idInput)
      .mutation(({ ctx, input }) => ctx.services.subscription.cancelByAdmin(ctx.admin, input.id)),
  }),
  apiKeys: router({
    list: adminProcedure
      .input(userIdInput)
      .query(({ ctx, input }) => ctx.services.apiKeys.admin.list(ctx.admin, input.userId)),
    revoke: adminProcedure
      .input(apiKeyIdInput)
      .mutation(({ ctx, input }) => ctx.services.apiKeys.admin.revoke(ctx.admin, input.id)),
  }),

  models: router({
    list: adminProcedure.query(({ ctx }) => ctx.services.admin.catalog.list()),
    create: adminProcedure
      .input(modelInput)
      .mutation(({ ctx, input }) => ctx.services.admin.catalog.create(ctx.admin, input)),
    update: adminProcedure
      .input(modelUpdateInput)
      .mutation(({ ctx, input }) => ctx.services.admin.catalog.update(ctx.admin, input)),
    delete: adminProcedure
      .input(idInput)
      .mutation(({ ctx, input }) => ctx.services.admin.catalog.remove(ctx.admin, input.id)),
  }),

  usage: router({
    /** AI cost against revenue over 30 days: per day, per plan, top users, by model. */
    report: adminProcedure.query(({ ctx }) => ctx.services.admin.usage.summary()),
    settings: adminProcedure.query(({ ctx }) => ctx.services.usage.settings()),
    /** One user's credits today and last 30 days (the user details page). */
    user: adminProcedure.input(idInput).query(({ ctx, input }) => ctx.services.usage.forUser(input.id)),
    updateSettings: adminProcedure
      .input(usageSettingsSchema.partial())
      .mutation(({ ctx, input }) => ctx.services.usage.updateSettings(ctx.admin, input)),
    grant: adminProcedure
      .input(grantCreditsInput)
      .mutation(({ ctx, input }) => ctx.services.usage.grant(ctx.admin, input)),
  }),

  billing: router({
    /** The seller's details and GST printed on receipts. */
    settings: adminProcedure.query(({ ctx }) => ctx.services.admin.billingSettings.get()),
    updateSettings: adminProcedure
      .input(billingSettingsSchema.partial())
      .mutation(({ ctx, input }) => ctx.services.admin.billingSettings.update(ctx.admin, input)),
  }),

  /** The last hour of every instance: per model attempts, errors, first-token times, breakers; queues (issue #34). */
  system: adminProcedure.query(({ ctx }) => ctx.services.admin.system.report()),

  contactMessages: adminProcedure
    .input(pageInput)
    .query(({ ctx, input }) => ctx.services.contact.list(input.page ?? 1, input.pageSize ?? 20)),

  auditLog: adminProcedure
    .input(pageInput)
    .query(({ ctx, input }) => ctx.services.admin.audit.list(input.page ?? 1, input.pageSize ?? 20)),
});
