import { expect } from "vitest";
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
