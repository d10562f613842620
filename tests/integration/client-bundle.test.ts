import { describe, expect, it } from "vitest";
import { buildClient, chunkGraph, ZOD } from "../../scripts/bench/client-chunks";

/**
 * zod is ~24 KB gzip of the 150 KB the public and account pages may load before
 * they render (BENCHMARKS.md, "SPA initial JavaScript"); the forms fetch it when
 * they check input. It slipped back into the entry unnoticed once, through a
 * module that only meant to configure it and a shared module the entry reads
 * constants from. The build is deterministic, so this is no timing check.
 */
describe("the SPA's initial JavaScript", () => {
  it("holds no zod on any public or auth/account route, the entry included", { timeout: 300_000 }, async () => {
    const graph = chunkGraph(await buildClient());
    // Each entry names the route and the modules that import zod there: where to look.
    expect(graph.routesLoading(ZOD)).toEqual([]);
  });
});
