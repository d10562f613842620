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
