// How the text-safety tests call the app and read a refusal, in every error shape it answers with.
import { expect } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { type get, post, signUp } from "./accounts";
import type { TestApp } from "./app";

export const refusal = (label: string) =>
  `${label} contains control characters that are not allowed: remove them and try again`;

export type Reply = Awaited<ReturnType<typeof get>>;

/** The message of any of the three error shapes: REST `{message}`, chat `{error}`, tRPC `{error: {message}}`. */
export function messageOf(response: Reply): string {
  const body = response.json();
  return typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
}

export function expectRefused(response: Reply, label: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(messageOf(response)).toBe(refusal(label));
}

/** A catalogue entry the admin may save, to vary one field of. */
export const validModel = {
  modelId: "acme/model-x:free",
  name: "Model X",
  description: "A model.",
  provider: "Acme",
  performance: "Fast",
  context: "8K",
  category: "General",
  tier: "starter",
};

/** Calls on one test app: any method with any body, and tRPC as the SPA's link makes it. */
export function textCalls(t: TestApp) {
  function send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload: unknown, token?: string) {
    return t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** Without batching: queries by GET, mutations by POST. */
  function trpc(kind: "query" | "mutation", procedure: string, input: unknown, token?: string) {
    return kind === "query"
      ? send("GET", `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, undefined, token)
      : send("POST", `/trpc/${procedure}`, input, token);
  }

  return { send, trpc };
}

/** A person with one conversation, and a signed-in administrator: what both text-safety files start from. */
export async function textSafetyAccounts(t: TestApp, modelId: string) {
  const user = await signUp(t);
  await ensureAdmin(t.database.db, {
    username: "root",
    password: "Harbour-Lantern-2026!",
    name: "Root",
    email: "r@x.io",
  });
  const adminToken: string = (
    await post(t, "/api/admin/login", { username: "root", password: "Harbour-Lantern-2026!" })
  ).json().token;
  const conversationId: string = (await post(t, "/api/chat", { message: "Keep me", modelId }, user.token)).json()
    .conversationId;
  return { user, adminToken, conversationId };
}

export type TextSafetyAccounts = Awaited<ReturnType<typeof textSafetyAccounts>>;
