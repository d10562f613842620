import {
  createSubscriptionInput,
  simulateSubscriptionInput,
  verifySubscriptionInput,
} from "../../../shared/subscriptions";
import { router, userProcedure } from "../../core/trpc";

/** Subscriptions that renew themselves (docs/product/subscriptions.md); thin over the subscription service. */
export const subscriptionRouter = router({
  /** Opens a Razorpay subscription for the checkout (an upgrade or a period switch replaces the running one once authorised). */
  create: userProcedure
    .input(createSubscriptionInput)
    .mutation(({ ctx, input }) => ctx.services.subscription.create(ctx.viewer, input)),

  /** After the subscription checkout: the signature proves the ids came from Razorpay. */
  verify: userProcedure
    .input(verifySubscriptionInput)
    .mutation(({ ctx, input }) => ctx.services.subscription.verify(ctx.viewer, input)),

  /** The person's subscription in force (or the latest one that ended), with its charges; null when none. */
  mine: userProcedure.query(({ ctx }) => ctx.services.subscription.mine(ctx.viewer)),

  /** "Cancel auto-renewal": the plan runs to the cycle's end and does not renew. */
  cancel: userProcedure.mutation(({ ctx }) => ctx.services.subscription.cancel(ctx.viewer)),

  /** "Resume" before the end: a new mandate whose first charge is the old cycle's end. */
  resume: userProcedure.mutation(({ ctx }) => ctx.services.subscription.resume(ctx.viewer)),

  /** Development checkout only (no Razorpay keys): 404 otherwise. */
  simulate: userProcedure
    .input(simulateSubscriptionInput)
    .mutation(({ ctx, input }) => ctx.services.subscription.simulate(ctx.viewer, input)),
});
