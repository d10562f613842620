// The billing area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").
export { paymentHistorySelect } from "./receipt";
export { type RecordedRefund, recordRefund } from "./refund";
export { SUBSCRIPTION_ROW_ID, SUBSCRIPTION_VIEW_EXAMPLE, subscriptionViewSchema } from "./subscription.openapi";
