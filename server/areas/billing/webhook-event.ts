import { z } from "zod";

const text = z.string().optional();
/** A Razorpay date: Unix seconds, null when it has none yet. */
const seconds = z.number().int().nullable().optional();

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
              method: text.nullable(),
              error_description: text.nullable(),
            })
            .optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: text, status: text }).optional() }).optional(),
      refund: z.object({ entity: z.object({ id: text, payment_id: text, status: text }).optional() }).optional(),
      // `subscription.*` events (issue #32): the subscription as Razorpay had it when the event happened.
      subscription: z
        .object({
          entity: z
            .object({
              id: z.string(),
              status: z.string(),
              current_start: seconds,
              current_end: seconds,
              charge_at: seconds,
              start_at: seconds,
              ended_at: seconds,
              paid_count: z.number().int().min(0).default(0),
              short_url: text.nullable(),
              // A workspace's seats (issue #35).
              quantity: z.number().int().min(1).optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

export type WebhookEvent = z.infer<typeof webhookEventSchema>;
