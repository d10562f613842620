import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { uuidv7 } from "./uuid7";

/**
 * Where attached files' bytes live (issue #30, docs/architecture.md#library): this machine's disk for one
 * instance, an S3-compatible bucket for several. Keys are the app's own (letters, digits, `-`, `_`), never
 * a person's file name, so no key can reach outside the store.
 */
export interface FileStore {
  /** Stores `body` under `key` (replacing any); a stream must come with its length (S3 needs it up front). */
  put(key: string, body: Buffer | { stream: Readable; bytes: number }, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  /** The stored size, or null when there is no such key. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /** Removes these keys; missing ones are not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{1,200}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid file store key: ${JSON.stringify(key)}`);
  return key;
}

/** The whole of a stored file, for the few readers that need it at once (an image sent to a model). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files under `root` with a two-level fan-out of the key (`ab/cd/abcd…`), so no directory grows to
 * millions of entries. A write goes to a temporary name and is renamed into place: a reader never sees half a file.
 */
export function createDiskFileStore(root: string): FileStore {
  const where = (key: string) => {
    const safe = checkedKey(key);
    const tail = safe.replaceAll("-", "");
    return path.join(root, tail.slice(-2).padStart(2, "_"), tail.slice(-4, -2).padStart(2, "_"), safe);
  };
  return {
    async put(key, body, _contentType) {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${uuidv7()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body.stream, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = where(key);
      try {
        await stat(file);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return createReadStream(file);
    },
    async stat(key) {
      try {
        return { bytes: (await stat(where(key))).size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(where(key), { force: true })));
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const notThere = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** An S3-compatible bucket through the AWS SDK v3 (docs/decisions.md), shared by every instance. */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores do not read the SDK's newer trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    async put(key, body, contentType) {
      const [Body, ContentLength] = Buffer.isBuffer(body) ? [body, body.length] : [body.stream, body.bytes];
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body, ContentLength, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (notThere(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { bytes: head.ContentLength ?? 0 };
      } catch (error) {
        if (notThere(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      // DeleteObjects takes at most 1,000 keys a call.
      for (let start = 0; start < keys.length; start += 1_000) {
        const Objects = keys.slice(start, start + 1_000).map((key) => ({ Key: checkedKey(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
