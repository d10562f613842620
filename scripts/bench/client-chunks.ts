// The SPA's chunk graph per route, for the bundle bench and tests/integration/client-bundle.test.ts.
// The client is built with the project's vite.config.ts into memory (dist/client is not touched),
// and each route's initial set is read from the chunk graph: the entry chunk and its static imports
// (what index.html modulepreloads) plus the route's lazy chunk and its static imports (what Vite
// preloads with it).
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin, type Rolldown } from "vite";
import { PROJECT_ROOT } from "../../server/app";
import type { Locale } from "../../shared/locales";
import { type LazyBoundary, lazyBoundaries } from "../lazy-boundaries";

type Chunk = Rolldown.OutputChunk;
export type GroupName =
  | "public pages"
  | "auth and account pages"
  | "shared conversation"
  | "chat"
  | "markdown renderer"
  | "workspaces"
  | "admin";

const page = (feature: string, file: string) => `client/features/${feature}/components/${file}.tsx`;
const adminFrame = page("admin", "admin-frame");
const adminPage = (file: string) => [adminFrame, page("admin", file)];

/** Each route and the lazy modules the router loads before it renders (client/app/router.tsx). */
export const GROUPS: Record<GroupName, Record<string, string[]>> = {
  "public pages": {
    "/": [page("marketing", "home-page")],
    "/models": [page("models", "models-page")],
    "/about": [page("marketing", "about-page")],
    "/contact": [page("contact", "contact-page")],
    "/pricing": [page("pricing", "pricing-page")],
    "/terms": [page("legal", "terms-page")],
    "/privacy": [page("legal", "privacy-page")],
    "/test-nav": [page("test-nav", "test-nav-page")],
    "/test-legal": [page("legal", "test-legal-page")],
  },
  "auth and account pages": {
    "/login": [page("auth", "login-page")],
    "/forgot-password": [page("auth", "forgot-password-page")],
    "/profile": [page("profile", "profile-page")],
    "/account/receipts/:paymentId": [page("pricing", "receipt-page")],
    // An invitee's and a single sign-on's first pages (docs/product/workspaces.md): often a first visit.
    "/invite/:token": [page("workspaces", "core-invitation-page")],
    "/sso/verify/:token": [page("auth", "sso-verify-page")],
    "/sso/signed-in": [page("auth", "sso-signed-in-page")],
    "/sso/error": [page("auth", "sso-error-page")],
  },
  // A link anyone opens (docs/product/sharing.md): the chat's code, kept out of the public pages, yet a first visit.
  "shared conversation": { "/share/:shareId": [page("chat", "share-page")] },
  chat: { "/chat": [page("chat", "chat-page")] },
  "markdown renderer": { "/chat, first reply": [page("chat", "chat-page"), page("chat", "markdown-reply")] },
  // A team's pages (docs/product/workspaces.md#screens), signed in.
  workspaces: {
    "/workspaces": [page("workspaces", "core-list-page")],
    "/workspaces/:id/members": [page("workspaces", "core-members-page")],
    "/workspaces/:id/usage": [page("workspaces", "usage-page")],
    "/workspaces/:id/billing": [page("workspaces", "billing-page")],
    "/workspaces/:id/sso": [page("workspaces", "sso-page")],
    "/workspaces/:id/settings": [page("workspaces", "core-settings-page")],
    "/invoices/:id": [page("workspaces", "invoice-page")],
  },
  admin: {
    "/admin/login": [page("admin", "admin-login-page")],
    "/admin/<unknown>": [page("admin", "admin-not-found-page")],
    "/admin/dashboard": adminPage("admin-dashboard-page"),
    "/admin/users": adminPage("admin-users-page"),
    "/admin/users/:id": adminPage("admin-user-details-page"),
    "/admin/users/:id/edit": adminPage("admin-user-edit-page"),
    "/admin/models": adminPage("admin-models-page"),
    "/admin/payments": adminPage("admin-payments-page"),
    "/admin/subscribers": adminPage("admin-subscribers-page"),
    "/admin/messages": adminPage("admin-messages-page"),
    "/admin/usage": adminPage("admin-usage-page"),
    "/admin/system": adminPage("admin-system-page"),
    "/admin/workspaces": adminPage("admin-workspaces-page"),
    "/admin/audit": adminPage("admin-audit-page"),
    "/admin/settings": adminPage("admin-settings-page"),
  },
};

let boundaries: LazyBoundary[] | undefined;

/**
 * The catalogues a route's first render waits for in one language (client/lib/i18n/i18n.ts): the
 * shell's main catalogue, which main.tsx waits for, and those each of the route's lazy modules loads
 * beside its code, as its `lazyPage` (or `lazyComponent`) call names them (scripts/lazy-boundaries.ts).
 * The server's texts load after the first render (client/main.tsx).
 */
