// Both backends of the file store (server/lib/file-store.ts, issue #30) pass the same tests: the disk under a
// temporary DATA_DIR, and S3 against a real S3-compatible server on loopback (s3rver).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskFileStore, createS3FileStore, type FileStore, readAll } from "../../server/lib/file-store";
import { type S3Server, startS3Server } from "../helpers/s3-server";

let s3: S3Server;
const diskRoot = mkdtempSync(path.join(os.tmpdir(), "nexgen-files-"));
const stores: Record<string, () => FileStore> = {
  disk: () => createDiskFileStore(diskRoot),
  s3: () => createS3FileStore(s3.settings),
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

describe.each(Object.keys(stores))("the %s file store", (name) => {
  const store = () => (stores[name] as () => FileStore)();
  const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, index) => index % 251));

  it("keeps bytes from a buffer and from a stream, and gives back the same bytes", async () => {
    await store().put("0196f4a0-aaaa-7b8e-9a13-000000000001", bytes, "application/octet-stream");
    await store().put(
      "0196f4a0-aaaa-7b8e-9a13-000000000002",
      { stream: Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), bytes: bytes.length },
      "application/pdf",
    );
    for (const key of ["0196f4a0-aaaa-7b8e-9a13-000000000001", "0196f4a0-aaaa-7b8e-9a13-000000000002"]) {
      const stream = await store().get(key);
      expect(stream).not.toBeNull();
      expect((await readAll(stream as Readable)).equals(bytes)).toBe(true);
      expect(await store().stat(key)).toEqual({ bytes: bytes.length });
    }
  });

  it("replaces a key's bytes when written again", async () => {
    await store().put("replaced", Buffer.from("first"), "text/plain");
    await store().put("replaced", Buffer.from("second"), "text/plain");
    expect((await readAll((await store().get("replaced")) as Readable)).toString()).toBe("second");
  });

  it("answers null for a key it does not hold, and deletes many at once (missing ones too)", async () => {
    expect(await store().get("never-written")).toBeNull();
    expect(await store().stat("never-written")).toBeNull();
    await store().put("gone-1", Buffer.from("a"), "text/plain");
    await store().put("gone-2", Buffer.from("b"), "text/plain");
    await store().delete(["gone-1", "gone-2", "never-written"]);
    expect(await store().get("gone-1")).toBeNull();
    expect(await store().stat("gone-2")).toBeNull();
    await store().delete([]);
  });

  it("refuses a key that could leave the store", async () => {
    for (const key of ["../escape", "a/b", "", "x".repeat(201)])
      await expect(store().put(key, Buffer.from("no"), "text/plain")).rejects.toThrow(/invalid file store key/);
  });
});
