import type { QueryClient } from "@tanstack/react-query";
import { PLANS, type Plan, type PlanStatus } from "#shared/plans";
import { parseRole, type Role } from "#shared/roles";
import type { BillingPeriod } from "#shared/subscriptions";
import { fetchAppName } from "../../../hooks/use-app-info";
import type { RouterOutputs, useTRPC, useTRPCClient } from "../../../lib/trpc";
import type { PayableOffer } from "./plan-action";
import {
  brandColour,
  loadRazorpay,
  type RazorpayOptions,
  type RazorpayResponse,
  type RazorpaySubscriptionResponse,
} from "./razorpay";

// What happens once a person confirms a purchase or a subscription: the order or the subscription, the
// checkout (Razorpay's or the simulated one), the verification. Apart from the page (use-purchase.ts fetches
// this module when a plan is chosen), because most visitors to /pricing never buy and the page must fit the
// public budget (docs/architecture.md#performance-budgets).

export type Order = RouterOutputs["payment"]["createOrder"];
export type SubscriptionCheckout = RouterOutputs["subscription"]["create"];
/** A subscription the server has opened, before its checkout; `resume`: it takes over a cancelling one. */
export interface OpenedSubscription {
  checkout: SubscriptionCheckout;
  resume: boolean;
}

/** An order or a subscription waiting for the development checkout dialog's Pay or Fail. */
export type SimulatedCheckout =
  | { kind: "order"; plan: Plan; order: Order; offer: PayableOffer }
  | { kind: "subscription"; checkout: SubscriptionCheckout };

/**
 * Why a purchase failed: the order was refused (the server's `error` says why), the payment failed,
 * its verification failed, or Razorpay's checkout.js did not load (an ad-blocker, usually: no
 * payment was attempted). The page words it, so a change of language rewords it.
 */
export type PurchaseFailure = "order" | "payment" | "verify" | "blocked";

/** A subscription just authorised: what renews, and when it is charged first (null: today). */
export interface Renewal {
  period: BillingPeriod;
  amount: number;
  firstChargeAt: string | null;
  creditedDays: number;
}

/** How the last purchase ended, shown in the page (issue #14: no more `alert()`). */
export type PurchaseOutcome =
  | {
      kind: "success";
      role: Role;
      planExpiresAt: string | null;
      /** The one-off payment's offer, or the subscription's renewal. */
      paid: { offer: PayableOffer } | { renewal: Renewal };
    }
  | { kind: "failure"; reason: PurchaseFailure; error?: unknown };

/** What the steps need from the page: its tRPC client, what it knows of the buyer, and where each ending goes. */
export interface PurchaseContext {
  client: ReturnType<typeof useTRPCClient>;
  trpc: ReturnType<typeof useTRPC>;
  queryClient: QueryClient;
  /** Stores and announces the new plan (useAcceptPlan). */
  acceptPlan: (status: { role: Role; planExpiresAt: string | null; planStatus: PlanStatus }) => void;
  buyer: { name: string | null; email: string | null };
  /** Checkout's line for the order, e.g. "Professional plan", in the reader's language. */
  describe: (planName: string) => string;
  showSimulated: (checkout: SimulatedCheckout) => void;
  /** A subscription the server has opened, for the person to confirm before its checkout. */
  showSubscription: (opened: OpenedSubscription) => void;
  /** Every attempt that got as far as an order ends here, whatever its outcome. */
  finish: () => void;
  end: (outcome: PurchaseOutcome) => void;
}

type Verified = RouterOutputs["payment"]["verify"];

function fail(context: PurchaseContext, reason: PurchaseFailure, error?: unknown) {
  context.finish();
  context.end({ kind: "failure", reason, error });
}

/** A verification's answer: the plan it gave is stored and announced, and the page shows the success. */
async function settle(
  context: PurchaseContext,
  paid: Extract<PurchaseOutcome, { kind: "success" }>["paid"],
  call: () => Promise<Pick<Verified, "role" | "planExpiresAt" | "planStatus">>,
) {
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch (error) {
    console.error("Payment verification failed", error);
    fail(context, "verify");
    return;
  }
  const role = parseRole(result.role);
  context.acceptPlan({ role, planExpiresAt: result.planExpiresAt, planStatus: result.planStatus });
  context.finish();
  const planExpiresAt = result.planExpiresAt ? new Date(result.planExpiresAt).toISOString() : null;
  context.end({ kind: "success", role, planExpiresAt, paid });
}

