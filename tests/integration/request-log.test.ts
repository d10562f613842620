import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers/app";

const lines: string[] = [];
const t = setupTestApp({
  logStream: new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  }),
});

/** The URL of each "incoming request" line the app wrote, in order. */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string } })
    .filter((entry) => entry.msg === "incoming request")
    .map((entry) => entry.req?.url);

describe("the request log", () => {
  it("never holds a credential-like query parameter, whatever the endpoint or the name's case", async () => {
    const secrets = ["ngk_QueryStringKey0123456789", "reset-token-4711", "Hunter2-Password", "654321", "tok-abc"];
    const urls = [
      `/v1/models?api_key=${secrets[0]}&model=x`,
      `/api/models?Token=${secrets[1]}&page=2`,
      `/api/models?PASSWORD=${secrets[2]}&code=${secrets[3]}`,
      `/trpc/catalog.list?access_token=${secrets[4]}&KEY=${secrets[0]}`,
      `/api/models?%6Bey=${secrets[0]}&keys=visible`,
    ];
    lines.length = 0;
    for (const url of urls) await t.app.inject({ method: "GET", url });

    expect(loggedUrls()).toEqual([
      "/v1/models?api_key=[redacted]&model=x",
      "/api/models?Token=[redacted]&page=2",
      "/api/models?PASSWORD=[redacted]&code=[redacted]",
      "/trpc/catalog.list?access_token=[redacted]&KEY=[redacted]",
      "/api/models?%6Bey=[redacted]&keys=visible",
    ]);
    const text = lines.join("\n");
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
