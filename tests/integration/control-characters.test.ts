import { beforeAll, describe, expect, it } from "vitest";
import { get, newAccount, post, put } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import {
  expectRefused,
  messageOf,
  type Reply,
  type TextSafetyAccounts,
  textCalls,
  textSafetyAccounts,
  validModel,
} from "../helpers/text-refusals";

const t = setupTestApp({ upstream: true });
const { send, trpc } = textCalls(t);
const FREE = "x-ai/grok-4-fast:free";
/** NUL (PostgreSQL refuses it: the old 500), BEL and ESC (stored as they were, to mess up screens and logs). */
const CONTROLS = ["\u0000", "\u0007", "\u001b"];

let user: TextSafetyAccounts["user"];
let adminToken = "";
let conversationId = "";

beforeAll(async () => {
  ({ user, adminToken, conversationId } = await textSafetyAccounts(t, FREE));
});

type Case = [name: string, call: (c: string) => Promise<Reply>, label: string];

const restCases = (): Case[] => {
  const path = (c: string) => encodeURIComponent(c);
  const verify = { razorpay_order_id: "order_1", razorpay_payment_id: "pay_1", razorpay_signature: "sig" };
  const account = newAccount();
  return [
    ["profile name", (c) => put(t, "/api/users/profile", { name: `Asha${c}` }, user.token), "Name"],
    [
      "conversation title",
      (c) => put(t, `/api/chat/conversation/${conversationId}/title`, { title: `Plans${c}` }, user.token),
      "Title",
    ],
    [
      "conversation id in GET's path",
      (c) => get(t, `/api/chat/conversation/${path(c)}x`, user.token),
      "Conversation id",
    ],
    [
      "conversation id in rename's path",
      (c) => put(t, `/api/chat/conversation/${path(c)}x/title`, { title: "Fine" }, user.token),
      "Conversation id",
    ],
    [
      "conversation id in DELETE's path",
      (c) => send("DELETE", `/api/chat/conversation/${path(c)}x`, undefined, user.token),
      "Conversation id",
    ],
    [
      "conversation id of a chat turn",
      (c) => post(t, "/api/chat", { message: "hi", modelId: FREE, conversationId: `x${c}` }, user.token),
      "Conversation id",
    ],
    [
      "model of a chat turn",
      (c) => post(t, "/api/chat", { message: "hi", modelId: `${FREE}${c}` }, user.token),
      "Model",
    ],
    ["history search", (c) => get(t, `/api/chat/history?q=python${path(c)}`, user.token), "Search"],
    ["history cursor", (c) => get(t, `/api/chat/history?cursor=abc${path(c)}`, user.token), "Cursor"],
    ...(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"] as const).map(
      (field): Case => [
        `payment verify ${field}`,
        (c) => post(t, "/api/payment/verify", { ...verify, [field]: `${verify[field]}${c}` }, user.token),
        field,
      ],
    ),
    [
      "simulated payment order id",
      (c) => post(t, "/api/payment/simulate", { orderId: `order${c}`, outcome: "success" }, user.token),
      "orderId",
    ],
    ["login e-mail", (c) => post(t, "/api/users/login", { email: `a${c}@example.com`, password: "x" }), "Email"],
    ...(["name", "username", "email"] as const).map(
      (field): Case => [
        `pre-register ${field}`,
        (c) => post(t, "/api/users/pre-register", { ...account, [field]: `${account[field]}${c}` }),
        field === "email" ? "Email" : field === "name" ? "Name" : "Username",
      ],
    ),
    ["register OTP", (c) => post(t, "/api/users/register", { ...account, otp: `12345${c}` }), "OTP"],
    ["verify-otp code", (c) => post(t, "/api/otp/verify-otp", { email: account.email, otp: `1${c}` }), "OTP"],
    ["verify-otp e-mail", (c) => post(t, "/api/otp/verify-otp", { email: `a${c}@x.io`, otp: "123456" }), "Email"],
    ["resend-otp e-mail", (c) => post(t, "/api/otp/resend-otp", { email: `a${c}@x.io` }), "Email"],
    ["reset code e-mail", (c) => post(t, "/api/otp/send-password-reset-otp", { email: `a${c}@x.io` }), "Email"],
    ["admin login username", (c) => post(t, "/api/admin/login", { username: `root${c}`, password: "x" }), "Username"],
    ["admin user search", (c) => get(t, `/api/admin/users?q=asha${path(c)}`, adminToken), "Search"],
    ["admin payment search", (c) => get(t, `/api/admin/payments?q=pay${path(c)}`, adminToken), "Search"],
    ["admin user id in the path", (c) => get(t, `/api/users/${path(c)}x`, adminToken), "id"],
    ["admin delete user id", (c) => send("DELETE", "/api/users/delete", { userId: `x${c}` }, adminToken), "id"],
    ...(["name", "username", "email"] as const).map(
      (field): Case => [
        `admin update user ${field}`,
        (c) =>
          put(
            t,
            `/api/users/${user._id}`,
            {
              name: "Asha",
              username: user.username,
              email: user.email,
              role: "starter",
              [field]: `${user[field]}${c}`,
            },
            adminToken,
          ),
        field === "email" ? "Email" : field === "name" ? "Name" : "Username",
      ],
    ),
    [
      "admin profile name",
      (c) => put(t, "/api/admin/profile", { name: `Root${c}`, username: "root", email: "r@x.io" }, adminToken),
      "Name",
    ],
    ...(
      [
        ["modelId", "Model ID"],
        ["name", "Name"],
        ["description", "Description"],
        ["provider", "Provider"],
        ["performance", "Performance"],
        ["context", "Context"],
        ["category", "Category"],
      ] as const
    ).map(
      ([field, label]): Case => [
        `admin model ${field}`,
        (c) => post(t, "/api/admin/models", { ...validModel, [field]: `${validModel[field]}${c}` }, adminToken),
        label,
      ],
    ),
    [
      "admin model capability",
      (c) => post(t, "/api/admin/models", { ...validModel, capabilities: [`Coding${c}`] }, adminToken),
      "Capability",
    ],
    ["admin model id in the path", (c) => put(t, `/api/admin/models/${path(c)}x`, validModel, adminToken), "id"],
  ];
};

