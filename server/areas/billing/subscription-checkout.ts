import { say } from "../../../shared/server-messages";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import { hmacHex, signatureMatches } from "../../lib/hmac";
import type { PaymentGateway } from "../../lib/payment-gateway";
import { lockSubscription } from "./subscription-charge";
import type { AfterCommit, SubscriptionEvents } from "./subscription-webhook";

/** What Razorpay's Checkout hands back for a subscription. */
export interface SubscriptionCheckoutAnswer {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A checkout's answer that does not hold up: 400, with what was wrong in `details`. */
export const verificationFailed = (details: string) =>
  new AppError("BAD_REQUEST", say("payment.verificationFailed"), { details });

/**
 * After a subscription's checkout, a person's or a workspace's (the caller has found `subscriptionId`, ours, as the
 * caller's): Razorpay's HMAC-SHA256 of `payment_id|subscription_id`, then Razorpay's own state, then its first
 * charge applied as the webhook would apply it, under the subscription's lock. Returns what is left for after commit.
 */
export async function confirmSubscriptionCheckout(
  deps: { bus: ChangeBus; gateway: PaymentGateway; events: SubscriptionEvents; now: () => Date },
  subscriptionId: string,
  input: SubscriptionCheckoutAnswer,
): Promise<AfterCommit> {
  const { gateway } = deps;
  const expected = hmacHex(gateway.keySecret, `${input.razorpay_payment_id}|${input.razorpay_subscription_id}`);
  if (!signatureMatches(expected, input.razorpay_signature)) throw verificationFailed("Signature mismatch");
  const unavailable = (error: unknown) => {
    throw new AppError("UNAVAILABLE", say("payment.confirmUnavailable"), { cause: error });
  };
  const remote = await gateway.fetchSubscription(input.razorpay_subscription_id).catch(unavailable);
  // A checkout not finished authorised nothing (one that ended since changes nothing: authorise ignores it).
  if (remote.status === "created") throw new AppError("BAD_REQUEST", say("subscription.notAuthorised"));
  // The checkout's payment is the first charge only when the subscription started at once; a later
  // start's is Razorpay's small authorisation payment, which buys nothing.
  const first =
    remote.status === "active" && remote.paid_count === 1
      ? await gateway.fetchPayment(input.razorpay_payment_id).catch(unavailable)
      : undefined;
  const after: AfterCommit = { paid: [], notices: [] };
  await deps.bus.transaction(async (tx, publish) => {
    const row = await lockSubscription(tx, { id: subscriptionId });
    if (row) await deps.events.charged(tx, publish, row, { remote, payment: first, at: deps.now() }, after);
  });
  return after;
}