/** Opens Razorpay Checkout on an order or a subscription (checkout.js loads on the first one). */
async function openRazorpay(
  context: PurchaseContext,
  options: Omit<RazorpayOptions, "name" | "theme" | "modal" | "prefill" | "description">,
  planName: string,
  prefill: { name: string; email: string },
) {
  let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
  let appName: string;
  try {
    [Razorpay, appName] = await Promise.all([loadRazorpay(), fetchAppName(context.queryClient, context.trpc)]);
  } catch (error) {
    // Nearly always an ad-blocker refusing checkout.razorpay.com: no payment was attempted, so do not say it failed.
    console.error("Razorpay Checkout could not be loaded", error);
    fail(context, "blocked");
    return;
  }
  const checkout = new Razorpay({
    ...options,
    name: appName,
    description: context.describe(planName),
    prefill: { name: context.buyer.name || prefill.name, email: context.buyer.email || prefill.email },
    theme: { color: brandColour() },
    modal: { ondismiss: context.finish },
  } as RazorpayOptions);
  checkout.on("payment.failed", (failure) => {
    console.warn("Razorpay reported a failed payment", failure.error);
    fail(context, "payment");
  });
  checkout.open();
}

const verifyOrder = (context: PurchaseContext, offer: PayableOffer, response: RazorpayResponse) =>
  settle(context, { offer }, () => context.client.payment.verify.mutate({ ...response, plan: offer.plan }));

function renewalOf(checkout: SubscriptionCheckout): Renewal {
  const { period, amount, firstChargeAt, creditedDays } = checkout;
  return { period, amount, firstChargeAt, creditedDays };
}

const verifySubscription = (
  context: PurchaseContext,
  checkout: SubscriptionCheckout,
  response: RazorpaySubscriptionResponse,
) => settle(context, { renewal: renewalOf(checkout) }, () => context.client.subscription.verify.mutate(response));

/** Orders the confirmed offer and opens the checkout. */
export async function order(context: PurchaseContext, offer: PayableOffer) {
  let created: Order;
  try {
    created = await context.client.payment.createOrder.mutate({ plan: offer.plan });
  } catch (error) {
    console.error("Payment order failed", error);
    // The page shows the server's reason when it refused the plan (e.g. a lower plan while a higher one runs).
    fail(context, "order", error);
    return;
  }
  if (created.simulated) {
    context.showSimulated({ kind: "order", plan: PLANS[offer.plan], order: created, offer });
    return;
  }
  const options = {
    key: created.keyId,
    amount: created.amount,
    currency: created.currency,
    order_id: created.orderId,
    handler: (response: RazorpayResponse) => void verifyOrder(context, offer, response),
  };
  await openRazorpay(context, options, created.planName, created.prefill);
}

/**
 * Opens a subscription on the server (`subscription.create`, or `subscription.resume` for a cancelling one): no
 * money moves until its checkout, and its answer (the first charge's date, the days credited, what it replaces)
 * is what the confirmation shows (docs/decisions.md D144).
 */
export async function openSubscription(
  context: PurchaseContext,
  request: { plan: "professional" | "enterprise"; period: BillingPeriod } | "resume",
) {
  let checkout: SubscriptionCheckout;
  try {
    checkout =
      request === "resume"
        ? await context.client.subscription.resume.mutate()
        : await context.client.subscription.create.mutate(request);
  } catch (error) {
    console.error("Subscription could not be opened", error);
    fail(context, "order", error);
    return;
  }
  context.showSubscription({ checkout, resume: request === "resume" });
}

/** The confirmed subscription's checkout: it authorises the mandate (and takes the first charge when it is due). */
export async function authorise(context: PurchaseContext, checkout: SubscriptionCheckout) {
  if (checkout.simulated) {
    context.showSimulated({ kind: "subscription", checkout });
    return;
  }
  const options = {
    key: checkout.keyId,
    subscription_id: checkout.subscriptionId,
    handler: (response: RazorpaySubscriptionResponse) => void verifySubscription(context, checkout, response),
  };
  await openRazorpay(context, options, checkout.planName, checkout.prefill);
}

/** The simulated checkout's Pay or Fail (development without Razorpay keys), for an order or a subscription. */
export async function settleSimulated(
  context: PurchaseContext,
  simulated: SimulatedCheckout,
  outcome: "success" | "failure",
) {
  try {
    if (simulated.kind === "order") {
      const result = await context.client.payment.simulate.mutate({ orderId: simulated.order.orderId, outcome });
      if ("razorpay_signature" in result) return await verifyOrder(context, simulated.offer, result);
    } else {
      const { checkout } = simulated;
      const result = await context.client.subscription.simulate.mutate({
        subscriptionId: checkout.subscriptionId,
        outcome,
      });
      if ("razorpay_signature" in result) return await verifySubscription(context, checkout, result);
    }
  } catch (error) {
    console.error("Simulated payment failed", error);
  }
  fail(context, "payment");
}
