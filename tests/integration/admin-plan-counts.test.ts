import { beforeAll, describe, expect, it } from "vitest";
import type { PaidPlan } from "../../shared/billing";
import { DAY_MS } from "../../shared/time";
import { get, post, put, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { signPayment } from "../helpers/payments";

// The admin counts and filters people by the plan in force: a paid plan past its end is Starter (issue #27).
// This file's database holds only the people made here, so the counts are exact.
const t = setupTestApp({ razorpay: true });
let adminToken = "";

async function buy(token: string, plan: PaidPlan) {
  const { orderId } = (await post(t, "/api/payment/order", { plan }, token)).json();
  const paymentId = t.razorpay.pay(orderId);
  const checkout = {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(orderId, paymentId),
  };
  const verify = await post(t, "/api/payment/verify", checkout, token);
  expect(verify.statusCode, verify.body).toBe(200);
}

/** Someone who bought `plan` 31 days ago: it ended yesterday. */
async function lapsed(plan: PaidPlan, name: string) {
  t.clock.advance(-31 * DAY_MS);
  try {
    const person = await signUp(t, { name });
    await buy(person.token, plan);
    return person;
  } finally {
    t.clock.reset();
  }
}

async function current(plan: PaidPlan, name: string) {
  const person = await signUp(t, { name });
  await buy(person.token, plan);
  return person;
}

beforeAll(async () => {
  await lapsed("professional", "Lapsed Pro One");
  await lapsed("professional", "Lapsed Pro Two");
  await lapsed("enterprise", "Lapsed Enterprise");
  await current("professional", "Paying Pro");
  await current("enterprise", "Paying Enterprise");
  await signUp(t, { name: "Free Starter" });
  adminToken = await signInAdmin(t, "counter");
  // An administrator's Enterprise has no end date: in force, though not a paid subscription.
  const granted = await signUp(t, { name: "Granted Enterprise" });
  const edit = await put(
    t,
    `/api/users/${granted._id}`,
    { name: granted.name, username: granted.username, email: granted.email, role: "enterprise" },
    adminToken,
  );
  expect(edit.statusCode, edit.body).toBe(200);
});

describe("the admin counts plans in force", () => {
  it("counts a lapsed plan as Starter on the dashboard, matching the subscription numbers", async () => {
    const stats = (await get(t, "/api/admin/stats", adminToken)).json();
    expect(stats).toMatchObject({ totalUsers: 7, professionalUsers: 1, enterpriseUsers: 2, starterUsers: 4 });
    const billing = (await get(t, "/api/admin/billing-stats", adminToken)).json();
    expect(billing).toMatchObject({ activeSubscribers: 2, subscribersByPlan: { professional: 1, enterprise: 1 } });
    // The dashboard's "Professional Users" and "Active Subscribers … Professional" now agree.
    expect(stats.professionalUsers).toBe(billing.subscribersByPlan.professional);
  });

  it("filters the users list by the plan in force, and names a lapsed plan in the CSV", async () => {
    const names = async (role: string) =>
      ((await get(t, `/api/admin/users?role=${role}&sort=name&dir=asc`, adminToken)).json() as Array<{ name: string }>)
        .map((user) => user.name)
        .sort();
    expect(await names("professional")).toEqual(["Paying Pro"]);
    expect(await names("enterprise")).toEqual(["Granted Enterprise", "Paying Enterprise"]);
    expect(await names("starter")).toEqual(["Free Starter", "Lapsed Enterprise", "Lapsed Pro One", "Lapsed Pro Two"]);

    const csv = (await get(t, "/api/admin/users/export.csv?sort=name&dir=asc", adminToken)).body;
    const plan = (name: string) =>
      csv
        .split("\r\n")
        .find((line) => line.startsWith(`${name},`))
        ?.split(",")[3];
    expect(plan("Lapsed Pro One")).toBe("Starter (Professional lapsed)");
    expect(plan("Lapsed Enterprise")).toBe("Starter (Enterprise lapsed)");
    expect(plan("Paying Pro")).toBe("Professional");
    expect(plan("Granted Enterprise")).toBe("Enterprise");
  });
});