export function withCatalogues(modules: string[], locale: Locale): string[] {
  boundaries ??= lazyBoundaries();
  const folders = modules.flatMap((module) => {
    const loading = (boundaries ?? []).filter((boundary) => boundary.module === module);
    if (loading.length === 0) throw new Error(`bundle bench: no lazyPage or lazyComponent call loads ${module}`);
    return loading.flatMap((boundary) => boundary.catalogues);
  });
  const catalogues = [...new Set(["client/messages", ...folders])].map((folder) => `${folder}/${locale}.json`);
  return [...modules, ...catalogues];
}

/** Visitors see these before signing in, so they share the public budget. */
export const BUDGETED: GroupName[] = ["public pages", "auth and account pages"];
/** The groups held to the public budget and kept free of zod: a shared conversation is a visitor's first page too. */
export const FIRST_VISIT: GroupName[] = [...BUDGETED, "shared conversation"];

/** zod's own modules: the forms load it when they check input, no budgeted page at first paint. */
export const ZOD = /\/node_modules\/zod\//;

/** A route in router.tsx that GROUPS does not list would go unmeasured: fail loudly instead. */
export function assertRoutesCovered() {
  // The route table and the route lists it takes in (client/app/*-routes.ts*).
  const app = path.join(PROJECT_ROOT, "client", "app");
  const router = readdirSync(app)
    .filter((file) => file === "router.tsx" || /-routes\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(app, file), "utf8"))
    .join("\n");
  const listed = new Set(Object.values(GROUPS).flatMap((routes) => Object.values(routes).flat()));
  for (const match of router.matchAll(/import\("\.\.\/features\/([^"]+)"\)/g)) {
    const file = `client/features/${match[1]}.tsx`;
    if (!listed.has(file)) throw new Error(`bundle bench: ${file} is a lazy route in router.tsx but in no route group`);
  }
}

export interface ClientBuild {
  chunks: Chunk[];
  /** Each module's static imports, as the bundler resolved them (before tree-shaking). */
  imports: Map<string, readonly string[]>;
}

export async function buildClient(): Promise<ClientBuild> {
  const imports = new Map<string, readonly string[]>();
  const recordImports: Plugin = {
    name: "record-static-imports",
    buildEnd() {
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const result = await build({
    configFile: path.join(PROJECT_ROOT, "vite.config.ts"),
    logLevel: "warn",
    plugins: [recordImports],
    build: { outDir: path.join(os.tmpdir(), `nexgen-bench-client-${process.pid}`), write: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) =>
    "output" in output ? output.output.filter((item): item is Chunk => item.type === "chunk") : [],
  );
  return { chunks, imports };
}

/** Reads a build's chunk graph: what each route fetches before it renders, and how much that is. */
export function chunkGraph({ chunks, imports }: ClientBuild) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gzipped = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("bundle bench: the build has no entry chunk");

  const lazyChunk = (module: string) => {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`bundle bench: no chunk for ${module}`);
    return chunk;
  };
  /** A chunk and everything it imports statically: what is fetched before it runs. */
  const withStaticImports = (start: Chunk, into: Set<string>) => {
    const stack = [start.fileName];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (into.has(file)) continue;
      into.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return into;
  };
  const entryFiles = () => withStaticImports(entry, new Set());
  const initialFiles = (modules: string[]) => {
    const files = entryFiles();
    for (const module of modules) withStaticImports(lazyChunk(module), files);
    return files;
  };
  const bytes = (files: Set<string>) => [...files].reduce((sum, file) => sum + (gzipped.get(file) ?? 0), 0);
  const modulesOf = (files: Set<string>) => [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []);

  /**
   * The budgeted routes whose initial JavaScript holds a module matching `code`, each with the modules
   * that need it: those importing one directly, in a chunk that holds or imports such a module.
   */
  const routesLoading = (code: RegExp) => {
    const holds = (file: string) => (byFile.get(file)?.moduleIds ?? []).some((id) => code.test(id));
    const needs = (file: string) => holds(file) || (byFile.get(file)?.imports ?? []).some(holds);
    return FIRST_VISIT.flatMap((group) =>
      Object.entries(GROUPS[group]).flatMap(([route, modules]) => {
        const files = [...initialFiles(modules)];
        if (!files.some(holds)) return [];
        const importers = modulesOf(new Set(files.filter(needs))).filter(
          (id) => !code.test(id) && (imports.get(id) ?? []).some((imported) => code.test(imported)),
        );
        return [{ route, importers: importers.map((id) => path.relative(PROJECT_ROOT, id)) }];
      }),
    );
  };

  return { entryFiles, initialFiles, bytes, modulesOf, routesLoading };
}
