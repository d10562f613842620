// The SPA's initial JavaScript per route group (docs/architecture.md#performance-budgets: ≤ 150 KB gzip for
// public pages; chat, admin and the markdown renderer load lazily), read from
// the chunk graph of an in-memory build (client-chunks.ts).
import path from "node:path";
import { PROJECT_ROOT } from "../../server/app";
import { LOCALES, type Locale } from "../../shared/locales";
import {
  assertRoutesCovered,
  BUDGETED,
  buildClient,
  chunkGraph,
  FIRST_VISIT,
  GROUPS,
  type GroupName,
  withCatalogues,
  ZOD,
} from "./client-chunks";

const BUDGET_BYTES = 150_000;

/** Each lazy group's own code, and the groups whose initial JavaScript must not contain it. */
const LAZY: Partial<Record<GroupName, { code: RegExp; notIn: GroupName[] }>> = {
  // A feature's catalogue loaders (messages/index.ts and a part's messages/<part>/index.ts, a few bytes each)
  // sit in the router, in the entry.
  chat: { code: /\/client\/features\/chat\/(?!messages\/([^/]+\/)?index\.ts)/, notIn: BUDGETED },
  "markdown renderer": {
    code: /\/client\/features\/chat\/components\/markdown-reply|\/node_modules\/(react-markdown|remark-|micromark|lowlight|highlight\.js)/,
    notIn: [...BUDGETED, "shared conversation", "chat"],
  },
  admin: { code: /\/client\/features\/admin\/(?!messages\/([^/]+\/)?index\.ts)/, notIn: FIRST_VISIT },
};

export async function benchBundle() {
  assertRoutesCovered();
  const graph = chunkGraph(await buildClient());
  const { entryFiles, initialFiles, bytes, modulesOf } = graph;

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
  const entryBytes = bytes(entryFiles());
  const rows = (Object.entries(GROUPS) as Array<[GroupName, Record<string, string[]>]>).flatMap(([group, routes]) =>
    LOCALES.map((locale) => groupRow(group, routes, locale)),
  );
  function groupRow(group: GroupName, routes: Record<string, string[]>, locale: Locale) {
    const measured = Object.entries(routes).map(([route, modules]) => ({
      route,
      bytes: bytes(initialFiles(withCatalogues(modules, locale))),
    }));
    const heaviest = measured.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const leaked = leakedCode(group);
    const verdict = FIRST_VISIT.includes(group)
      ? `≤ 150 KB: ${heaviest.bytes <= BUDGET_BYTES ? "met" : "MISSED"}`
      : `lazy, not loaded by ${LAZY[group]?.notIn.join(", ")}: ${
          leaked.length === 0
            ? "met"
            : `MISSED (${leaked.length} modules, e.g. ${path.relative(PROJECT_ROOT, leaked[0] ?? "")})`
        }`;
    return { group: `${group} (${locale})`, routes: measured.length, heaviest, verdict };
  }

  const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
  console.log(
    `\nSPA initial JavaScript, gzip (level 6), per route group: entry + its static imports (${kb(entryBytes)}) + the route's lazy chunks and their static imports + its catalogues in the language`,
  );
  console.log("group                          routes  heaviest route           initial JS   budget");
  for (const row of rows)
    console.log(
      `${row.group.padEnd(30)} ${String(row.routes).padStart(6)}  ${row.heaviest.route.padEnd(22)} ${kb(row.heaviest.bytes).padStart(11)}   ${row.verdict}`,
    );

  // zod alone is ~24 KB of the 150: it came back twice unnoticed (BENCHMARKS.md), so it stops the run.
  const zodLoaded = graph.routesLoading(ZOD);
  if (zodLoaded.length > 0)
    throw new Error(
      `bundle bench: zod is in the initial JavaScript of ${zodLoaded
        .map(({ route, importers }) => `${route} (imported by ${importers.join(", ") || "?"})`)
        .join("; ")}`,
    );
  console.log(`zod: in no ${FIRST_VISIT.join(" or ")} initial JavaScript`);
  return { entryBytes, rows };
}
