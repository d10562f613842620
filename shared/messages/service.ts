/**
 * The server's texts about chat, plans and allowances, payments, API keys and the contact form, in
 * English as the specification words them (docs/product/errors.md#error-catalogue), by the stable key
 * the API answers with (shared/server-messages.ts).
 */
export const SERVICE_TEXTS = {
  "chat.rateLimited": "Rate limit exceeded. Please wait a moment and try again.",
  "chat.modelForbidden": "Access denied. You may not have permission to use this model.",
  "chat.serverError": "Server error. The AI service is temporarily unavailable. Please try again in a few minutes.",
  "chat.unavailable": "Service unavailable. The AI service is temporarily offline. Please try again later.",
  "chat.timeout": "The AI model took too long to respond.",
  "chat.deleted": "This conversation was deleted, so the reply was not saved.",
  "chat.busy":
    "All our AI slots are busy right now, so your message was not sent and no credits were used. Please try again in a moment.",
  "chat.tooManyRefusals":
    "Too many of your messages were refused in the last minute. Please wait {seconds, plural, one {# second} other {# seconds}} before sending again.",
  "chat.modelNeedsPlan": "{model} needs the {plan} plan.",
  "chat.unknownModel": 'Unknown model "{model}". Choose a model from the list.',
  "chat.conversationNotFound": "Conversation not found",
  "chat.emptyReply": "The AI model sent back an empty reply. No credits were used.",
  "chat.projectNotFound": "Project not found",
  "chat.messageNotFound": "Message not found",
  "chat.messageNotInConversation": "Message not found in this conversation",
  "chat.replyNotFound": "Reply not found",
  "chat.invalidCursor": "Invalid cursor",
  "chat.tooManyPinned": "You can pin at most {max} conversations. Unpin one first.",
  "chat.replyIncomplete": "The reply could not be completed.",
  "chat.saveFailed": "Your message could not be saved. Please try again.",
  "chat.noQuestion": "This reply answers no question.",
  "chat.stillWriting": "This reply is still being written. Stop it first, or wait for it to finish.",
  "chat.nameConversation": "Name the conversation the message belongs to.",
  "chat.onlyQuestionEditable": "Only a question can be edited.",
  "chat.onlyStoppedContinues": "Only a reply that was stopped or cut off can be continued.",
  "chat.next.rateLimited": "Please wait a few seconds before sending again, or choose another model.",
  "chat.next.retry": "Please try again, or choose another model.",
  "chat.next.unavailable": "Please try again in a few minutes, or choose another model.",
  "chat.next.badResponse": "Please try again, or choose another model. If it keeps failing, contact support.",
  // The AI service's failures as server/lib/ai-provider.ts names them (its own words stay in the log).
  "upstream.unavailable": "The AI service is temporarily unavailable.",
  "upstream.unreachable": "The AI service could not be reached.",
  "upstream.rejected": "The AI service rejected the request ({status}).",
  "upstream.tooManyRequests": "The AI model is receiving too many requests.",
  "upstream.failedWhileAnswering": "The AI model failed while answering.",
  "upstream.closedEarly": "The AI service closed the connection before the reply was complete.",
  "upstream.closed": "The AI service closed the connection.",

  "usage.creditsShort":
    "This model needs {cost} credits per message and you have {left} left today on the {plan} plan. They renew at 00:00 IST; a model that needs fewer credits still works{upgrade, select, yes {, or upgrade for more} other {}}.",
  "usage.creditsSpent":
    "You have used today's {limit} credits on the {plan} plan. They renew at 00:00 IST{upgrade, select, yes {, or upgrade for more} other {}}.",
  "usage.concurrent":
    "The {plan} plan answers {count, plural, one {# reply} other {# replies}} at a time. Wait for the current one to finish{upgrade, select, yes {, or upgrade to have more at once} other {}}.",

  "payment.orderFailed": "Payment failed. Please try again.",
  "payment.tooManyOrders":
    "You started {count} payments in the last {window} minutes without completing them. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "payment.verificationFailed": "Payment verification failed. Please contact support.",
  "payment.success": "Payment successful! You are now on the {plan} plan.",
  "payment.confirmUnavailable": "Could not confirm the payment with Razorpay. Please try again in a moment.",
  "payment.planIncluded": "You are on the {current} plan, which already includes {plan}.",
  "payment.noEndDate": "Your {plan} plan has no end date, so there is nothing to extend.",
  "payment.receiptNotFound": "Receipt not found",
  "payment.orderNotFound": "Order not found",
  "payment.simulatedOnly": "Simulated checkout is only available in development",
  "payment.invalidSignature": "Invalid webhook signature",
  "payment.missingEventId": "Missing x-razorpay-event-id header",
  "payment.malformedEvent": "Malformed webhook event",

  "apiKey.needsEnterprise": "API access needs the Enterprise plan",
  "apiKey.notFound": "API key not found",
  "apiKey.expiryInPast": "Expiry must be in the future",
  "apiKey.tooManyActive": "You can have at most {count} active API keys: revoke one you no longer use first",
  "apiKey.tooManyCreated":
    "You can create at most {count} API keys an hour. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "apiKey.perKeyLimit": "Rate limit reached: {perMinute} requests a minute per key.",
  "apiKey.perPersonLimit": "Rate limit reached: {perMinute} requests a minute across all your API keys together.",
  "apiKey.tooManyInvalid":
    "Too many requests with an invalid API key from your address. Try again in {seconds, plural, one {# second} other {# seconds}}.",

  "contact.sent": "Thank you for your message! We will get back to you soon.",
  "contact.tooMany": "Too many messages sent. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
} as const;
