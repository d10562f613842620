import { beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../shared/time";
import { get, signInAdmin, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { insertSubscription } from "../helpers/subscription-rows";

// The admin's Subscribers figures (issue #32, docs/product/subscriptions.md "Admin") from a table of
// Subscription rows written as the webhooks leave them, at a fixed moment: 15 March 2027, 11:30 IST.
const t = setupTestApp();

const NOW = new Date("2027-03-15T06:00:00Z");
const MARCH = new Date("2027-02-28T18:30:00Z"); // 1 March 2027, 00:00 IST
const JANUARY = new Date("2026-12-31T18:30:00Z");
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY_MS);
const LONG_AGO = at(NOW, -400);

let adminToken = "";
let people = 0;

/** A person straight in the database (nothing here signs in as them). */
async function person(name: string, role: "starter" | "professional" | "enterprise" = "starter", planExpiresAt?: Date) {
  people += 1;
  return t.database.db.user.create({
    data: {
      name,
      username: `subscriber_${people}`,
      email: `subscriber${people}@example.com`,
      passwordHash: "not-used",
      role,
      planExpiresAt: planExpiresAt ?? null,
    },
  });
}

type Row = Parameters<typeof insertSubscription>[2] & { name: string };

// Each row: what it adds to the figures, in its comment.
const ROWS: Row[] = [
  // active monthly Professional: MRR 249.00
  { name: "Monthly Pro", status: "active", chargeAt: at(NOW, 10), currentEnd: at(NOW, 10), method: "upi" },
  // active yearly Enterprise: MRR 5,990.00 / 12 = 499.1667
  { name: "Yearly Ent", plan: "enterprise", period: "yearly", status: "active", chargeAt: at(NOW, 200) },
  // cancelling (asked this month): in active and cancelling, MRR 599.00 until its end, a cancellation in March
  {
    name: "Leaving Ent",
    plan: "enterprise",
    status: "active",
    cancelAtCycleEnd: true,
    cancelReason: "person",
    cancelledAt: at(MARCH, 3),
    chargeAt: at(NOW, 5),
    currentEnd: at(NOW, 5),
  },
  // pending yearly Professional, failed this month: MRR 2,490.00 / 12 = 207.50
  {
    name: "Grace Pro",
    period: "yearly",
    status: "pending",
    failedAt: at(MARCH, 10),
    failureReason: "Payment failed due to insufficient balance",
    currentEnd: at(MARCH, 9),
    graceUntil: at(MARCH, 12),
  },
  // halted, failed this month: no MRR
  { name: "Halted Pro", status: "halted", failedAt: at(MARCH, 2), failureReason: null, currentEnd: at(MARCH, 1) },
  // pending, failed last month (February): not this month's
  { name: "Old Failure", status: "pending", failedAt: at(MARCH, -3), currentEnd: at(MARCH, -4) },
  // cancelled at once by an admin in January: a cancellation in January, ended then
  {
    name: "Cancelled Jan",
    status: "cancelled",
    cancelReason: "admin",
    cancelledAt: at(JANUARY, 20),
    endedAt: at(JANUARY, 20),
  },
  // replaced by an upgrade this month: not churn
  {
    name: "Upgraded",
    status: "cancelled",
    cancelReason: "upgrade",
    cancelledAt: at(MARCH, 4),
    endedAt: at(MARCH, 4),
  },
  // completed its 10 years long ago: not in force anywhere in the last 12 months
  { name: "Completed", status: "completed", endedAt: at(NOW, -380) },
  // created (checkout abandoned) and authenticated (starts later): counted by state, never charged
  { name: "Abandoned", status: "created", paidCount: 0 },
  { name: "Starts Later", status: "authenticated", paidCount: 0, startAt: at(NOW, 20), chargeAt: at(NOW, 20) },
];

const ids = new Map<string, string>();

beforeAll(async () => {
  for (const [index, { name, ...row }] of ROWS.entries()) {
    const user = await person(name);
    // One minute apart, in the table's order: the list shows them newest first.
    const created = await insertSubscription(t.database.db, user.id, {
      paidCount: 1,
      createdAt: new Date((row.paidCount === 0 ? at(NOW, -1) : LONG_AGO).getTime() + index * 60_000),
      ...row,
    });
    ids.set(name, created.id);
  }
  t.clock.advance(NOW.getTime() - Date.now());
  adminToken = await signInAdmin(t, "subscriptions_admin");
});

describe("the admin's subscription figures", () => {
  it("counts states, the MRR with yearly at a twelfth, this month's failed renewals and churn per IST month", async () => {
    const response = await get(t, "/api/admin/subscriptions/overview", adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json();
    expect(overview.byState).toEqual({
      created: 1,
      authenticated: 1,
      active: 3,
      pending: 2,
      halted: 1,
      cancelled: 2,
      completed: 1,
      cancelling: 1,
    });
    // 249.00 + 499.1667 + 599.00 + 207.50 + the older pending 249.00 = 1,803.6667
    expect(overview.mrr).toBe(Math.round(24_900 + 599_000 / 12 + 59_900 + 249_000 / 12 + 24_900));
    expect(overview.failedThisMonth).toEqual([
      expect.objectContaining({
        subscriptionId: ids.get("Grace Pro"),
        userName: "Grace Pro",
        plan: "professional",
        period: "yearly",
        amount: 249_000,
        failedAt: at(MARCH, 10).toISOString(),
        reason: "Payment failed due to insufficient balance",
        status: "pending",
      }),
      expect.objectContaining({ subscriptionId: ids.get("Halted Pro"), reason: null, status: "halted" }),
    ]);
    const churn = overview.churn as Array<{ month: string; cancellations: number; activeAtStart: number }>;
    expect(churn.map((month) => month.month)).toEqual([
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
    ]);
    expect(churn.map((month) => month.cancellations)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1]);
    // In force since long ago: the eight charged ones but the completed; the one cancelled in January has
    // ended before February; the halted and the upgraded ones end in March.
    expect(churn.map((month) => month.activeAtStart)).toEqual([8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 7]);

    // The tRPC procedure the admin panel calls answers the same.
    const trpc = await trpcQuery(t, "admin.subscriptions.overview", undefined, adminToken);
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(trpc.json().result.data).toEqual(overview);
  });

  it("lists subscriptions newest first, 20 a page, filtered by state, cancelling being its own", async () => {
    const list = async (query: string) => {
      const response = await get(t, `/api/admin/subscriptions${query}`, adminToken);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { rows: Array<Record<string, unknown>>; total: number; page: number; pageSize: number };
    };
    const all = await list("");
    expect(all).toMatchObject({ total: ROWS.length, page: 1, pageSize: 20 });
    expect(all.rows.map((row) => row.userName)).toEqual([
      "Starts Later",
      "Abandoned",
      ...ROWS.slice(0, 9)
        .map((row) => row.name)
        .reverse(),
    ]);
    expect((await list("?state=cancelling")).rows).toEqual([
      expect.objectContaining({
        id: ids.get("Leaving Ent"),
        status: "active",
        cancelAtCycleEnd: true,
        nextChargeAt: null,
        currentEnd: at(NOW, 5).toISOString(),
      }),
    ]);
    const active = await list("?state=active");
    expect(active.total).toBe(3);
    expect(active.rows.find((row) => row.userName === "Monthly Pro")).toMatchObject({
      nextChargeAt: at(NOW, 10).toISOString(),
      method: "upi",
      amount: 24_900,
      email: expect.stringMatching(/@example\.com$/),
    });
    expect((await list("?state=pending")).rows.map((row) => row.userName).sort()).toEqual(["Grace Pro", "Old Failure"]);
    expect((await list("?state=halted&page=2")).rows).toEqual([]);
    expect((await list("?state=halted&page=2")).total).toBe(1);

    for (const bad of ["?state=paused", "?page=0", "?page=two"]) {
      const refused = await get(t, `/api/admin/subscriptions${bad}`, adminToken);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message, bad).toMatch(/./);
    }
    expect((await get(t, "/api/admin/subscriptions", "not-a-token")).statusCode).toBe(401);
  });
});

