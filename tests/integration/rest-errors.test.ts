import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers/app";

const clientDir = mkdtempSync(path.join(os.tmpdir(), "nexgen-client-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>%APP_NAME%</title><div id=root></div>");
writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");

const t = setupTestApp({ clientDir, env: { APP_NAME: "Acme <AI>" } });

function expectNoStack(body: string) {
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toContain("stack");
}

describe("REST error table", () => {
  it("answers an unknown /api path with 404 JSON", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: "No API endpoint GET /api/nope", code: "request.noEndpoint" });
  });

  it("answers malformed JSON with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Asha",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Malformed JSON in request body", code: "request.malformedJson" });
    expectNoStack(response.body);
  });

  it("answers an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "Request body is too large", code: "request.tooLarge" });
  });

  it("answers a wrong content type with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: "Unsupported content type: send the body as application/json",
      code: "request.unsupportedMediaType",
    });
  });

  it("answers an empty JSON body with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/empty/);
  });

  it("tags every response with a request id, keeping a sane incoming one", async () => {
    const own = await t.app.inject({ method: "GET", url: "/api/models" });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.app.inject({ method: "GET", url: "/api/models", headers: { "x-request-id": "lb-42" } });
    expect(forwarded.headers["x-request-id"]).toBe("lb-42");
  });
});

describe("health and the SPA", () => {
  it("/healthz checks the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("serves index.html with the product name for client routes (history fallback)", async () => {
    for (const url of ["/", "/models", "/admin/users/123/edit", "/some/unknown/page"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain("<title>Acme &#60;AI&#62;</title>");
    }
  });

  it("serves hashed assets with a long cache and missing files as 404", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(missing.statusCode).toBe(404);
  });

  it("sends a strict Content-Security-Policy and the usual hardening headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeUndefined(); // an http origin: HSTS is sent only for https (http-headers.test.ts)
    // On every kind of response, errors included.
    for (const url of ["/api/models", "/api/no-such-path", "/trpc/catalog.list", "/healthz"]) {
      const other = await t.app.inject({ method: "GET", url });
      expect(other.headers["content-security-policy"], url).toBe(csp);
      expect(other.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});
