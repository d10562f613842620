/**
 * The server's texts about subscriptions that renew (issue #32, docs/product/subscriptions.md), in English,
 * by the stable key the API answers with (shared/server-messages.ts); the Hindi is in client/messages/server/hi.json.
 */
export const SUBSCRIPTION_TEXTS = {
  "subscription.success": "Subscription set up! You are on the {plan} plan, and it renews automatically.",
  "subscription.notFound": "Subscription not found",
  "subscription.alreadySubscribed":
    "You already have a {period, select, yearly {yearly} other {monthly}} {plan} subscription that renews automatically.",
  "subscription.nothingToCancel": "You have no subscription that renews, so there is nothing to cancel.",
  "subscription.nothingToResume": "There is no cancelled subscription still running that could be resumed.",
  "subscription.createFailed": "Could not set up the subscription with Razorpay. Please try again.",
  "subscription.notAuthorised":
    "The payment method for this subscription is not authorised yet. Please finish the checkout.",
  "subscription.cancelFailed": "Razorpay could not cancel the subscription. Please try again in a moment.",
  "subscription.alreadyEnded": "This subscription has already ended.",
  // shared/subscriptions.ts's inputs: the period, and the checkout's field names as sent.
  "field.razorpaySubscriptionId": "razorpay_subscription_id",
  "field.subscriptionId": "subscriptionId",
  "subscription.unknownPeriod": "Unknown billing period: choose monthly or yearly",
} as const;
