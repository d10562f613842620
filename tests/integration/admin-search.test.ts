import { beforeAll, describe, expect, it } from "vitest";
import { likeLiteral } from "../../server/areas/admin/search";
import { get, signInAdmin } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// This file's database holds exactly these users, so a search's whole answer can be checked.
const t = setupTestApp();
let adminToken = "";
const ids: Record<string, string> = {};
const orders: Record<string, string> = {};

const USERS = [
  { key: "alice", name: "Alice Liddell", username: "alice", email: "alice@example.com" },
  { key: "bob", name: "Bob Smith", username: "bob_smith", email: "bob.smith@example.com" },
  { key: "carol", name: "Carol 100% Real", username: "carol", email: "carol@example.com" },
  { key: "dave", name: "Dave", username: "back\\slash", email: "dave@example.com" },
];

beforeAll(async () => {
  for (const { key, ...user } of USERS) {
    const row = await t.database.db.user.create({ data: { ...user, passwordHash: "not-a-real-hash" } });
    ids[key] = row.id;
    const payment = await t.database.db.payment.create({
      data: {
        userId: row.id,
        plan: "professional",
        amount: 24900,
        razorpayOrderId: `order${key}1`,
        status: "completed",
      },
    });
    orders[key] = payment.id;
  }
  adminToken = await signInAdmin(t, "root");
});

async function searchUsers(q: string) {
  const response = await get(t, `/api/admin/users?q=${encodeURIComponent(q)}`, adminToken);
  expect(response.statusCode, response.body).toBe(200);
  const found = (response.json() as Array<{ _id: string }>).map((user) => user._id);
  return USERS.filter(({ key }) => found.includes(ids[key] as string)).map(({ key }) => key);
}

async function searchPayments(q: string) {
  const response = await get(t, `/api/admin/payments?q=${encodeURIComponent(q)}`, adminToken);
  expect(response.statusCode, response.body).toBe(200);
  const found = (response.json() as Array<{ _id: string }>).map((payment) => payment._id);
  return USERS.filter(({ key }) => found.includes(orders[key] as string)).map(({ key }) => key);
}

describe("admin search takes %, _ and \\ literally", () => {
  it.each([
    ["%", ["carol"]],
    ["_", ["bob"]],
    ["b_s", ["bob"]],
    ["a_i", []],
    ["% real", ["carol"]],
    ["0%", ["carol"]],
    ["\\", ["dave"]],
    ["k\\s", ["dave"]],
    ["\\%", []],
    ["ALI", ["alice"]],
    ["smith", ["bob"]],
  ])("users: q=%s finds %j", async (q, expected) => {
    expect(await searchUsers(q)).toEqual(expected);
  });

  it.each([
    ["%", ["carol"]],
    ["_", ["bob"]],
    ["b_s", ["bob"]],
    ["\\", ["dave"]],
    ["orderalice1", ["alice"]],
    ["order_", []],
    ["BOB", ["bob"]],
  ])("payments: q=%s finds %j", async (q, expected) => {
    expect(await searchPayments(q)).toEqual(expected);
  });
});

describe("likeLiteral", () => {
  it("escapes the backslash first, then the wildcards", () => {
    expect(likeLiteral("100%_\\x")).toBe("100\\%\\_\\\\x");
    expect(likeLiteral("plain text")).toBe("plain text");
  });
});
