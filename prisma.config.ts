import { defineConfig } from "prisma/config";

// The CLI (studio, migrate) reads DATABASE_URL; scripts/prisma-cli.mjs fills it
// with the embedded database's URL when the app runs on the embedded one.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset" },
});