const trpcCases = (): Case[] => [
  ["auth.updateProfile", (c) => trpc("mutation", "auth.updateProfile", { name: `Asha${c}` }, user.token), "Name"],
  [
    "chat.rename title",
    (c) => trpc("mutation", "chat.rename", { id: conversationId, title: `Plans${c}` }, user.token),
    "Title",
  ],
  [
    "chat.rename id",
    (c) => trpc("mutation", "chat.rename", { id: `x${c}`, title: "Fine" }, user.token),
    "Conversation id",
  ],
  ["chat.conversation id", (c) => trpc("query", "chat.conversation", { id: `x${c}` }, user.token), "Conversation id"],
  ["chat.delete id", (c) => trpc("mutation", "chat.delete", { id: `x${c}` }, user.token), "Conversation id"],
  ["chat.history q", (c) => trpc("query", "chat.history", { q: `py${c}` }, user.token), "Search"],
  ["chat.history cursor", (c) => trpc("query", "chat.history", { cursor: `abc${c}` }, user.token), "Cursor"],
  [
    "payment.verify",
    (c) =>
      trpc(
        "mutation",
        "payment.verify",
        { razorpay_order_id: `order${c}`, razorpay_payment_id: "pay_1", razorpay_signature: "sig" },
        user.token,
      ),
    "razorpay_order_id",
  ],
  ["auth.login", (c) => trpc("mutation", "auth.login", { email: `a${c}@x.io`, password: "x" }), "Email"],
  ["auth.preRegister", (c) => trpc("mutation", "auth.preRegister", newAccount({ name: `Asha${c}` })), "Name"],
  ["auth.register", (c) => trpc("mutation", "auth.register", { ...newAccount(), otp: `${c}12345` }), "OTP"],
  ["otp.verify", (c) => trpc("mutation", "otp.verify", { email: `a@x.io${c}`, otp: "123456" }), "Email"],
  ["admin.login", (c) => trpc("mutation", "admin.login", { username: `${c}root`, password: "x" }), "Username"],
  ["admin.users q", (c) => trpc("query", "admin.users", { q: `asha${c}` }, adminToken), "Search"],
  [
    "admin.updateUser",
    (c) =>
      trpc(
        "mutation",
        "admin.updateUser",
        { id: user._id, name: `Asha${c}`, username: user.username, email: user.email, role: "starter" },
        adminToken,
      ),
    "Name",
  ],
  [
    "admin.models.create",
    (c) => trpc("mutation", "admin.models.create", { ...validModel, provider: `Acme${c}` }, adminToken),
    "Provider",
  ],
];

describe("control characters in text fields", () => {
  it.each(restCases())("REST: refuses them in the %s with a 400 that names the field", async (_name, call, label) => {
    for (const c of CONTROLS) expectRefused(await call(c), label);
  });

  it.each(trpcCases())("tRPC: refuses them in %s with a 400 that names the field", async (_name, call, label) => {
    for (const c of CONTROLS) expectRefused(await call(c), label);
  });

  it("refuses a forged history cursor whose id carries a NUL", async () => {
    const forged = Buffer.from(`${new Date().toISOString()}|x\u0000`).toString("base64url");
    const response = await get(t, `/api/chat/history?cursor=${forged}`, user.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(messageOf(response)).toBe("Invalid cursor");
  });

  it("stores a reply whose model emitted NUL bytes, without them, instead of losing a paid reply", async () => {
    const response = await post(t, "/api/chat", { message: "nul-reply please", modelId: FREE }, user.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().aiMessage.content).toBe("Before after.");
    const stored = await t.database.db.message.findUniqueOrThrow({
      where: { id: response.json().messageId },
      select: { content: true, status: true },
    });
    expect(stored).toEqual({ content: "Before after.", status: "complete" });
  });

  it("accepts tab and line breaks where text is multi-line", async () => {
    const message = "line one\n\tline two\r\nline three";
    const response = await post(t, "/api/chat", { message, modelId: FREE }, user.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(t.upstream.requests.at(-1)?.body.messages.at(-1)).toEqual({ role: "user", content: message });

    const model = { ...validModel, modelId: "acme/multi-line:free", description: "First line.\nSecond line." };
    const created = await post(t, "/api/admin/models", model, adminToken);
    expect(created.statusCode, created.body).toBe(201);
    expect(
      await t.database.db.model.findUniqueOrThrow({ where: { modelId: model.modelId }, select: { description: true } }),
    ).toEqual({ description: "First line.\nSecond line." });
    // One line only in a name.
    expectRefused(await post(t, "/api/admin/models", { ...model, name: "Model\nX" }, adminToken), "Name");
  });
});
