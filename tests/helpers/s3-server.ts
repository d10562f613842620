import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../server/lib/file-store";

export interface S3Server {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on loopback (s3rver, docs/decisions.md), on a port the system picks, with one
 * empty bucket: what the S3 file store is tested against. s3rver accepts its own fixed credentials.
 */
export async function startS3Server(bucket = "nexgen-test"): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "nexgen-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The app's settings for this bucket (S3_BUCKET and the rest), as a test app's `env`. */
export function s3Env(settings: S3Settings): Record<string, string> {
  return {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint as string,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId as string,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey as string,
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
}
