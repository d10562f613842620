import { describe, expect, it } from "vitest";
import { usageDay } from "../../shared/allowance";
import { get, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// The profile's Usage tab: replies and tokens in and out per day, and per model, over the range the person picks.
const t = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;
const KIMI = "moonshotai/kimi-dev-72b:free";
const GROK = "x-ai/grok-4-fast:free";

/** A stored reply of `userId`'s, `daysAgo` days back (by the app's clock), as the chat would have metered it. */
async function reply(
  userId: string,
  daysAgo: number,
  fields: { model: string; tokensIn: number; tokensOut: number; credits: number },
) {
  const { id } = await t.database.db.conversation.create({ data: { userId, title: "seeded" }, select: { id: true } });
  await t.database.db.message.create({
    data: {
      conversationId: id,
      role: "assistant",
      content: "seeded reply",
      model: fields.model,
      modelName: fields.model === KIMI ? "Kimi Dev 72B" : "Grok 4 Fast",
      tokensIn: fields.tokensIn,
      tokensOut: fields.tokensOut,
      credits: fields.credits,
      plan: "professional",
      createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
    },
  });
}

const history = async (token: string, query = "") => {
  const response = await get(t, `/api/usage/history${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("a person's usage history", () => {
  it("gives replies and tokens in and out per day and per model, the most credits first, over 7, 30 or 90 days", async () => {
    const person = await signUp(t);
    await reply(person._id, 0, { model: KIMI, tokensIn: 100, tokensOut: 300, credits: 1 });
    await reply(person._id, 0, { model: GROK, tokensIn: 5, tokensOut: 7, credits: 5 });
    await reply(person._id, 6, { model: KIMI, tokensIn: 10, tokensOut: 20, credits: 1 });
    await reply(person._id, 40, { model: KIMI, tokensIn: 1000, tokensOut: 2000, credits: 1 });
    const bystander = await signUp(t);
    await reply(bystander._id, 0, { model: KIMI, tokensIn: 9, tokensOut: 9, credits: 9 });
    const now = t.clock.now();

    const week = await history(person.token, "?days=7");
    expect(week.days).toHaveLength(7);
    expect(week.from).toBe(usageDay(new Date(now.getTime() - 6 * DAY)));
    expect(week.to).toBe(usageDay(now));
    const none = { messages: 0, tokensIn: 0, tokensOut: 0, tokens: 0, apiMessages: 0, apiTokens: 0 };
    expect(week.days[0]).toEqual({ ...none, day: week.from, messages: 1, tokensIn: 10, tokensOut: 20, tokens: 30 });
    expect(week.days[3]).toEqual({ ...none, day: usageDay(new Date(now.getTime() - 3 * DAY)) });
    expect(week.days[6]).toEqual({ ...none, day: week.to, messages: 2, tokensIn: 105, tokensOut: 307, tokens: 412 });
    const apiNone = { apiMessages: 0, apiTokens: 0, apiCredits: 0 };
    expect(week.models).toEqual([
      {
        model: GROK,
        modelName: "Grok 4 Fast",
        messages: 1,
        tokensIn: 5,
        tokensOut: 7,
        tokens: 12,
        credits: 5,
        ...apiNone,
      },
      {
        model: KIMI,
        modelName: "Kimi Dev 72B",
        messages: 2,
        tokensIn: 110,
        tokensOut: 320,
        tokens: 430,
        credits: 2,
        ...apiNone,
      },
    ]);

    // Without `days`, the last 30, as before; 90 reaches the reply of 40 days ago.
    const month = await history(person.token);
    expect(month.days).toHaveLength(30);
    expect(month.models.find((row: { model: string }) => row.model === KIMI)).toMatchObject({ messages: 2 });
    const quarter = await history(person.token, "?days=90");
    expect(quarter.days).toHaveLength(90);
    expect(quarter.models.find((row: { model: string }) => row.model === KIMI)).toMatchObject({
      messages: 3,
      tokensIn: 1110,
      tokensOut: 2320,
      credits: 3,
    });

    // The SPA's call takes the same input.
    const trpc = await t.app.inject({
      url: `/trpc/usage.history?input=${encodeURIComponent(JSON.stringify({ days: 7 }))}`,
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(trpc.json().result.data).toEqual(week);
  });

  it("refuses a range it does not offer with a message that names the ones it does", async () => {
    const person = await signUp(t);
    for (const days of ["8", "0", "-7", "365", "seven", "7.5"]) {
      const response = await get(t, `/api/usage/history?days=${days}`, person.token);
      expect(response.statusCode, `days=${days}: ${response.body}`).toBe(400);
      expect(response.json().message, `days=${days}`).toContain("Days must be 7, 30 or 90");
    }
    const trpc = await t.app.inject({
      url: `/trpc/usage.history?input=${encodeURIComponent(JSON.stringify({ days: 14 }))}`,
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(trpc.statusCode).toBe(400);
  });
});
