import { ACCOUNT_DATA_OPERATIONS } from "./account-data.paths";
import { ACCOUNT_OPERATIONS } from "./accounts.paths";
import { ADMIN_OPERATIONS } from "./admin.paths";
import { ADMIN_USER_OPERATIONS } from "./admin-users.paths";
import { CATALOG_OPERATIONS } from "./catalog.paths";
import { CHAT_OPERATIONS } from "./chat.paths";
import { OPENAI_API_OPERATIONS } from "./openai-api.paths";
import type { ApiOperation } from "./operation";
import { PAYMENT_OPERATIONS } from "./payments.paths";
import { ADMIN_SESSION_OPERATIONS, SESSION_OPERATIONS } from "./sessions.paths";
import { USAGE_OPERATIONS } from "./usage.paths";

/** Every /api and /v1 operation, in the order the documentation shows them (tests check it against the registered routes). */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...CATALOG_OPERATIONS.filter((operation) => operation.tag === "Public"),
  ...ACCOUNT_OPERATIONS,
  ...USAGE_OPERATIONS,
  ...ACCOUNT_DATA_OPERATIONS,
  ...SESSION_OPERATIONS,
  ...CHAT_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...ADMIN_SESSION_OPERATIONS,
  ...ADMIN_USER_OPERATIONS,
  ...CATALOG_OPERATIONS.filter((operation) => operation.tag !== "Public"),
  ...OPENAI_API_OPERATIONS,
];
