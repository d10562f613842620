// `prisma generate` needs no engine binary in Prisma 7, but the CLI still checks
// that one exists and would try to download it (impossible offline). Pointing
// PRISMA_SCHEMA_ENGINE_BINARY at our own engine shim satisfies that check.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const shim = fileURLToPath(new URL("./prisma-schema-engine.mjs", import.meta.url));
const result = spawnSync("npx", ["prisma", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: shim, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
});
process.exit(result.status ?? 1);
