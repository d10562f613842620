// The SPA's initial JavaScript per route group (DESIGN §9: ≤ 150 KB gzip for
// public pages; chat, admin and the markdown renderer load lazily). The client
// is built with the project's vite.config.ts into memory (dist/client is not
// touched), and each route's initial set is read from the chunk graph: the
// entry chunk and its static imports (what index.html modulepreloads) plus the
// route's lazy chunk and its static imports (what Vite preloads with it).
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { PROJECT_ROOT } from "../../server/app";

type Chunk = Rolldown.OutputChunk;
type GroupName = "public pages" | "auth and account pages" | "chat" | "markdown renderer" | "admin";

const page = (feature: string, file: string) => `client/features/${feature}/components/${file}.tsx`;
const adminFrame = page("admin", "admin-frame");
const adminPage = (file: string) => [adminFrame, page("admin", file)];

/** Each route and the lazy modules the router loads before it renders (client/app/router.tsx). */
const GROUPS: Record<GroupName, Record<string, string[]>> = {
  "public pages": {
    "/": [],
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
  },
  chat: { "/chat": [page("chat", "chat-page")] },
  "markdown renderer": { "/chat, first reply": [page("chat", "chat-page"), page("chat", "markdown-reply")] },
  admin: {
    "/admin/login": [page("admin", "admin-login-page")],
    "/admin/<unknown>": [page("admin", "admin-not-found-page")],
    "/admin/dashboard": adminPage("admin-dashboard-page"),
    "/admin/users": adminPage("admin-users-page"),
    "/admin/users/:id": adminPage("admin-user-details-page"),
    "/admin/users/:id/edit": adminPage("admin-user-edit-page"),
    "/admin/models": adminPage("admin-models-page"),
    "/admin/payments": adminPage("admin-payments-page"),
    "/admin/messages": adminPage("admin-messages-page"),
    "/admin/usage": adminPage("admin-usage-page"),
    "/admin/audit": adminPage("admin-audit-page"),
    "/admin/settings": adminPage("admin-settings-page"),
  },
};

/** Visitors see these before signing in, so they share the public budget. */
const BUDGETED: GroupName[] = ["public pages", "auth and account pages"];
const BUDGET_BYTES = 150_000;

/** Each lazy group's own code, and the groups whose initial JavaScript must not contain it. */
const LAZY: Partial<Record<GroupName, { code: RegExp; notIn: GroupName[] }>> = {
  chat: { code: /\/client\/features\/chat\//, notIn: BUDGETED },
  "markdown renderer": {
    code: /\/client\/features\/chat\/components\/markdown-reply|\/node_modules\/(react-markdown|remark-|micromark|lowlight|highlight\.js)/,
    notIn: [...BUDGETED, "chat"],
  },
  admin: { code: /\/client\/features\/admin\//, notIn: BUDGETED },
};

/** A route in router.tsx that this table does not list would go unmeasured: fail loudly instead. */
function assertRoutesCovered() {
  const router = readFileSync(path.join(PROJECT_ROOT, "client", "app", "router.tsx"), "utf8");
  const listed = new Set(Object.values(GROUPS).flatMap((routes) => Object.values(routes).flat()));
  for (const match of router.matchAll(/import\("\.\.\/features\/([^"]+)"\)/g)) {
    const file = `client/features/${match[1]}.tsx`;
    if (!listed.has(file)) throw new Error(`bundle bench: ${file} is a lazy route in router.tsx but in no route group`);
  }
}

async function buildClient(): Promise<Chunk[]> {
  const result = await build({
    configFile: path.join(PROJECT_ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: path.join(os.tmpdir(), `nexgen-bench-client-${process.pid}`), write: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    "output" in output ? output.output.filter((item): item is Chunk => item.type === "chunk") : [],
  );
}

export async function benchBundle() {
  assertRoutesCovered();
  const chunks = await buildClient();
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
  const initialFiles = (modules: string[]) => {
    const files = withStaticImports(entry, new Set());
    for (const module of modules) withStaticImports(lazyChunk(module), files);
    return files;
  };
  const bytes = (files: Set<string>) => [...files].reduce((sum, file) => sum + (gzipped.get(file) ?? 0), 0);
  const modulesOf = (files: Set<string>) => [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []);

  const groupModules = (group: GroupName) =>
    new Set(Object.values(GROUPS[group]).flatMap((modules) => modulesOf(initialFiles(modules))));
  /** The modules of `group`'s own code found in the initial JavaScript of the groups it must stay out of. */
  const leakedCode = (group: GroupName) => {
    const lazy = LAZY[group];
    if (!lazy) return [];
    // A pattern that matches nothing would make "lazy: met" vacuous.
    if (![...groupModules(group)].some((id) => lazy.code.test(id)))
      throw new Error(`bundle bench: ${lazy.code} matches none of ${group}'s own modules`);
    return [...new Set(lazy.notIn.flatMap((other) => [...groupModules(other)]))].filter((id) => lazy.code.test(id));
  };
  const entryBytes = bytes(withStaticImports(entry, new Set()));
  const rows = (Object.entries(GROUPS) as Array<[GroupName, Record<string, string[]>]>).map(([group, routes]) => {
    const measured = Object.entries(routes).map(([route, modules]) => ({ route, bytes: bytes(initialFiles(modules)) }));
    const heaviest = measured.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const leaked = leakedCode(group);
    const verdict = BUDGETED.includes(group)
      ? `≤ 150 KB: ${heaviest.bytes <= BUDGET_BYTES ? "met" : "MISSED"}`
      : `lazy, not loaded by ${LAZY[group]?.notIn.join(", ")}: ${
          leaked.length === 0
            ? "met"
            : `MISSED (${leaked.length} modules, e.g. ${path.relative(PROJECT_ROOT, leaked[0] ?? "")})`
        }`;
    return { group, routes: measured.length, heaviest, verdict };
  });

  const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
  console.log(
    `\nSPA initial JavaScript, gzip (level 6), per route group: entry + its static imports (${kb(entryBytes)}) + the route's lazy chunks and their static imports`,
  );
  console.log("group                     routes  heaviest route           initial JS   budget");
  for (const row of rows)
    console.log(
      `${row.group.padEnd(25)} ${String(row.routes).padStart(6)}  ${row.heaviest.route.padEnd(22)} ${kb(row.heaviest.bytes).padStart(11)}   ${row.verdict}`,
    );
  return { entryBytes, rows };
}
