import type { QueryClient } from "@tanstack/react-query";
import { PLANS, type Plan, type PlanStatus } from "#shared/plans";
import { parseRole, type Role } from "#shared/roles";
import { fetchAppName } from "../../../hooks/use-app-info";
import type { RouterOutputs, useTRPC, useTRPCClient } from "../../../lib/trpc";
import type { PayableOffer } from "./plan-action";
import { brandColour, loadRazorpay, type RazorpayResponse } from "./razorpay";

// What happens once a person confirms a purchase: the order, the checkout (Razorpay's or the simulated
// one), the verification. Apart from the page (use-purchase.ts fetches this module when a plan is chosen),
// because most visitors to /pricing never buy and the page must fit the public budget
// (docs/architecture.md#performance-budgets).

export type Order = RouterOutputs["payment"]["createOrder"];

/** An order waiting for the development checkout dialog's Pay or Fail. */
export interface SimulatedCheckout {
  plan: Plan;
  order: Order;
  offer: PayableOffer;
}

/**
 * Why a purchase failed: the order was refused (the server's `error` says why), the payment failed,
 * its verification failed, or Razorpay's checkout.js did not load (an ad-blocker, usually: no
 * payment was attempted). The page words it, so a change of language rewords it.
 */
export type PurchaseFailure = "order" | "payment" | "verify" | "blocked";

/** How the last purchase ended, shown in the page (issue #14: no more `alert()`). */
export type PurchaseOutcome =
  | { kind: "success"; role: Role; planExpiresAt: string | null; offer: PayableOffer }
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
  /** Every attempt that got as far as an order ends here, whatever its outcome. */
  finish: () => void;
  end: (outcome: PurchaseOutcome) => void;
}

function fail(context: PurchaseContext, reason: PurchaseFailure, error?: unknown) {
  context.finish();
  context.end({ kind: "failure", reason, error });
}

async function verify(context: PurchaseContext, offer: PayableOffer, response: RazorpayResponse) {
  let result: RouterOutputs["payment"]["verify"];
  try {
    result = await context.client.payment.verify.mutate({ ...response, plan: offer.plan });
  } catch (error) {
    console.error("Payment verification failed", error);
    fail(context, "verify");
    return;
  }
  const role = parseRole(result.role);
  context.acceptPlan({ role, planExpiresAt: result.planExpiresAt, planStatus: result.planStatus });
  context.finish();
  const planExpiresAt = result.planExpiresAt ? new Date(result.planExpiresAt).toISOString() : null;
  context.end({ kind: "success", role, planExpiresAt, offer });
}

async function openRazorpay(context: PurchaseContext, offer: PayableOffer, order: Order) {
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
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: appName,
    description: context.describe(order.planName),
    order_id: order.orderId,
    prefill: {
      name: context.buyer.name || order.prefill.name,
      email: context.buyer.email || order.prefill.email,
    },
    theme: { color: brandColour() },
    handler: (response) => void verify(context, offer, response),
    modal: { ondismiss: context.finish },
  });
  checkout.on("payment.failed", (failure) => {
    console.warn("Razorpay reported a failed payment", failure.error);
    fail(context, "payment");
  });
  checkout.open();
}

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
  if (created.simulated) context.showSimulated({ plan: PLANS[offer.plan], order: created, offer });
  else await openRazorpay(context, offer, created);
}

/** The simulated checkout's Pay or Fail (development without Razorpay keys). */
export async function settleSimulated(
  context: PurchaseContext,
  { order: simulatedOrder, offer }: SimulatedCheckout,
  outcome: "success" | "failure",
) {
  try {
    const result = await context.client.payment.simulate.mutate({ orderId: simulatedOrder.orderId, outcome });
    if ("razorpay_signature" in result) {
      await verify(context, offer, result);
      return;
    }
  } catch (error) {
    console.error("Simulated payment failed", error);
  }
  fail(context, "payment");
}
