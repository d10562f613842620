import { expect } from "vitest";
import type { Db } from "../../server/lib/db";
import { signUp } from "./accounts";
import type { TestApp } from "./app";
import type { FakeEvent } from "./fake-razorpay-subscriptions";
import { sendWebhook } from "./payments";

type Period = "monthly" | "yearly";

/** POST /api/subscriptions as the pricing page does; the checkout's answer. */
export async function openSubscription(
  t: TestApp,
  token: string,
  body: { plan: "professional" | "enterprise"; period: Period },
) {
  const opened = await t.app.inject({
    method: "POST",
    url: "/api/subscriptions",
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json() as {
    subscriptionId: string;
    amount: number;
    firstChargeAt: string | null;
    creditedDays: number;
  };
}

export function verifySubscription(t: TestApp, token: string, checkout: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/subscriptions/verify",
    payload: checkout,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Delivers Razorpay's events to the app, each `times` times (a redelivery keeps its event id); the statuses answered. */
export async function deliver(t: TestApp, events: FakeEvent[], times = 2) {
  const statuses: string[] = [];
  for (let round = 0; round < times; round += 1)
    for (const event of events) {
      const answer = await sendWebhook(t, event.body, event.id);
      expect(answer.statusCode, answer.body).toBe(200);
      statuses.push(answer.json().status as string);
    }
  return statuses;
}

/** The subscription row by Razorpay's id, and its person. */
export async function stored(t: TestApp, razorpaySubscriptionId: string) {
  const row = await t.database.db.subscription.findUniqueOrThrow({
    where: { razorpaySubscriptionId },
    include: { payments: { orderBy: { receiptNumber: "asc" } }, user: true },
  });
  return row;
}

/** A date Razorpay gave (Unix seconds) as the app stores it. */
export const fromSeconds = (value: number | null) => (value === null ? null : new Date(value * 1000));

/** Start-up makes Razorpay's plans without waiting for them (server/app.ts): waits until `count` rows exist (10 s at most). */
export async function untilGatewayPlans(db: Db, count = 4) {
  const deadline = Date.now() + 10_000;
  while ((await db.gatewayPlan.count()) < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A person subscribed through the checkout (its webhooks before verify, each twice), the first cycle charged. */
export async function subscribed(
  t: TestApp,
  plan: "professional" | "enterprise" = "professional",
  period: Period = "monthly",
) {
  const person = await signUp(t);
  const checkout = await openSubscription(t, person.token, { plan, period });
  const authorised = t.razorpay.subscriptions.authorise(checkout.subscriptionId);
  await deliver(t, [...authorised.events].reverse());
  const verified = await verifySubscription(t, person.token, authorised.checkout);
  expect(verified.statusCode, verified.body).toBe(200);
  return { person, id: checkout.subscriptionId, verified: verified.json() };
}
