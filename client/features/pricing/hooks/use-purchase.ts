import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { Role } from "#shared/roles";
import { useAcceptPlan } from "../../../hooks/use-plan-role";
import { useSession } from "../../../hooks/use-session";
import { useT } from "../../../lib/i18n/use-t";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import type { PayableOffer } from "../utils/plan-action";
import type { OpenedSubscription, PurchaseContext, PurchaseOutcome, SimulatedCheckout } from "../utils/purchase-steps";
import type { SubscribeAction } from "../utils/subscribe-action";

/**
 * The steps after the confirmation (order, checkout, verification, Razorpay's loader): fetched when a
 * plan is chosen, while the confirmation is read, so most visitors to /pricing never load them.
 */
const loadSteps = () => import("../utils/purchase-steps");

export interface Purchase {
  /** The offer waiting for the person to confirm it (what paying will do, issue #14). */
  confirming: PayableOffer | null;
  /** The plan being bought, and how; its button reads 'Processing...' and every purchase button waits. */
  busyPlan: Role | null;
  busyKind: "once" | "subscribe" | null;
  /** A subscription the server has opened, waiting for the person to confirm it before its checkout. */
  subscribing: OpenedSubscription | null;
  simulated: SimulatedCheckout | null;
  outcome: PurchaseOutcome | null;
  /** Shows what buying `offer` does; nothing is ordered yet. */
  choose: (offer: PayableOffer) => void;
  cancelConfirm: () => void;
  /** Orders the confirmed offer and opens the checkout. */
  confirm: () => void;
  /** Opens a subscription (or the resumption of a cancelling one) on the server, for the person to confirm. */
  subscribe: (action: Extract<SubscribeAction, { kind: "subscribe" }> | "resume") => void;
  /** Opens the confirmed subscription's checkout. */
  confirmSubscription: () => void;
  cancelSubscription: () => void;
  paySimulated: () => void;
  failSimulated: () => void;
  cancelSimulated: () => void;
  dismissOutcome: () => void;
}

/**
 * docs/product/data.md#states-and-transitions "Purchase": create the order, take the payment (Razorpay Checkout,
 * or the simulated checkout in development without keys), then verify it on
 * the server (utils/purchase-steps.ts). A subscription takes the same road: the server opens it, the person
 * confirms what it will charge and when, its checkout authorises the mandate, the server verifies it
 * (docs/product/subscriptions.md, "Screens"). On success the new role is stored and broadcast, and the plan
 * status, history and profile are fetched again. Every ending (success,
 * failure, a checkout that could not load) becomes `outcome` for the page to show.
 */
export function usePurchase(): Purchase {
  const { t } = useT();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const acceptPlan = useAcceptPlan();
  const session = useSession();
  const [confirming, setConfirming] = useState<PayableOffer | null>(null);
  const [working, setBusy] = useState<{ plan: Role | null; kind: "once" | "subscribe" } | null>(null);
  const [subscribing, setSubscribing] = useState<OpenedSubscription | null>(null);
  const [simulated, setSimulated] = useState<SimulatedCheckout | null>(null);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  // Guards against a second click before React has re-rendered the disabled button.
  const busy = useRef(false);

  const finish = () => {
    busy.current = false;
    setBusy(null);
    void queryClient.invalidateQueries({ queryKey: trpc.payment.history.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.subscription.mine.queryKey() });
  };

  const context: PurchaseContext = {
    client,
    trpc,
    queryClient,
    acceptPlan,
    buyer: { name: session.userName, email: session.userEmail },
    describe: (plan) => t("pricing.planName", { plan }),
    showSimulated: setSimulated,
    showSubscription: setSubscribing,
    finish,
    end: setOutcome,
  };

  /** Runs a step once its code is here; code that cannot arrive fails the purchase as a refused order would. */
  const run = (step: (steps: Awaited<ReturnType<typeof loadSteps>>) => Promise<void>) =>
    void loadSteps().then(step, (error: unknown) => {
      console.error("The purchase steps could not be loaded", error);
      finish();
      setOutcome({ kind: "failure", reason: "order", error });
    });

  const confirm = () => {
    const offer = confirming;
    setConfirming(null);
    if (!offer || busy.current) return;
    busy.current = true;
    setBusy({ plan: offer.plan, kind: "once" });
    setOutcome(null);
    run((steps) => steps.order(context, offer));
  };

  const subscribe: Purchase["subscribe"] = (action) => {
    if (busy.current) return;
    busy.current = true;
    setBusy({ plan: action === "resume" ? null : action.plan, kind: "subscribe" });
    setOutcome(null);
    const request = action === "resume" ? action : { plan: action.plan, period: action.period };
    run((steps) => steps.openSubscription(context, request));
  };

  const confirmSubscription = () => {
    const opened = subscribing;
    setSubscribing(null);
    if (opened) run((steps) => steps.authorise(context, opened.checkout));
  };

  const settleSimulated = (wanted: "success" | "failure") => {
    if (!simulated) return;
    const checkout = simulated;
    setSimulated(null);
    run((steps) => steps.settleSimulated(context, checkout, wanted));
  };

  return {
    confirming,
    busyPlan: working?.plan ?? null,
    busyKind: working?.kind ?? null,
    subscribing,
    simulated,
    outcome,
    choose: (offer) => {
      if (busy.current) return;
      setConfirming(offer);
      void loadSteps().catch(() => undefined);
    },
    cancelConfirm: () => setConfirming(null),
    confirm,
    subscribe,
    confirmSubscription,
    cancelSubscription: () => {
      setSubscribing(null);
      finish();
    },
    paySimulated: () => settleSimulated("success"),
    failSimulated: () => settleSimulated("failure"),
    cancelSimulated: () => {
      setSimulated(null);
      finish();
    },
    dismissOutcome: () => setOutcome(null),
  };
}
