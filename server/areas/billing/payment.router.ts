import { idInput } from "../../../shared/admin";
import { createOrderInput, simulatePaymentInput, verifyPaymentInput } from "../../../shared/payment";
import { requestMeta } from "../../core/request-meta";
import { optionalUserProcedure, router, userProcedure } from "../../core/trpc";

export const paymentRouter = router({
  createOrder: userProcedure
    .input(createOrderInput)
    .mutation(({ ctx, input }) => ctx.services.payment.createOrder(ctx.viewer, input.plan)),

  /** Works without a token (the spec's call sends none); with one, the order must be the caller's. */
  verify: optionalUserProcedure
    .input(verifyPaymentInput)
    .mutation(({ ctx, input }) => ctx.services.payment.verify(input, ctx.viewer)),

  status: userProcedure.query(({ ctx }) => ctx.services.payment.status(ctx.viewer)),

  history: userProcedure.query(({ ctx }) => ctx.services.payment.history(ctx.viewer)),

  /** Its tax note in the language the page is shown in. */
  receipt: userProcedure
    .input(idInput)
    .query(({ ctx, input }) => ctx.services.payment.receipt(ctx.viewer, input.id, requestMeta(ctx).locale)),

  /** Development checkout only (no Razorpay keys): 404 otherwise. */
  simulate: userProcedure
    .input(simulatePaymentInput)
    .mutation(({ ctx, input }) => ctx.services.payment.simulate(ctx.viewer, input)),
});
