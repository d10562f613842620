import { z } from "zod";

const text = z.string().optional();

/**
 * The parts of a Razorpay webhook event this app reads (the rest is dropped).
 * Every part is optional: which are present depends on the event, and the
 * handler ignores an event that lacks what it needs.
 */
export const webhookEventSchema = z.object({
  event: text,
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({
              id: text,
              order_id: text,
              amount: z.number().int().optional(),
              currency: text,
              status: text,
              error_description: text.nullable(),
            })
            .optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: text, status: text }).optional() }).optional(),
      refund: z.object({ entity: z.object({ id: text, payment_id: text, status: text }).optional() }).optional(),
    })
    .optional(),
});

export type WebhookEvent = z.infer<typeof webhookEventSchema>;
