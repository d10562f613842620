// The app with S3_BUCKET set (issue #30): uploads land in a real S3-compatible bucket (s3rver on loopback),
// are served through the app at their signed address, reach the model, and leave the bucket with their
// conversation. The file store's own tests run both backends (file-store.test.ts); this is the wiring.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3FileStore } from "../../server/lib/file-store";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { png, upload } from "../helpers/files";
import { type S3Server, s3Env, startS3Server } from "../helpers/s3-server";

let s3: S3Server;
const env: Record<string, string> = {};
// Registered before the app's own hook, so the bucket exists and its settings are known when the app starts.
beforeAll(async () => {
  s3 = await startS3Server("nexgen-app-files");
  Object.assign(env, s3Env(s3.settings));
});
const t = setupTestApp({ upstream: true, env });
afterAll(async () => {
  await s3?.close();
});

describe("attached files in an S3 bucket", () => {
  it("stores, serves, sends and deletes through the bucket", async () => {
    const bucket = createS3FileStore(s3.settings);
    const user = await signUp(t);
    const uploaded = await upload(t, user.token, "chart.png", await png(300, 200));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, url, bytes } = uploaded.json();
    expect(await bucket.stat(id)).toEqual({ bytes });

    const content = await t.app.inject({ method: "GET", url });
    expect(content.statusCode).toBe(200);
    expect(content.headers["content-type"]).toBe("image/webp");
    expect(content.rawPayload.length).toBe(bytes);

    const answer = await post(
      t,
      "/api/chat",
      { message: "Read the chart", modelId: "x-ai/grok-4-fast:free", attachments: [id] },
      user.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(JSON.stringify(t.upstream.requests.at(-1)?.body.messages.at(-1)?.content)).toContain(
      `data:image/webp;base64,${content.rawPayload.toString("base64").slice(0, 40)}`,
    );

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/conversation/${answer.json().conversationId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await bucket.stat(id)).toBeNull();
  });
});
