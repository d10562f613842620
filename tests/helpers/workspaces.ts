import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { DAY_MS } from "../../shared/time";
import { post } from "./accounts";
import type { TestApp } from "./app";

/** A valid GSTIN of Maharashtra (27) and one whose check character is wrong. */
export const GSTIN_MH = "27AAPFU0939F1ZV";
export const GSTIN_MH_WRONG_CHECK = "27AAPFU0939F1ZW";

export const workspaceDetails = (overrides: Record<string, unknown> = {}) => ({
  name: "Sahyadri Traders Pvt Ltd",
  gstin: GSTIN_MH,
  billingAddress: "4th floor, Kalpataru Point, Sion, Mumbai 400022",
  billingState: "27",
  billingEmail: "accounts@sahyadri.example",
  ...overrides,
});

/** A workspace made over REST by `token`'s person, who is its owner. */
export async function createWorkspace(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const response = await post(t, "/api/workspaces", workspaceDetails(overrides), token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; role: string };
}

/**
 * Seats in force, written directly: buying them is another part of issue #35 (docs/product/workspaces.md#buying-seats).
 */
export async function giveSeats(
  t: TestApp,
  workspaceId: string,
  seats: number,
  paidUntil = new Date(Date.now() + 30 * 86_400_000),
) {
  await t.database.db.workspace.update({ where: { id: workspaceId }, data: { seats, paidUntil, period: "monthly" } });
  await t.deps.bus.publish("workspace", workspaceId);
}

/** A person made a member directly, as an accepted invitation leaves them. */
export async function addMember(t: TestApp, workspaceId: string, userId: string, role: "member" | "admin" = "member") {
  await t.database.db.workspaceMember.create({ data: { workspaceId, userId, role } });
  await t.deps.bus.publish("workspace", workspaceId);
}

/** Invites `email` over REST and returns the invitation and the token from the link the e-mail carries. */
export async function invite(t: TestApp, token: string, workspaceId: string, email: string, role = "member") {
  const before = t.mail.messages.length;
  const response = await post(t, `/api/workspaces/${workspaceId}/invitations`, { email, role }, token);
  expect(response.statusCode, response.body).toBe(201);
  const mail = await t.mail.next(email, before);
  return { invitation: response.json() as { id: string; email: string }, token: linkToken(mail.text), mail };
}

/** The token of the /invite/<token> link in a mail's text. */
export function linkToken(text: string): string {
  const token = /\/invite\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
  expect(token, text).toBeTruthy();
  return token as string;
}

/**
 * A workspace made straight in the database (ws-core's creation is another helper's part, issue #35): its owner,
 * and, when told, seats paid until a moment ahead.
 */
export async function makeWorkspace(
  t: TestApp,
  ownerId: string,
  options: { name?: string; seats?: number; period?: "monthly" | "yearly"; paidUntil?: Date | null } = {},
) {
  const { db } = t.database;
  const workspace = await db.workspace.create({
    data: {
      name: options.name ?? `Lantern Analytics ${randomBytes(3).toString("hex")}`,
      billingAddress: "4th floor, Baner Road, Pune 411045",
      billingState: "27",
      billingEmail: "accounts@lantern.example",
      seats: options.seats ?? 0,
      period: options.seats ? (options.period ?? "monthly") : null,
      paidUntil:
        options.paidUntil === undefined
          ? options.seats
            ? new Date(Date.now() + 20 * DAY_MS)
            : null
          : options.paidUntil,
      members: { create: { userId: ownerId, role: "owner" } },
    },
    select: { id: true, name: true },
  });
  return workspace;
}

/** A pending invitation (it holds a seat until accepted, revoked or expired). */
export function pendingInvitation(t: TestApp, workspaceId: string, email: string) {
  return t.database.db.workspaceInvitation.create({
    data: {
      workspaceId,
      email,
      tokenHash: randomBytes(32).toString("hex"),
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    },
  });
}

/** The invoice jobs queued for a payment (pg-boss's own table, read only). */
export async function invoiceJobs(t: TestApp, paymentId: string) {
  const rows = await t.database.db.$queryRaw<Array<{ n: number }>>`
    select count(*)::int as n from pgboss.job where name = 'invoice.issue' and data->>'paymentId' = ${paymentId}`;
  return rows[0]?.n ?? 0;
}

/** Waits (5 s at most) for the invoice job that is queued once the payment's transaction has committed. */
export async function untilInvoiceJob(t: TestApp, paymentId: string) {
  const deadline = Date.now() + 5_000;
  while ((await invoiceJobs(t, paymentId)) === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return invoiceJobs(t, paymentId);
}
