/** The server's texts in the admin panel, in English, by the stable key the API answers with (shared/server-messages.ts). */
export const ADMIN_TEXTS = {
  "admin.userNotFound": "User not found",
  "admin.userUpdated": "User updated successfully",
  "admin.userDeleted": "User deleted successfully",
  "admin.modelNotFound": "Model not found",
  "admin.modelExists": "A model with this Model ID already exists",
  "admin.fallbackSelf": "A model cannot be its own fallback",
  "admin.fallbackUnknown": 'The fallback "{model}" is not in the catalogue',
  "admin.modelDeleted": "Model deleted successfully",
  "admin.creditsGranted": "{credits} credits granted {standing, select, yes {for every day} other {for today}}.",
  "admin.paymentNotFound": "Payment not found",
  "admin.alreadyRefunded": "This payment has already been refunded: nothing more to give back.",
  "admin.refundOnlyCompleted":
    "Only a completed payment can be refunded; this one is {status, select, created {incomplete (never paid)} completed {completed} failed {failed} refunded {refunded} other {{status}}}, so no money was taken.",
  "admin.refundRefused": "Razorpay refused the refund. Nothing was changed.",
  "admin.refundRefusedBecause": "Razorpay refused the refund: {reason}. Nothing was changed.",
  "admin.refundUnreachable": "Razorpay could not be reached, so nothing was refunded. Please try again in a moment.",
  "admin.refunded": "Refunded {amount} to {named, select, yes {{name}} other {the customer}}.",
  "admin.refundedToStarter":
    "Refunded {amount} to {named, select, yes {{name}} other {the customer}}. {named, select, yes {{name}} other {the customer}} is back on Starter.",
  "admin.refundedPlanEndsEarlier":
    "Refunded {amount} to {named, select, yes {{name}} other {the customer}}. The {plan} plan now ends earlier.",
} as const;
