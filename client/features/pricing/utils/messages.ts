/** Texts of docs/product/screens.md Pricing and §8 for the purchase flow, and the payment screens of issue #14. */
export const PRICING_TEXT = {
  processing: "Processing...",
  orderFailed: "Payment failed. Please try again.",
  paymentFailed: "Payment failed. Please try again.",
  verifyFailed: "Payment verification failed. Please contact support.",
  /** Razorpay's checkout.js did not load (an ad-blocker, usually): no payment was attempted. */
  checkoutBlocked: "The payment window could not open.",
  checkoutBlockedDetail: "Nothing was charged. Check an ad-blocker and try again.",
  success: (planName: string) => `You're on ${planName}`,
  successWithModel: (planName: string, modelName: string) => `You're on ${planName} — try ${modelName}`,
  historyLoading: "Loading payment history...",
  successLoading: "Loading your new plan...",
  historyFailed: "Could not load your payment history. Please try again.",
  receiptLoading: "Loading receipt...",
  receiptFailed: "Could not load this receipt. Please try again.",
} as const;
