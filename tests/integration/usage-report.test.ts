import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../shared/roles";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp({ upstream: true });
const DAY = 24 * 60 * 60 * 1000;
let admin = "";

beforeAll(async () => {
  admin = await signInAdmin(t, "books");
});

/** A stored reply of `userId`'s, `daysAgo` days back, as the chat would have metered it. */
async function reply(
  userId: string,
  daysAgo: number,
  fields: { cost: number; plan: Role; model: string; tokens: number; searchCost?: number },
) {
  const conversation = await t.database.db.conversation.create({
    data: { userId, title: "seeded" },
    select: { id: true },
  });
  await t.database.db.message.create({
    data: {
      conversationId: conversation.id,
      role: "assistant",
      content: "seeded reply",
      model: fields.model,
      modelName: fields.model.toUpperCase(),
      tokensIn: fields.tokens,
      tokensOut: fields.tokens,
      costMicroUsd: fields.cost,
      // A searched reply (issue #31): the search's part of its cost.
      ...(fields.searchCost === undefined ? {} : { webSearch: true, searchCostMicroUsd: fields.searchCost }),
      plan: fields.plan,
      createdAt: new Date(Date.now() - daysAgo * DAY),
    },
  });
}

async function payment(userId: string, plan: "professional" | "enterprise", amount: number, daysAgo: number) {
  await t.database.db.payment.create({
    data: {
      userId,
      plan,
      amount,
      status: "completed",
      razorpayOrderId: `order_${randomUUID()}`,
      paidAt: new Date(Date.now() - daysAgo * DAY),
    },
  });
}

/** The same figures, summed independently in SQL over India's last 30 calendar days. */
async function expectedFromSql(rate: number) {
  const window = `((x + interval '5 hours 30 minutes')::date between ((now() at time zone 'utc' + interval '5 hours 30 minutes')::date - 29) and (now() at time zone 'utc' + interval '5 hours 30 minutes')::date)`;
  const inWindow = (column: string) => window.replaceAll("x", column);
  const [cost] = await t.database.db.$queryRawUnsafe<Array<{ cost: number; messages: number }>>(
    `select coalesce(sum("costMicroUsd"), 0)::float8 as cost, count(*)::int as messages
     from "Message" where role = 'assistant' and ${inWindow(`"createdAt"`)}`,
  );
  const [revenue] = await t.database.db.$queryRawUnsafe<Array<{ revenue: number }>>(
    `select coalesce(sum(amount), 0)::float8 as revenue from "Payment" where status = 'completed' and ${inWindow(`"paidAt"`)}`,
  );
  const byPlan = await t.database.db.$queryRawUnsafe<Array<{ plan: Role; cost: number }>>(
    `select plan::text as plan, coalesce(sum("costMicroUsd"), 0)::float8 as cost from "Message"
     where role = 'assistant' and plan is not null and ${inWindow(`"createdAt"`)} group by plan`,
  );
  const [search] = await t.database.db.$queryRawUnsafe<Array<{ cost: number; searches: number }>>(
    `select coalesce(sum("searchCostMicroUsd"), 0)::float8 as cost, count(*) filter (where "webSearch")::int as searches
     from (select "searchCostMicroUsd", "webSearch", "createdAt" from "Message" where role = 'assistant'
           union all select "searchCostMicroUsd", "webSearch", "createdAt" from "ApiUsage") s
     where ${inWindow(`"createdAt"`)}`,
  );
  const revenueByPlan = await t.database.db.$queryRawUnsafe<Array<{ plan: Role; revenue: number }>>(
    `select plan::text as plan, sum(amount)::float8 as revenue from "Payment"
     where status = 'completed' and ${inWindow(`"paidAt"`)} group by plan`,
  );
  return {
    cost: cost?.cost ?? 0,
    messages: cost?.messages ?? 0,
    revenue: revenue?.revenue ?? 0,
    searchCost: search?.cost ?? 0,
    searches: search?.searches ?? 0,
    plan: (plan: Role) => ({
      cost: byPlan.find((row) => row.plan === plan)?.cost ?? 0,
      revenue: revenueByPlan.find((row) => row.plan === plan)?.revenue ?? 0,
    }),
    paise: (micro: number) => Math.round((micro * rate) / 1e6),
  };
}

