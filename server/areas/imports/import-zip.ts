import type { Readable } from "node:stream";
import { Unzip, type UnzipFile, UnzipInflate } from "fflate";
import type { ServerMessage } from "../../../shared/server-messages";
import { say } from "../../../shared/server-messages";

/** Why an import failed, for the person: the job keeps the text (docs/product/import.md#when-an-import-fails). */
export class ImportFailure extends Error {
  constructor(readonly text: ServerMessage) {
    super(text.key);
    this.name = "ImportFailure";
  }
}

/** The entries an import reads, wherever they sit in the zip (an export unpacked and zipped again has a folder). */
export const IMPORT_ENTRIES = ["conversations.json", "account.json"] as const;
export type ImportEntry = (typeof IMPORT_ENTRIES)[number];

/** A zip's first bytes: a local file header (an empty archive, with only its end record, has nothing to import). */
export const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

/** The end of central directory record's signature, and how far from the end it may sit (its comment is at most 64 KiB). */
const END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_REACH = 22 + 0xffff;

function entryOf(name: string): ImportEntry | undefined {
  const parts = name.split("/");
  const base = parts.at(-1) as ImportEntry;
  // At the root or one folder down; never inside __MACOSX's copies of resource forks.
  return parts.length <= 2 && parts[0] !== "__MACOSX" && IMPORT_ENTRIES.includes(base) ? base : undefined;
}

/**
 * Reads one entry out of a zip as it streams in (fflate's streaming unzip): the first `conversations.json` or
 * `account.json`. Sizes the zip declares are never trusted: the bytes are counted as they unpack, and past
 * `maxBytes` the job fails (a zip bomb costs no more than the cap).
 */
export async function readImportEntry(
  zip: Readable,
  maxBytes: number,
  mb: number,
): Promise<{ entry: ImportEntry; text: string }> {
  let found: { entry: ImportEntry; chunks: Uint8Array[]; bytes: number; done: boolean } | undefined;
  let failure: ImportFailure | undefined;
  const unzip = new Unzip((file: UnzipFile) => {
    const entry = entryOf(file.name);
    if (found || !entry) return;
    const target = { entry, chunks: [] as Uint8Array[], bytes: 0, done: false };
    found = target;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new ImportFailure(say("imports.unreadableZip"));
        return;
      }
      target.bytes += chunk.length;
      if (target.bytes > maxBytes) {
        failure = new ImportFailure(say("imports.entryTooLarge", { mb }));
        file.terminate();
        return;
      }
      target.chunks.push(chunk);
      if (final) target.done = true;
    };
    try {
      file.start();
    } catch {
      // A compression method other than stored or deflate.
      failure = new ImportFailure(say("imports.unreadableZip"));
    }
  });
  unzip.register(UnzipInflate);
  // The end of the archive, where its directory's end record must be: without one the zip was cut short or is not one.
  let tail = Buffer.alloc(0);
  try {
    for await (const chunk of zip) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      tail = Buffer.concat([tail, bytes]);
      if (tail.length > END_RECORD_REACH) tail = tail.subarray(tail.length - END_RECORD_REACH);
      unzip.push(bytes);
      if (failure || found?.done) break;
    }
    if (!failure && !found?.done) unzip.push(new Uint8Array(0), true);
  } catch {
    failure ??= new ImportFailure(say("imports.unreadableZip"));
  } finally {
    zip.destroy();
  }
  if (failure) throw failure;
  if (!found)
    throw new ImportFailure(say(tail.includes(END_RECORD) ? "imports.noConversationsFile" : "imports.unreadableZip"));
  if (!found.done) throw new ImportFailure(say("imports.unreadableZip"));
  return { entry: found.entry, text: Buffer.concat(found.chunks).toString("utf8") };
}
