import { initTRPC } from "@trpc/server";
import Fastify from "fastify";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { type ApiOperation, handRoute, ok, routeOf, sample } from "./operation";
import { operationsOf, type Undocumented } from "./rest-operation";

// The compile-time check between a route and its documented response (README "Adding an endpoint"). Its
// type assertions fail `npm run typecheck`; the run-time ones, vitest.

const t = initTRPC.create();
const demoRouter = t.router({
  reply: t.procedure.query(() => ({ id: "r1", sentAt: new Date(), tags: [{ name: "a", secret: "s" }] })),
});
const { restOperation } = operationsOf<{ demo: typeof demoRouter }>();

const reply = <Tag extends z.ZodObject>(tag: Tag) =>
  ok("A reply.", z.object({ id: z.string(), sentAt: z.iso.datetime(), tags: z.array(tag) }), {
    id: "r1",
    sentAt: "2026-11-26T00:00:00.000Z",
    tags: [],
  });

const entry = { method: "get", path: "/demo/{id}", tag: "Public", summary: "A reply", auth: "none" } as const;

describe("Undocumented: fields sent that the document does not name", () => {
  it("walks nested objects, arrays and unions, and lets anything into an open schema", () => {
    expectTypeOf<Undocumented<{ a: number; b: string }, { a: number }>>().toEqualTypeOf<".b">();
    expectTypeOf<Undocumented<{ a: { b: number; c: number } }, { a: { b: number } }>>().toEqualTypeOf<".a.c">();
    expectTypeOf<Undocumented<{ list: { x: 1; y: 2 }[] }, { list: { x: number }[] }>>().toEqualTypeOf<".list[].y">();
    expectTypeOf<Undocumented<{ a: number } | null, { a: number } | null>>().toEqualTypeOf<never>();
    expectTypeOf<Undocumented<{ a: number; b: number }, { a: number } | { b: number }>>().toEqualTypeOf<never>();
    expectTypeOf<Undocumented<{ before: { any: 1 } }, { before?: unknown }>>().toEqualTypeOf<never>();
  });
});

describe("restOperation", () => {
  it("takes an entry whose documented response and the procedure's output agree both ways", () => {
    const operation = restOperation({
      ...entry,
      procedure: "demo.reply",
      response: reply(z.object({ name: z.string(), secret: z.string() })),
    });
    expectTypeOf(operation).toEqualTypeOf<ApiOperation>();
    expect(operation.procedure).toBe("demo.reply");
    expect(operation.rest).toEqual({ input: undefined, output: undefined });
  });

  it("refuses, by its type, a field the document omits, and a documented field the route does not send", () => {
    const omits = restOperation({ ...entry, procedure: "demo.reply", response: reply(z.object({ name: z.string() })) });
    expectTypeOf(omits).toEqualTypeOf<{ documentedResponseOmits: ".tags[].secret" }>();
    const output = ({ id }: { id: string }) => ({ id });
    const misses = restOperation({
      ...entry,
      procedure: "demo.reply",
      output,
      response: reply(z.object({ name: z.string() })),
    });
    expectTypeOf(misses).toEqualTypeOf<{ documentedResponseDoesNotAccept: { id: string } }>();
  });

  it("takes only procedures of the routers it was given", () => {
    // @ts-expect-error: no such procedure in `demo`.
    restOperation({ ...entry, procedure: "demo.nothing", response: reply(z.object({})) });
  });
});

describe("handRoute", () => {
  it("registers a hand route at its entry's method and path, its parameters typed by the entry", async () => {
    const { handOperation } = operationsOf<{ demo: typeof demoRouter }>();
    const entry = handOperation({
      method: "post",
      path: "/replies/{replyId}/echo",
      tag: "Chat",
      summary: "Echo",
      auth: "none",
      params: sample(z.object({ replyId: z.string() }), { replyId: "r1" }),
      response: ok("The id.", z.object({ replyId: z.string() }), { replyId: "r1" }),
    });
    const app = Fastify();
    handRoute(app, entry, async (request) => {
      expectTypeOf(request.params).toEqualTypeOf<{ replyId: string }>();
      return { replyId: request.params.replyId };
    });
    const answer = await app.inject({ method: "POST", url: "/replies/r7/echo" });
    expect(answer.json()).toEqual({ replyId: "r7" });
    expect((await app.inject({ method: "GET", url: "/replies/r7/echo" })).statusCode).toBe(404);
    await app.close();
  });
});

describe("routeOf", () => {
  it("gives Fastify the entry's method and path, with path parameters in its form", () => {
    expect(routeOf({ method: "get", path: "/chat/messages/{messageId}/stream" })).toEqual({
      method: "GET",
      url: "/chat/messages/:messageId/stream",
    });
    expect(routeOf({ method: "put", path: "/a/{id}/b/{sub}" }).url).toBe("/a/:id/b/:sub");
  });
});