describe("the admin's usage and costs", () => {
  it("adds up to the sums computed in SQL: per day, per plan with margins, top users and models", async () => {
    const [asha, ravi] = [await signUp(t), await signUp(t)];
    await reply(asha._id, 0, {
      cost: 250_000,
      plan: "professional",
      model: "moonshotai/kimi-dev-72b:free",
      tokens: 900,
    });
    await reply(asha._id, 3, {
      searchCost: 20_000,
      cost: 125_500,
      plan: "professional",
      model: "moonshotai/kimi-dev-72b:free",
      tokens: 400,
    });
    await reply(ravi._id, 1, { cost: 40_000, plan: "starter", model: "x-ai/grok-4-fast:free", tokens: 100 });
    await reply(ravi._id, 45, { cost: 999_999, plan: "starter", model: "x-ai/grok-4-fast:free", tokens: 100 });
    await payment(asha._id, "professional", 24_900, 3);
    await payment(ravi._id, "enterprise", 59_900, 0);
    await payment(ravi._id, "enterprise", 59_900, 60);
    // And a real turn, metered by the chat itself (the fake upstream's usage.cost).
    expect(
      (await post(t, "/api/chat", { message: "count me", modelId: "x-ai/grok-4-fast:free" }, ravi.token)).statusCode,
    ).toBe(200);

    const response = await get(t, "/api/admin/usage", admin);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    const sql = await expectedFromSql(report.inrPaisePerUsd);
    expect(report.inrPaisePerUsd).toBe(8400);
    expect(report.days).toHaveLength(30);
    const sum = (rows: Array<Record<string, number>>, key: string) =>
      rows.reduce((total, row) => total + (row[key] ?? 0), 0);
    expect(sum(report.days, "costMicroUsd")).toBe(sql.cost);
    expect(sum(report.days, "messages")).toBe(sql.messages);
    expect(sum(report.days, "revenuePaise")).toBe(sql.revenue);
    expect(sql.cost).toBe(250_000 + 125_500 + 40_000 + 1_230);
    expect(sql.revenue).toBe(24_900 + 59_900);
    // The web searches' part (issue #31) adds up too, per day and over the period, within the cost.
    expect(sum(report.days, "searchCostMicroUsd")).toBe(sql.searchCost);
    expect(report.searchCostMicroUsd).toBe(sql.searchCost);
    expect(sum(report.days, "searches")).toBe(sql.searches);
    expect(sql.searchCost).toBe(20_000);
    expect(sum(report.plans, "searchCostMicroUsd")).toBe(sql.searchCost);

    for (const row of report.plans) {
      const expected = sql.plan(row.plan);
      expect(row.costMicroUsd, row.plan).toBe(expected.cost);
      expect(row.revenuePaise, row.plan).toBe(expected.revenue);
      expect(row.costPaise, row.plan).toBe(sql.paise(expected.cost));
      expect(row.marginPaise, row.plan).toBe(expected.revenue - sql.paise(expected.cost));
    }
    expect(report.plans.find((row: { plan: string }) => row.plan === "professional")).toMatchObject({
      costMicroUsd: 375_500,
      costPaise: 3_154,
      revenuePaise: 24_900,
      marginPaise: 21_746,
    });
    expect(report.topUsers[0]).toMatchObject({ userId: asha._id, messages: 2, costMicroUsd: 375_500 });
    expect(report.models[0]).toMatchObject({ model: "moonshotai/kimi-dev-72b:free", messages: 2, tokens: 2_600 });

    // The admin's dollar rate converts every cost.
    const rate = await t.app.inject({
      method: "POST",
      url: "/trpc/admin.usage.updateSettings",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      payload: { inrPaisePerUsd: 9_000 },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const converted = (await get(t, "/api/admin/usage", admin)).json();
    expect(converted.plans.find((row: { plan: string }) => row.plan === "professional").costPaise).toBe(3_380);
    // Only admins see it.
    expect((await get(t, "/api/admin/usage", asha.token)).statusCode).toBe(401);
    expect((await get(t, "/api/admin/usage")).statusCode).toBe(401);
  });

  it("shows a person their own last 30 days, with the per day and model rows for Enterprise only", async () => {
    const [pro, ent, other] = [await signUp(t), await signUp(t), await signUp(t)];
    for (const [user, role] of [
      [pro, "professional"],
      [ent, "enterprise"],
    ] as const) {
      await t.database.db.user.update({ where: { id: user._id }, data: { role } });
      await reply(user._id, 0, { cost: 10, plan: role, model: "moonshotai/kimi-dev-72b:free", tokens: 30 });
      await reply(user._id, 2, { cost: 10, plan: role, model: "moonshotai/kimi-dev-72b:free", tokens: 20 });
      await reply(user._id, 40, { cost: 10, plan: role, model: "moonshotai/kimi-dev-72b:free", tokens: 999 });
    }
    await reply(other._id, 0, { cost: 10, plan: "starter", model: "x-ai/grok-4-fast:free", tokens: 7 });
    const history = async (email: string, password: string) => {
      const token = (await post(t, "/api/users/login", { email, password })).json().token;
      const response = await t.app.inject({
        method: "GET",
        url: "/trpc/usage.history",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result.data;
    };
    const forPro = await history(pro.email, pro.password);
    expect(forPro.days).toHaveLength(30);
    expect(forPro.days.reduce((sum: number, day: { messages: number }) => sum + day.messages, 0)).toBe(2);
    expect(forPro.models).toEqual([
      {
        model: "moonshotai/kimi-dev-72b:free",
        modelName: "MOONSHOTAI/KIMI-DEV-72B:FREE",
        messages: 2,
        tokensIn: 50,
        tokensOut: 50,
        tokens: 100,
        credits: 0,
        apiMessages: 0,
        apiTokens: 0,
        apiCredits: 0,
      },
    ]);
    expect(forPro).toMatchObject({ analytics: false, rows: [], apiKeys: [] });

    const forEnt = await history(ent.email, ent.password);
    expect(forEnt.analytics).toBe(true);
    expect(forEnt.rows).toHaveLength(2);
    expect(forEnt.rows.map((row: { tokensIn: number }) => row.tokensIn).sort()).toEqual([20, 30]);
  });

  it("shows the admin one user's credits and usage, and a standing grant raises every day's limit", async () => {
    const user = await signUp(t);
    expect(
      (await post(t, "/api/chat", { message: "hello", modelId: "x-ai/grok-4-fast:free" }, user.token)).statusCode,
    ).toBe(200);
    const call = (path: string, input: unknown, method: "GET" | "POST") =>
      t.app.inject({
        method,
        url: method === "GET" ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `/trpc/${path}`,
        headers: {
          authorization: `Bearer ${admin}`,
          ...(method === "POST" ? { "content-type": "application/json" } : {}),
        },
        ...(method === "POST" ? { payload: input as object } : {}),
      });
    const before = (await call("admin.usage.user", { id: user._id }, "GET")).json().result.data;
    expect(before.today).toMatchObject({ plan: "starter", used: 1 });
    expect(before.models).toEqual([
      expect.objectContaining({ model: "x-ai/grok-4-fast:free", messages: 1, credits: 1 }),
    ]);
    expect((await call("admin.usage.grant", { userId: user._id, credits: 5, standing: true }, "POST")).statusCode).toBe(
      200,
    );
    const after = (await call("admin.usage.user", { id: user._id }, "GET")).json().result.data;
    expect(after.bonusCredits).toBe(5);
    expect(after.today.limit).toBe(before.today.limit + 5);
    expect((await call("admin.usage.user", { id: "no-such-user" }, "GET")).statusCode).toBe(404);
  });
});
