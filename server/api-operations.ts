import type { AnyRouter } from "@trpc/server";
import { ACCOUNT_DATA_OPERATIONS } from "./areas/account/account.openapi";
import { ADMIN_OPERATIONS } from "./areas/admin/admin.openapi";
import { ADMIN_CATALOG_OPERATIONS } from "./areas/admin/admin-catalog.openapi";
import { ADMIN_REPORT_OPERATIONS } from "./areas/admin/admin-reports.openapi";
import { ADMIN_SESSION_OPERATIONS } from "./areas/admin/admin-sessions.openapi";
import { ADMIN_SUBSCRIPTION_CANCEL_OPERATIONS } from "./areas/admin/admin-subscription-cancel.openapi";
import { ADMIN_SUBSCRIPTION_OPERATIONS } from "./areas/admin/admin-subscriptions.openapi";
import { ADMIN_SYSTEM_OPERATIONS } from "./areas/admin/admin-system.openapi";
import { ADMIN_USER_OPERATIONS } from "./areas/admin/admin-users.openapi";
import { ADMIN_WORKSPACE_OPERATIONS } from "./areas/admin/admin-workspaces.openapi";
import { OPENAI_API_OPERATIONS } from "./areas/api/openai-api.openapi";
import { ACCOUNT_OPERATIONS } from "./areas/auth/auth.openapi";
import { SESSION_OPERATIONS } from "./areas/auth/sessions.openapi";
import { PAYMENT_OPERATIONS } from "./areas/billing/payment.openapi";
import { SUBSCRIPTION_OPERATIONS } from "./areas/billing/subscription.openapi";
import { CATALOG_OPERATIONS } from "./areas/catalog/catalog.openapi";
import { CHAT_OPERATIONS } from "./areas/chat/chat.openapi";
import { CONVERSATION_PIN_OPERATIONS } from "./areas/chat/conversation-pins.openapi";
import { MODEL_HEALTH_OPERATIONS } from "./areas/chat/model-health.openapi";
import { WORKSPACE_CHOICE_OPERATIONS } from "./areas/chat/workspace-choices.openapi";
import { CONTACT_OPERATIONS } from "./areas/contact/contact.openapi";
import { FILE_OPERATIONS } from "./areas/files/files.openapi";
import { IMPORT_OPERATIONS } from "./areas/imports/imports.openapi";
import { INVOICE_OPERATIONS } from "./areas/invoices/invoices.openapi";
import { PROJECT_OPERATIONS } from "./areas/projects/projects.openapi";
import { SHARING_OPERATIONS } from "./areas/sharing/sharing.openapi";
import { SSO_OPERATIONS } from "./areas/sso/sso.openapi";
import { USAGE_OPERATIONS } from "./areas/usage/usage.openapi";
import { WORKSPACE_BILLING_OPERATIONS } from "./areas/workspaces/billing.openapi";
import { WORKSPACE_USAGE_OPERATIONS } from "./areas/workspaces/usage.openapi";
import { WORKSPACE_INVITATION_OPERATIONS } from "./areas/workspaces/workspace-invitations.openapi";
import { WORKSPACE_OPERATIONS } from "./areas/workspaces/workspaces.openapi";
import type { ApiOperation } from "./docs/operation";
import type { OperationTable } from "./docs/rest-operation";
import type { AppRouter } from "./router";

/** The areas' tables, in the order the documentation shows them. */
const TABLES = [
  CATALOG_OPERATIONS,
  CONTACT_OPERATIONS,
  ACCOUNT_OPERATIONS,
  USAGE_OPERATIONS,
  ACCOUNT_DATA_OPERATIONS,
  IMPORT_OPERATIONS,
  SESSION_OPERATIONS,
  CHAT_OPERATIONS,
  CONVERSATION_PIN_OPERATIONS,
  MODEL_HEALTH_OPERATIONS,
  WORKSPACE_CHOICE_OPERATIONS,
  FILE_OPERATIONS,
  PROJECT_OPERATIONS,
  SHARING_OPERATIONS,
  WORKSPACE_USAGE_OPERATIONS,
  WORKSPACE_OPERATIONS,
  WORKSPACE_INVITATION_OPERATIONS,
  PAYMENT_OPERATIONS,
  SUBSCRIPTION_OPERATIONS,
  SSO_OPERATIONS,
  INVOICE_OPERATIONS,
  WORKSPACE_BILLING_OPERATIONS,
  ADMIN_OPERATIONS,
  ADMIN_REPORT_OPERATIONS,
  ADMIN_SYSTEM_OPERATIONS,
  ADMIN_SESSION_OPERATIONS,
  ADMIN_USER_OPERATIONS,
  ADMIN_WORKSPACE_OPERATIONS,
  ADMIN_SUBSCRIPTION_CANCEL_OPERATIONS,
  ADMIN_SUBSCRIPTION_OPERATIONS,
  ADMIN_CATALOG_OPERATIONS,
  OPENAI_API_OPERATIONS,
] as const;

/** Every /api and /v1 operation, in that order (tests check it against the registered routes). */
export const API_OPERATIONS: readonly ApiOperation[] = TABLES.flat();

/**
 * Each area types its procedures against its own routers, under the names it says the app router mounts them
 * at (`operationsOf<{ chat: typeof chatRouter }>()`): an area never imports server/router.ts, which imports the
 * areas. Here, above them, the types check that the app router does mount each such router at that name, so a
 * procedure path the compiler accepted in an area exists in the app. Nothing runs for it.
 */
type RoutersOf<Table> = Table extends OperationTable<infer Routers> ? Routers : never;
/** The app router keeps a mounted router as its record of procedures. */
type RecordsOf<Routers> = {
  [Name in keyof Routers]: Routers[Name] extends AnyRouter ? Routers[Name]["_def"]["record"] : never;
};
type Unmounted<Table> = Table extends unknown
  ? [AppRouter["_def"]["record"]] extends [RecordsOf<RoutersOf<Table>>]
    ? never
    : { appRouterDoesNotMount: RoutersOf<Table> }
  : never;
true satisfies [Unmounted<(typeof TABLES)[number]>] extends [never] ? true : Unmounted<(typeof TABLES)[number]>;
