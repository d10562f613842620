import {
  seatsAddInput,
  seatsBuyInput,
  seatsNextInput,
  seatsSimulateInput,
  seatsVerifyOrderInput,
  seatsVerifySubscriptionInput,
  workspaceIdInput,
} from "../../../shared/workspace-seats";
import { router, userProcedure } from "../../core/trpc";

/** A workspace's seats (issue #35, docs/product/workspaces.md#buying-seats): thin over billing.service.ts. */
export const workspaceBillingRouter = router({
  overview: userProcedure
    .input(workspaceIdInput)
    .query(({ ctx, input }) => ctx.services.seatBilling.overview(ctx.viewer, input.workspaceId)),
  buy: userProcedure.input(seatsBuyInput).mutation(({ ctx, input }) => ctx.services.seatBilling.buy(ctx.viewer, input)),
  add: userProcedure.input(seatsAddInput).mutation(({ ctx, input }) => ctx.services.seatBilling.add(ctx.viewer, input)),
  scheduleNext: userProcedure
    .input(seatsNextInput)
    .mutation(({ ctx, input }) => ctx.services.seatBilling.scheduleNext(ctx.viewer, input)),
  stopRenewal: userProcedure
    .input(workspaceIdInput)
    .mutation(({ ctx, input }) => ctx.services.seatBilling.stopRenewal(ctx.viewer, input.workspaceId)),
  verifyOrder: userProcedure
    .input(seatsVerifyOrderInput)
    .mutation(({ ctx, input }) => ctx.services.seatBilling.verifyOrder(ctx.viewer, input)),
  verifySubscription: userProcedure
    .input(seatsVerifySubscriptionInput)
    .mutation(({ ctx, input }) => ctx.services.seatBilling.verifySubscription(ctx.viewer, input)),
  /** Development checkout only (no Razorpay keys): 404 otherwise. */
  simulate: userProcedure
    .input(seatsSimulateInput)
    .mutation(({ ctx, input }) => ctx.services.seatBilling.simulate(ctx.viewer, input)),
});
