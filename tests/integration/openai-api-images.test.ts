// /v1/chat/completions with images (issue #30): content parts in OpenAI's shape, images only as data URLs,
// checked by their bytes and re-encoded like the chat's uploads, and only to models that see.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Role } from "../../shared/roles";
import { signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import type { RecordedPart } from "../helpers/fake-openrouter";
import { EXIF_SECRET, jpegWithExif } from "../helpers/files";

const t = setupTestApp({ upstream: true });
const DAY = 24 * 60 * 60 * 1000;
const GROK = "x-ai/grok-4-fast:free";
const NEMOTRON = "nvidia/nemotron-nano-9b-v2:free";

async function enterpriseKey() {
  const user = await signUp(t);
  await t.database.db.user.update({
    where: { id: user._id },
    data: { role: "enterprise" satisfies Role, planExpiresAt: new Date(Date.now() + 30 * DAY) },
  });
  await t.deps.bus.publish("user", user._id);
  const created = await trpcMutation(t, "apiKeys.create", { name: "images" }, user.token);
  expect(created.statusCode, created.body).toBe(200);
  return { user, key: created.json().result.data.key as string };
}

const complete = (key: string, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/v1/chat/completions",
    payload: body as object,
    headers: { authorization: `Bearer ${key}` },
  });

const withImage = (model: string, url: string) => ({
  model,
  messages: [
    {
      role: "user",
      content: [
        { type: "text", text: "What is in this photo?" },
        { type: "image_url", image_url: { url } },
      ],
    },
  ],
});

describe("images in /v1/chat/completions", () => {
  it("re-encodes a data-URL image without its EXIF and passes it on as a part, charging 1 credit more", async () => {
    const { user, key } = await enterpriseKey();
    const photo = await jpegWithExif(2500, 2500);
    const answer = await complete(key, withImage(GROK, `data:image/jpeg;base64,${photo.toString("base64")}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const parts = t.upstream.requests.at(-1)?.body.messages[0]?.content as RecordedPart[];
    expect(parts[0]).toEqual({ type: "text", text: "What is in this photo?" });
    const url = (parts[1] as Extract<RecordedPart, { type: "image_url" }>).image_url.url;
    expect(url).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    expect(bytes.includes(Buffer.from(EXIF_SECRET))).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 2048, height: 2048 });
    const usage = await t.database.db.apiUsage.findFirstOrThrow({
      where: { userId: user._id },
      select: { credits: true },
    });
    expect(usage.credits).toBe(2);
  });

  it("refuses outside addresses, other data URLs, bytes that are not the image claimed, and a model that cannot see", async () => {
    const { key } = await enterpriseKey();
    const before = t.upstream.requests.length;
    const html = Buffer.from("<html><body>not an image</body></html>").toString("base64");
    const cases: Array<[unknown, RegExp]> = [
      [
        withImage(GROK, "https://example.com/cat.png"),
        /^image_url must be a data: URL; the server does not fetch outside addresses\.$/,
      ],
      [withImage(GROK, "http://127.0.0.1/cat.png"), /does not fetch outside addresses/],
      [withImage(GROK, `data:image/svg+xml;base64,${html}`), /data:image\/\(png\|jpeg\|webp\|gif\);base64,/],
      [withImage(GROK, `data:image/png;base64,${html}`), /^image_url: This file cannot be attached/],
      [
        withImage(NEMOTRON, `data:image/png;base64,${(await jpegWithExif(10, 10)).toString("base64")}`),
        /^Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast\.$/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await complete(key, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.type).toBe("invalid_request_error");
      expect(response.json().error.message).toMatch(message);
    }
    expect(t.upstream.requests.length).toBe(before);
  });
});
