// Attaching files (issue #30, docs/product/files.md): the type comes from the bytes, images are re-encoded
// without their EXIF, PDFs and text are read, and only the owner reaches a file, at its signed address.
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eraseOwnAccount, signUp } from "../helpers/accounts";
import { setupTestApp, UNLIMITED_USAGE } from "../helpers/app";
import { animatedGif, EXIF_SECRET, jpegWithExif, multipartBody, pdfWithPages, png, upload } from "../helpers/files";

const t = setupTestApp();

const fetchContent = (url: string) => t.app.inject({ method: "GET", url });
const remove = (id: string, token: string) =>
  t.app.inject({ method: "DELETE", url: `/api/files/${id}`, headers: { authorization: `Bearer ${token}` } });

describe("POST /api/files", () => {
  it("stores an image re-encoded as WebP, without its EXIF, its long side at most 2048 px", async () => {
    const user = await signUp(t);
    const photo = await jpegWithExif(3000, 1500);
    expect(photo.includes(Buffer.from(EXIF_SECRET))).toBe(true);
    const response = await upload(t, user.token, "holiday.jpg", photo);
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json();
    expect(uploaded).toMatchObject({
      kind: "image",
      name: "holiday.jpg",
      mime: "image/webp",
      width: 2048,
      height: 1024,
      pages: null,
      truncated: false,
    });
    expect(uploaded.url).toMatch(
      new RegExp(`^/api/files/${uploaded.id}/content\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    const content = await fetchContent(uploaded.url);
    expect(content.statusCode).toBe(200);
    expect(content.headers).toMatchObject({
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "private, max-age=900",
    });
    expect(content.headers["content-disposition"]).toBe("inline; filename*=UTF-8''holiday.jpg");
    const stored = content.rawPayload;
    expect(stored.length).toBe(uploaded.bytes);
    expect(stored.includes(Buffer.from(EXIF_SECRET))).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 2048, height: 1024 });
    expect(metadata.exif).toBeUndefined();
  });

  it("keeps a GIF's first frame only", async () => {
    const user = await signUp(t);
    const response = await upload(t, user.token, "wave.gif", await animatedGif());
    expect(response.statusCode, response.body).toBe(201);
    const stored = (await fetchContent(response.json().url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const [red, green] = await sharp(stored).raw().toBuffer();
    expect(green).toBeGreaterThan(100);
    expect(red).toBeLessThan(50);
  });

  it("reads a PDF's text with page markers and serves it as an attachment", async () => {
    const user = await signUp(t);
    const response = await upload(
      t,
      user.token,
      "Asha's report (v2).pdf",
      pdfWithPages(["Revenue grew 12 percent", "Costs fell"]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json();
    expect(uploaded).toMatchObject({ kind: "document", mime: "application/pdf", pages: 2, width: null });
    const row = await t.database.db.attachment.findUniqueOrThrow({
      where: { id: uploaded.id },
      select: { text: true },
    });
    expect(row.text).toMatch(/^\[Page 1\]\nRevenue grew 12 percent\n\n\[Page 2\]\nCosts fell$/);
    const content = await fetchContent(uploaded.url);
    expect(content.headers["content-type"]).toBe("application/pdf");
    expect(content.headers["content-disposition"]).toBe(
      "attachment; filename*=UTF-8''Asha%27s%20report%20%28v2%29.pdf",
    );
  });

  it("takes UTF-8 text files and refuses text that is not UTF-8 or holds NUL", async () => {
    const user = await signUp(t);
    const csv = await upload(t, user.token, "sales.csv", Buffer.from("month,sales\nJan,₹1200\n"));
    expect(csv.statusCode, csv.body).toBe(201);
    expect(csv.json()).toMatchObject({ kind: "document", mime: "text/plain", pages: null });
    for (const bytes of [Buffer.from([0x66, 0xff, 0xfe, 0x41]), Buffer.from("abc\u0000def")]) {
      const refused = await upload(t, user.token, "notes.txt", bytes);
      expect(refused.statusCode, refused.body).toBe(400);
    }
  });

  it("decides the type by the bytes: HTML named .png, SVG, an archive and an executable are refused", async () => {
    const user = await signUp(t);
    const disguised = [
      ["cat.png", Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>")],
      ["logo.png", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["photo.jpg", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
      ["notes.txt", Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(100, 1)])],
      ["tool.png", Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(100, 0)])],
    ] as const;
    for (const [name, bytes] of disguised) {
      const response = await upload(t, user.token, name, bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ code: "files.typeNotAllowed" });
      expect(response.json().message, name).toMatch(/Attach PNG, JPEG, WebP or GIF images, PDFs, or text files/);
    }
    expect(await t.database.db.attachment.count({ where: { userId: user._id } })).toBe(0);
  });

  it("refuses an empty file, a text file over 1 MB, a missing part and a request without a token", async () => {
    const user = await signUp(t);
    const empty = await upload(t, user.token, "empty.txt", Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe("files.empty");
    const big = await upload(t, user.token, "big.txt", Buffer.alloc(1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "files.tooLarge", message: "Text files can be at most 1 MB." });
    const wrongPart = await upload(t, user.token, "a.txt", Buffer.from("hi"), { part: "document" });
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().code).toBe("files.noFile");
    const json = await t.app.inject({
      method: "POST",
      url: "/api/files",
      payload: { file: "hi" },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(json.statusCode).toBe(400);
    const body = multipartBody("a.txt", Buffer.from("hi"));
    const anonymous = await t.app.inject({ method: "POST", url: "/api/files", ...body });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("who reaches a file", () => {
  it("answers 404 for a bad or expired signature, another person's file and a guessed id", async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const uploaded = (await upload(t, owner.token, "secret.png", await png())).json();
    expect((await fetchContent(uploaded.url)).statusCode).toBe(200);
    const [path, query] = uploaded.url.split("?");
    const params = new URLSearchParams(query);
    const signature = params.get("signature") as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    const later = Number(params.get("expires")) + 3600;
    const guessed = uploaded.id.replace(/.$/, (c: string) => (c === "0" ? "1" : "0"));
    for (const url of [
      `${path}?expires=${params.get("expires")}&signature=${flipped}`,
      `${path}?expires=${later}&signature=${signature}`,
      `${path}`,
      `/api/files/${guessed}/content?${query}`,
      `/api/files/not-a-uuid/content?${query}`,
    ]) {
      const response = await fetchContent(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: "files.notFound" });
    }
    // Another person can neither remove it nor read it with their own token.
    expect((await remove(uploaded.id, other.token)).statusCode).toBe(404);
    const withToken = await t.app.inject({
      method: "GET",
      url: path,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(withToken.statusCode).toBe(404);
    // Past its 15 minutes the address no longer works.
    t.clock.advance(16 * 60_000);
    try {
      expect((await fetchContent(uploaded.url)).statusCode).toBe(404);
    } finally {
      t.clock.reset();
    }
  });

  it("lets the owner remove a file not yet sent: its address stops working", async () => {
    const user = await signUp(t);
    const uploaded = (await upload(t, user.token, "draft.txt", Buffer.from("draft"))).json();
    const removed = await remove(uploaded.id, user.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: "File removed." });
    expect((await fetchContent(uploaded.url)).statusCode).toBe(404);
    expect((await remove(uploaded.id, user.token)).statusCode).toBe(404);
  });
});

describe("files never sent", () => {
  it("stop taking storage a day after their upload: the next upload removes them, rows and bytes", async () => {
    const user = await signUp(t);
    const draft = (await upload(t, user.token, "draft.txt", Buffer.from("never sent"))).json();
    t.clock.advance(25 * 60 * 60_000);
    try {
      const next = await upload(t, user.token, "next.txt", Buffer.from("sent soon"));
      expect(next.statusCode, next.body).toBe(201);
      expect(await t.database.db.attachment.count({ where: { id: draft.id } })).toBe(0);
      expect(await t.deps.files.stat(draft.id)).toBeNull();
      expect(await t.deps.files.stat(next.json().id)).not.toBeNull();
    } finally {
      t.clock.reset();
    }
  });
});

describe("the plan's files a day and storage", () => {
  async function limits(filesPerDay: number, storageMb: number) {
    await t.deps.bus.transaction(async (tx, publish) => {
      publish("settings");
      const value = {
        ...UNLIMITED_USAGE,
        filesPerDay: { ...UNLIMITED_USAGE.filesPerDay, starter: filesPerDay },
        storageMb: { ...UNLIMITED_USAGE.storageMb, starter: storageMb },
      };
      await tx.setting.update({ where: { key: "usage" }, data: { value } });
    });
  }

  it("holds the daily number under 10 parallel uploads, saying the plan's number", async () => {
    const user = await signUp(t);
    await limits(3, 1_000);
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => upload(t, user.token, `n${index}.txt`, Buffer.from(`note ${index}`))),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
      const refused = answers.find((answer) => answer.statusCode === 429);
      expect(refused?.json()).toMatchObject({
        code: "files.dailyLimit",
        message: "The Starter plan allows 3 files a day. You can attach more after 00:00 IST, or upgrade for more.",
      });
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
      expect(await t.database.db.attachment.count({ where: { userId: user._id } })).toBe(3);
    } finally {
      await limits(1_000_000, 10_000_000);
    }
  });

  it("holds the storage quota under 10 parallel uploads", async () => {
    const user = await signUp(t);
    await limits(1_000, 1);
    try {
      const file = Buffer.alloc(300 * 1024, 0x62);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => upload(t, user.token, `part${index}.txt`, file)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
        code: "files.storageFull",
        message:
          "Your files use all 1 MB of the Starter plan's storage. Delete conversations with files you no longer need, or upgrade for more space.",
      });
      const kept = await t.database.db.attachment.aggregate({ where: { userId: user._id }, _sum: { bytes: true } });
      expect(kept._sum.bytes).toBe(3 * 300 * 1024);
    } finally {
      await limits(1_000_000, 10_000_000);
    }
  });
});

describe("files in the data export and the erasure", () => {
  it("puts each file in the zip beside account.json, and erases rows and bytes with the account", async () => {
    const user = await signUp(t);
    const notes = (await upload(t, user.token, "notes ü.txt", Buffer.from("remember the milk"))).json();
    const photo = (await upload(t, user.token, "photo.png", await png())).json();
    const zip = await t.app.inject({
      method: "GET",
      url: "/api/users/export",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(zip.rawPayload);
    const account = JSON.parse(strFromU8(files["account.json"] as Uint8Array));
    expect(account.attachments).toEqual([
      expect.objectContaining({ id: notes.id, name: "notes ü.txt", file: `files/${notes.id}-notes-u.txt` }),
      expect.objectContaining({ id: photo.id, name: "photo.png", kind: "image", mime: "image/webp" }),
    ]);
    expect(JSON.stringify(account)).not.toContain("storageKey");
    expect(strFromU8(files[`files/${notes.id}-notes-u.txt`] as Uint8Array)).toBe("remember the milk");
    expect((await sharp(Buffer.from(files[`files/${photo.id}-photo.png`] as Uint8Array)).metadata()).format).toBe(
      "webp",
    );

    await eraseOwnAccount(t, user);
    expect(await t.database.db.attachment.count({ where: { id: { in: [notes.id, photo.id] } } })).toBe(0);
    expect(await t.deps.files.stat(notes.id)).toBeNull();
    expect(await t.deps.files.stat(photo.id)).toBeNull();
    expect((await fetchContent(photo.url)).statusCode).toBe(404);
  });
});
