import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { PLANS, type Plan } from "../../../../shared/plans";
import type { Role } from "../../../../shared/roles";
import { useFetchAppName } from "../../../hooks/use-app-info";
import { useSession } from "../../../hooks/use-session";
import { storeRole, toRole } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { useCreateOrder, useSimulatePayment, useVerifyPayment } from "../api/use-checkout-calls";
import { PRICING_TEXT } from "../utils/messages";
import { brandColour, loadRazorpay, type RazorpayResponse } from "../utils/razorpay";

export type Order = NonNullable<ReturnType<typeof useCreateOrder>["data"]>;

/** An order waiting for the development checkout dialog's Pay or Fail. */
export interface SimulatedCheckout {
  plan: Plan;
  order: Order;
}

export interface Purchase {
  /** The plan being bought; its button reads 'Processing...' and every purchase button waits. */
  busyPlan: Role | null;
  simulated: SimulatedCheckout | null;
  start: (plan: Plan) => void;
  paySimulated: () => void;
  failSimulated: () => void;
  cancelSimulated: () => void;
}

/**
 * SPEC §4 "Purchase": create the order, take the payment (Razorpay Checkout,
 * or the simulated checkout in development without keys), then verify it on
 * the server. On success the new role is stored and broadcast, and the plan
 * status, history and profile are fetched again.
 */
export function usePurchase(): Purchase {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const createOrder = useCreateOrder();
  const verifyPayment = useVerifyPayment();
  const simulatePayment = useSimulatePayment();
  const fetchAppName = useFetchAppName();
  const [busyPlan, setBusyPlan] = useState<Role | null>(null);
  const [simulated, setSimulated] = useState<SimulatedCheckout | null>(null);
  // Guards against a second click before React has re-rendered the disabled button.
  const busy = useRef(false);

  // Every attempt that got as far as an order leaves a history entry (completed, failed or incomplete).
  const finish = () => {
    busy.current = false;
    setBusyPlan(null);
    void queryClient.invalidateQueries({ queryKey: trpc.payment.history.queryKey() });
  };

  const fail = (message: string) => {
    finish();
    window.alert(message);
  };

  const verify = async (plan: Plan, response: RazorpayResponse) => {
    let result: Awaited<ReturnType<typeof verifyPayment.mutateAsync>>;
    try {
      result = await verifyPayment.mutateAsync({ ...response, plan: plan.id });
    } catch (error) {
      console.error("Payment verification failed", error);
      fail(PRICING_TEXT.verifyFailed);
      return;
    }
    const role = toRole(result.role);
    // The answer is the new status: show it at once, then let the refetch confirm it.
    queryClient.setQueryData(trpc.payment.status.queryKey(), {
      role,
      planExpiresAt: result.planExpiresAt,
      planStatus: result.planStatus,
    });
    storeRole(role);
    void queryClient.invalidateQueries({ queryKey: trpc.payment.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.profile.queryKey() });
    finish();
    window.alert(PRICING_TEXT.success(PLANS[role].name));
  };

  const openRazorpay = async (plan: Plan, order: Order) => {
    let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
    let appName: string;
    try {
      [Razorpay, appName] = await Promise.all([loadRazorpay(), fetchAppName()]);
    } catch (error) {
      console.error("Razorpay Checkout could not be loaded", error);
      fail(PRICING_TEXT.paymentFailed);
      return;
    }
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: appName,
      description: `${order.planName} plan`,
      order_id: order.orderId,
      prefill: {
        name: session.userName || order.prefill.name,
        email: session.userEmail || order.prefill.email,
      },
      theme: { color: brandColour() },
      handler: (response) => void verify(plan, response),
      modal: { ondismiss: finish },
    });
    checkout.on("payment.failed", (failure) => {
      console.warn("Razorpay reported a failed payment", failure.error);
      fail(PRICING_TEXT.paymentFailed);
    });
    checkout.open();
  };

  const start = (plan: Plan) => {
    if (busy.current) return;
    busy.current = true;
    setBusyPlan(plan.id);
    createOrder.mutate(
      { plan: plan.id as "professional" | "enterprise" },
      {
        onSuccess: (order) => {
          if (order.simulated) setSimulated({ plan, order });
          else void openRazorpay(plan, order);
        },
        onError: (error) => {
          console.error("Payment order failed", error);
          fail(PRICING_TEXT.orderFailed);
        },
      },
    );
  };

  const settleSimulated = async (outcome: "success" | "failure") => {
    if (!simulated) return;
    const { plan, order } = simulated;
    setSimulated(null);
    try {
      const result = await simulatePayment.mutateAsync({ orderId: order.orderId, outcome });
      if ("razorpay_signature" in result) {
        await verify(plan, result);
        return;
      }
    } catch (error) {
      console.error("Simulated payment failed", error);
    }
    fail(PRICING_TEXT.paymentFailed);
  };

  return {
    busyPlan,
    simulated,
    start,
    paySimulated: () => void settleSimulated("success"),
    failSimulated: () => void settleSimulated("failure"),
    cancelSimulated: () => {
      setSimulated(null);
      finish();
    },
  };
}
