// The billing area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").

export type { GatewayPlans } from "./gateway-plans";
export { nextReceiptNumber, paymentHistorySelect } from "./receipt";
export { type RecordedRefund, recordRefund } from "./refund";
export { type Notice, subscriptionMail } from "./subscription.mail";
export { SUBSCRIPTION_ROW_ID, SUBSCRIPTION_VIEW_EXAMPLE, subscriptionViewSchema } from "./subscription.openapi";
export { cancelInRazorpay } from "./subscription-charge";
export { confirmSubscriptionCheckout, verificationFailed } from "./subscription-checkout";
export type { WorkspaceRenewalMail } from "./subscription-notices";
// A workspace's seats (issue #35) are bought through the same orders, subscriptions and webhook.
export { TOTAL_COUNT } from "./subscription-opener";
export {
  type AfterCommit,
  runAfterCommit,
  type SubscriptionEvents,
  type WorkspaceCharge,
  type WorkspaceRenewalFailed,
} from "./subscription-webhook";
