import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** payment.createOrder: a Razorpay order (or a simulated one, in development without keys) for a paid plan. */
export function useCreateOrder() {
  const trpc = useTRPC();
  return useMutation(trpc.payment.createOrder.mutationOptions());
}

/** payment.verify: checks the payment's signature and switches the plan; answers with the new role and end date. */
export function useVerifyPayment() {
  const trpc = useTRPC();
  return useMutation(trpc.payment.verify.mutationOptions());
}

/** payment.simulate: the development stand-in for Razorpay Checkout (exists only when orders are simulated). */
export function useSimulatePayment() {
  const trpc = useTRPC();
  return useMutation(trpc.payment.simulate.mutationOptions());
}
