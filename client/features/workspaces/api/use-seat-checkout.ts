import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  brandColour,
  loadRazorpay,
  type RazorpayResponse,
  type RazorpaySubscriptionResponse,
} from "../../../lib/razorpay";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import type { SeatsCheckout, SeatsOverview } from "./use-seat-billing";

/** How a checkout ended: the seats now, or why not (the page words it in the reader's language). */
export type SeatsOutcome =
  | { kind: "paid"; seats: number }
  | { kind: "failed"; reason: "payment" | "verify" | "blocked"; error?: unknown };

/**
 * A workspace's seats checkout (docs/product/workspaces.md#buying-seats): Razorpay Checkout on the order or the
 * subscription the server opened, or, without Razorpay keys, the development checkout (`simulated`: the page shows
 * its dialog and calls `settleSimulated`). Either way the server verifies the signature and applies the seats.
 */
export function useSeatCheckout(workspaceId: string, describe: string, end: (outcome: SeatsOutcome) => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [simulated, setSimulated] = useState<SeatsCheckout | null>(null);

  const accept = (overview: SeatsOverview) => {
    queryClient.setQueryData(trpc.workspaceBilling.overview.queryKey({ workspaceId }), overview);
    end({ kind: "paid", seats: overview.seats });
  };

  async function verify(
    checkout: SeatsCheckout,
    response: Partial<RazorpayResponse> & Partial<RazorpaySubscriptionResponse>,
  ) {
    try {
      const payment = {
        razorpay_payment_id: response.razorpay_payment_id ?? "",
        razorpay_signature: response.razorpay_signature ?? "",
      };
      const overview =
        checkout.kind === "order"
          ? await client.workspaceBilling.verifyOrder.mutate({
              workspaceId,
              ...payment,
              razorpay_order_id: response.razorpay_order_id ?? checkout.orderId ?? "",
            })
          : await client.workspaceBilling.verifySubscription.mutate({
              workspaceId,
              ...payment,
              razorpay_subscription_id: response.razorpay_subscription_id ?? checkout.subscriptionId ?? "",
            });
      accept(overview);
    } catch (error) {
      end({ kind: "failed", reason: "verify", error });
    }
  }

  async function open(checkout: SeatsCheckout) {
    if (checkout.simulated) {
      setSimulated(checkout);
      return;
    }
    let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
    try {
      Razorpay = await loadRazorpay();
    } catch (error) {
      end({ kind: "failed", reason: "blocked", error });
      return;
    }
    const common = {
      key: checkout.keyId,
      name: describe,
      description: describe,
      prefill: checkout.prefill,
      theme: { color: brandColour() },
      modal: { ondismiss: () => {} },
    };
    const instance =
      checkout.kind === "order"
        ? new Razorpay({
            ...common,
            amount: checkout.amount,
            currency: checkout.currency,
            order_id: checkout.orderId ?? "",
            handler: (response: RazorpayResponse) => void verify(checkout, response),
          })
        : new Razorpay({
            ...common,
            subscription_id: checkout.subscriptionId ?? "",
            handler: (response: RazorpaySubscriptionResponse) => void verify(checkout, response),
          });
    instance.on("payment.failed", () => end({ kind: "failed", reason: "payment" }));
    instance.open();
  }

  /** The development checkout's Pay or Fail, through the server's simulate and the same verify. */
  async function settleSimulated(outcome: "success" | "failure") {
    const checkout = simulated;
    setSimulated(null);
    if (!checkout) return;
    const id = (checkout.kind === "order" ? checkout.orderId : checkout.subscriptionId) ?? "";
    try {
      const answer = await client.workspaceBilling.simulate.mutate({ workspaceId, id, outcome });
      if ("failed" in answer) end({ kind: "failed", reason: "payment" });
      else await verify(checkout, answer);
    } catch (error) {
      end({ kind: "failed", reason: "verify", error });
    }
  }

  return { open, simulated, settleSimulated, cancelSimulated: () => setSimulated(null) };
}
