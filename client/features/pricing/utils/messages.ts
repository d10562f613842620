/** Texts of SPEC §2 Pricing and §8 for the purchase flow. */
export const PRICING_TEXT = {
  processing: "Processing...",
  orderFailed: "Payment failed. Please try again.",
  paymentFailed: "Payment failed. Please try again.",
  verifyFailed: "Payment verification failed. Please contact support.",
  success: (planName: string) => `Payment successful! You are now on the ${planName} plan.`,
  historyLoading: "Loading payment history...",
  historyFailed: "Could not load your payment history. Please try again.",
} as const;