describe("the revenue card's MRR", () => {
  it("counts a subscriber's subscription per month (yearly at a twelfth) and a plan paid once at its monthly price", async () => {
    const until = at(NOW, 20);
    const oneOff = await person("Paid Once", "professional", until);
    const yearly = await person("Yearly Sub", "professional", until);
    await insertSubscription(t.database.db, yearly.id, { period: "yearly", status: "active", createdAt: LONG_AGO });
    const haltedButPaid = await person("Halted With Days", "enterprise", until);
    await insertSubscription(t.database.db, haltedButPaid.id, {
      plan: "enterprise",
      status: "halted",
      createdAt: LONG_AGO,
    });
    // A plan past its end brings nothing, whatever its subscription says.
    const lapsed = await person("Lapsed", "professional", at(NOW, -1));
    await insertSubscription(t.database.db, lapsed.id, { status: "active", createdAt: LONG_AGO });
    // The subscription people of the first table are on Starter (their rows alone were written): not subscribers.

    const stats = await get(t, "/api/admin/billing-stats", adminToken);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({
      activeSubscribers: 3,
      subscribersByPlan: { professional: 2, enterprise: 1 },
      // 249.00 paid once + 2,490.00 / 12 + Enterprise's 599.00 (its subscription stopped; the days paid once count)
      monthlyRecurringRevenue: Math.round(24_900 + 249_000 / 12 + 59_900),
    });
    expect(oneOff.role).toBe("professional");
  });
});
