import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { PLANS, type Plan } from "#shared/plans";
import type { Role } from "#shared/roles";
import { parseRole } from "#shared/roles";
import { useFetchAppName } from "../../../hooks/use-app-info";
import { useAcceptPlan } from "../../../hooks/use-plan-role";
import { useSession } from "../../../hooks/use-session";
import { useT } from "../../../lib/i18n/use-t";
import { useTRPC } from "../../../lib/trpc";
import { useCreateOrder, useSimulatePayment, useVerifyPayment } from "../api/use-checkout-calls";
import type { PayableOffer } from "../utils/plan-action";
import { brandColour, loadRazorpay, type RazorpayResponse } from "../utils/razorpay";

export type Order = NonNullable<ReturnType<typeof useCreateOrder>["data"]>;

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

export interface Purchase {
  /** The offer waiting for the person to confirm it (what paying will do, issue #14). */
  confirming: PayableOffer | null;
  /** The plan being bought; its button reads 'Processing...' and every purchase button waits. */
  busyPlan: Role | null;
  simulated: SimulatedCheckout | null;
  outcome: PurchaseOutcome | null;
  /** Shows what buying `offer` does; nothing is ordered yet. */
  choose: (offer: PayableOffer) => void;
  cancelConfirm: () => void;
  /** Orders the confirmed offer and opens the checkout. */
  confirm: () => void;
  paySimulated: () => void;
  failSimulated: () => void;
  cancelSimulated: () => void;
  dismissOutcome: () => void;
}

/**
 * docs/product/data.md#states-and-transitions "Purchase": create the order, take the payment (Razorpay Checkout,
 * or the simulated checkout in development without keys), then verify it on
 * the server. On success the new role is stored and broadcast, and the plan
 * status, history and profile are fetched again. Every ending (success,
 * failure, a checkout that could not load) becomes `outcome` for the page to show.
 */
export function usePurchase(): Purchase {
  const { t } = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const acceptPlan = useAcceptPlan();
  const session = useSession();
  const createOrder = useCreateOrder();
  const verifyPayment = useVerifyPayment();
  const simulatePayment = useSimulatePayment();
  const fetchAppName = useFetchAppName();
  const [confirming, setConfirming] = useState<PayableOffer | null>(null);
  const [busyPlan, setBusyPlan] = useState<Role | null>(null);
  const [simulated, setSimulated] = useState<SimulatedCheckout | null>(null);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  // Guards against a second click before React has re-rendered the disabled button.
  const busy = useRef(false);

  // Every attempt that got as far as an order leaves a history entry (completed, failed or incomplete).
  const finish = () => {
    busy.current = false;
    setBusyPlan(null);
    void queryClient.invalidateQueries({ queryKey: trpc.payment.history.queryKey() });
  };

  const fail = (reason: PurchaseFailure, error?: unknown) => {
    finish();
    setOutcome({ kind: "failure", reason, error });
  };

  const verify = async (offer: PayableOffer, response: RazorpayResponse) => {
    let result: Awaited<ReturnType<typeof verifyPayment.mutateAsync>>;
    try {
      result = await verifyPayment.mutateAsync({ ...response, plan: offer.plan });
    } catch (error) {
      console.error("Payment verification failed", error);
      fail("verify");
      return;
    }
    const role = parseRole(result.role);
    acceptPlan({ role, planExpiresAt: result.planExpiresAt, planStatus: result.planStatus });
    finish();
    const planExpiresAt = result.planExpiresAt ? new Date(result.planExpiresAt).toISOString() : null;
    setOutcome({ kind: "success", role, planExpiresAt, offer });
  };

  const openRazorpay = async (offer: PayableOffer, order: Order) => {
    let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
    let appName: string;
    try {
      [Razorpay, appName] = await Promise.all([loadRazorpay(), fetchAppName()]);
    } catch (error) {
      // Nearly always an ad-blocker refusing checkout.razorpay.com: no payment was attempted, so do not say it failed.
      console.error("Razorpay Checkout could not be loaded", error);
      fail("blocked");
      return;
    }
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: appName,
      description: t("pricing.planName", { plan: order.planName }),
      order_id: order.orderId,
      prefill: {
        name: session.userName || order.prefill.name,
        email: session.userEmail || order.prefill.email,
      },
      theme: { color: brandColour() },
      handler: (response) => void verify(offer, response),
      modal: { ondismiss: finish },
    });
    checkout.on("payment.failed", (failure) => {
      console.warn("Razorpay reported a failed payment", failure.error);
      fail("payment");
    });
    checkout.open();
  };

  const confirm = () => {
    const offer = confirming;
    setConfirming(null);
    if (!offer || busy.current) return;
    busy.current = true;
    setBusyPlan(offer.plan);
    setOutcome(null);
    createOrder.mutate(
      { plan: offer.plan },
      {
        onSuccess: (order) => {
          if (order.simulated) setSimulated({ plan: PLANS[offer.plan], order, offer });
          else void openRazorpay(offer, order);
        },
        onError: (error) => {
          console.error("Payment order failed", error);
          // The page shows the server's reason when it refused the plan (e.g. a lower plan while a higher one runs).
          fail("order", error);
        },
      },
    );
  };

  const settleSimulated = async (outcomeWanted: "success" | "failure") => {
    if (!simulated) return;
    const { order, offer } = simulated;
    setSimulated(null);
    try {
      const result = await simulatePayment.mutateAsync({ orderId: order.orderId, outcome: outcomeWanted });
      if ("razorpay_signature" in result) {
        await verify(offer, result);
        return;
      }
    } catch (error) {
      console.error("Simulated payment failed", error);
    }
    fail("payment");
  };

  return {
    confirming,
    busyPlan,
    simulated,
    outcome,
    choose: (offer) => {
      if (!busy.current) setConfirming(offer);
    },
    cancelConfirm: () => setConfirming(null),
    confirm,
    paySimulated: () => void settleSimulated("success"),
    failSimulated: () => void settleSimulated("failure"),
    cancelSimulated: () => {
      setSimulated(null);
      finish();
    },
    dismissOutcome: () => setOutcome(null),
  };
}
