import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogues } from "./scripts/vite-catalogues";

// `npm run dev`: the API server's port (PORT) and this dev server's own (CLIENT_DEV_PORT), as the README lists them.
const API_TARGET = `http://127.0.0.1:${process.env.PORT || 3000}`;

// React Router 7's package exports name its development build in every mode (remix-run/react-router#12532,
// "intended to be temporary"), so production bundles carried its dev-only warnings and checks. A build
// takes the production build the package ships beside it: 0.6 KB gzip off every page (BENCHMARKS.md,
// "SPA initial JavaScript", issue #29 budget). `npm run dev` keeps the development build and its warnings.
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist",
  "production",
);

/** A module of client/ or shared/, by its path without the extension: its code and its CSS module. */
const modules = (paths: string[]) =>
  new RegExp(`[\\\\/](${paths.map((file) => file.replaceAll("/", "[\\\\/]")).join("|")})(\\.tsx?|\\.module\\.css)$`);

// The lazy pages' small shared modules, in one chunk per audience instead of one per set of pages (below):
// /pricing -1.8 KB gzip, /profile -1.2, / and /models -0.1; the pages that draw few of them +0.8 to +2.0
// (/about) for the rest of the chunk, and they remain the furthest under the budget (BENCHMARKS.md, "SPA
// initial JavaScript", issue #29 budget). A module missing here only costs a small chunk of its own.
const SHARED_BY_PAGES = {
  /** Drawn by public and account pages alike. */
  all: modules([
    "client/components/alert",
    "client/components/badge",
    "client/components/card",
    "client/lib/format-date",
    "client/lib/i18n/per-locale",
    "client/hooks/use-latch",
    "shared/plans",
  ]),
  /** Drawn by the public pages (home, models, pricing, about, contact, the legal pages). */
  public: modules([
    "client/components/section",
    "client/components/page-hero",
    "client/components/heading-text",
    "client/lib/format-money",
    "client/lib/catalog-text",
    "shared/billing",
    "shared/time",
  ]),
};

export default defineConfig(({ command }) => ({
  root: "client",
  plugins: [catalogues(), react()],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: path.join(REACT_ROUTER_PRODUCTION, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(REACT_ROUTER_PRODUCTION, "dom-export.mjs") },
          ]
        : [],
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // Hashed assets are cached for a year by the server; keep the source maps out of the public bundle.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is fetched before any page renders, yet the bundler split
          // it into a dozen chunks, by which lazy pages also import each part (the tRPC client, Lingui, the
          // paths...): each chunk its own request, its own import/export glue and its own gzip window.
          // One chunk for all of it took 4.2 KB off every page's initial JavaScript (BENCHMARKS.md,
          // "SPA initial JavaScript", issue #29 budget); lazy pages import what they share with it from it.
          groups: [
            { name: "index", tags: ["$initial"] },
            // The small components and helpers the lazy pages share each became a chunk of its own, one per
            // set of pages using it: /pricing fetched 15 (0.05-1 KB each), each with its own import/export glue
            // and gzip window. Two chunks instead: what public and account pages both draw, and what only the
            // public pages draw (see SHARED_BY_PAGES). Only the modules listed: their own imports are in the
            // entry or the other group (the default, includeDependenciesRecursively, pulled in page code).
            { name: "shared", test: SHARED_BY_PAGES.all, includeDependenciesRecursively: false },
            { name: "public", test: SHARED_BY_PAGES.public, includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        // Building a zod schema has no side effects, but the bundler cannot know that. Saying so lets
        // the public pages import constants from shared/ (plans, catalog, billing, payment) without
        // pulling all of zod (~24 KB gzip) into their initial JavaScript (docs/architecture.md#performance-budgets: <= 150 KB gzip).
        // The names cover `z.…` and shared/text's builders, with any chain on them (`.optional()`).
        // It cannot split a module: one whose schema some page uses brings zod wherever it is loaded,
        // so constants the public pages need live in zod-free modules (shared/roles, shared/otp).
        // `npm run bench -- bundle` and tests/integration/client-bundle.test.ts fail when zod is back.
        manualPureFunctions: ["z", "plainText", "requiredText"],
        // @trpc/client and its TanStack Query binding declare no `sideEffects`, so the bundler keeps parts of links we never use (the
        // WebSocket link) in the entry. Its modules only define functions and classes.
        moduleSideEffects: [
          { test: /node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: Number(process.env.CLIENT_DEV_PORT || 5173),
    strictPort: true,
    proxy: {
      "/trpc": API_TARGET,
      "/api": API_TARGET,
      "/healthz": API_TARGET,
    },
  },
  preview: {
    port: 4173,
  },
}));
