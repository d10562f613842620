// An image turn's added server CPU (issue #30): the app's own CPU for uploading a photo and for a chat turn
// that carries it, against a text-only turn measured in the same run, per MB of the photo as sent. Text-only
// turns' time to first token is the chat bench's (`npm run bench -- chat`): a turn without files reads nothing more.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { startBenchEnv } from "./bench-env";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

const MODEL = "x-ai/grok-4-fast:free";

/** A camera-sized JPEG (3000 × 2000) of smooth colour with grain: close to a phone photo's weight. */
async function photo(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const grain = randomBytes(width * height * 3).map((byte) => byte >> 3);
  const base = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .raw()
    .toBuffer();
  for (let index = 0; index < base.length; index++) base[index] = ((base[index] ?? 0) + (grain[index] ?? 0)) & 0xff;
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Bench", Model: "Phone" } })
    .toBuffer();
}

async function turn(env: Env, body: object) {
  const response = await fetch(`${env.baseUrl}/api/chat`, {
    method: "POST",
    headers: { authorization: `Bearer ${env.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`chat turn: ${response.status}`);
}

async function upload(env: Env, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${env.baseUrl}/api/files`, {
    method: "POST",
    headers: { authorization: `Bearer ${env.token}` },
    body: form,
  });
  const answer = (await response.json()) as { id: string };
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(answer)}`);
  return answer.id;
}

/** The app's CPU (ms) while `work` runs `count` times, one at a time. */
async function cpuOf(env: Env, count: number, work: (index: number) => Promise<unknown>) {
  const before = await env.usage.app();
  for (let index = 0; index < count; index++) await work(index);
  const after = await env.usage.app();
  return (after.cpuMs - before.cpuMs) / count;
}

export async function benchImageTurn(env: Env, options: { turns: number }) {
  const bytes = await photo();
  const mb = bytes.length / 2 ** 20;
  // Warm-up: the first decode loads libvips' codecs, the first turn the app's paths.
  for (let index = 0; index < 3; index++) {
    await turn(env, { message: "warm-up", modelId: MODEL });
    await turn(env, { message: "warm-up", modelId: MODEL, attachments: [await upload(env, bytes)] });
  }
  const rounds = 2;
  const totals = { text: 0, upload: 0, imageTurn: 0 };
  // Interleaved rounds: a burst of other work on this shared machine lands on every case alike.
  for (let round = 0; round < rounds; round++) {
    totals.text += await cpuOf(env, options.turns, () => turn(env, { message: "What is in it?", modelId: MODEL }));
    const ids: string[] = [];
    totals.upload += await cpuOf(env, options.turns, async () => ids.push(await upload(env, bytes)));
    totals.imageTurn += await cpuOf(env, options.turns, (index) =>
      turn(env, { message: "What is in it?", modelId: MODEL, attachments: [ids[index]] }),
    );
  }
  const text = totals.text / rounds;
  const uploadMs = totals.upload / rounds;
  const imageTurn = totals.imageTurn / rounds;
  const added = uploadMs + imageTurn - text;
  console.log(
    `\nImage turns (issue #30): a ${mb.toFixed(2)} MB 3000×2000 JPEG, ${options.turns} turns × ${rounds} rounds, one at a time; the app's CPU`,
  );
  console.log(`text-only turn                          ${text.toFixed(1).padStart(7)} ms`);
  console.log(`upload (check, re-encode, store)        ${uploadMs.toFixed(1).padStart(7)} ms`);
  console.log(`turn carrying the image (data URL)      ${imageTurn.toFixed(1).padStart(7)} ms`);
  console.log(
    `added by the image                      ${added.toFixed(1).padStart(7)} ms = ${(added / mb).toFixed(1)} ms of CPU per MB of image, ${(added / 6).toFixed(1)} ms per megapixel`,
  );
  return { mb, text, upload: uploadMs, imageTurn, addedPerMb: added / mb };
}
