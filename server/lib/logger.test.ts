import { Writable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { chooseLogFormat, createLogger } from "./logger";

const SECRET = "ngk_LoggedKey0123456789abcdef";

/** A logger of `format` writing into memory, and the text it wrote once the lines have arrived. */
function capture(format: "pretty" | "json") {
  let text = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const log = createLogger({ level: "info", format, destination });
  const written = async (lines: number) => {
    for (let tries = 0; tries < 100 && text.split("\n").filter(Boolean).length < lines; tries++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    return text;
  };
  return { log, written };
}

/** What Fastify hands the request serializer, with a key in the header and in the query string. */
const request = {
  method: "GET",
  url: `/v1/models?api_key=${SECRET}&page=2`,
  headers: { authorization: `Bearer ${SECRET}` },
  host: "127.0.0.1:3000",
  ip: "127.0.0.1",
  socket: { remotePort: 51_000 },
} as unknown as FastifyRequest;

/** The three ways a secret reaches a log line: headers logged as they are, a request, an error. */
function logSecrets(log: ReturnType<typeof createLogger>) {
  log.info({ headers: { authorization: `Bearer ${SECRET}` } }, "headers as they came");
  log.info({ req: request }, "incoming request");
  log.error({ err: new Error("upstream refused") }, "turn failed");
}

describe("chooseLogFormat", () => {
  it("is pretty in a terminal and JSON otherwise when auto, and what it is told when told", () => {
    expect(chooseLogFormat("auto", true)).toBe("pretty");
    expect(chooseLogFormat("auto", false)).toBe("json");
    // A pipe or a file: process.stdout.isTTY is undefined, not false.
    expect(chooseLogFormat("auto", undefined)).toBe("json");
    expect(chooseLogFormat("pretty", undefined)).toBe("pretty");
    expect(chooseLogFormat("json", true)).toBe("json");
  });
});

describe("createLogger", () => {
  it("writes readable lines in the pretty format, redacted as the JSON ones are", async () => {
    const { log, written } = capture("pretty");
    logSecrets(log);
    const text = await written(3);
    const lines = text.split("\n").filter(Boolean);
    // One line a record (the error's stack follows its own line), none of them JSON, without colours in a file.
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: headers as they came /);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: incoming request /);
    expect(text).toMatch(/ERROR: turn failed/);
    expect(text).toContain("upstream refused");
    expect(text).not.toMatch(/^\{/m);
    expect(text).not.toContain("\u001b[");
    // The header censored by the redaction, the query string by the request serializer.
    expect(text).toContain('"authorization":"[redacted]"');
    expect(text).toContain("/v1/models?api_key=[redacted]&page=2");
    expect(text).not.toContain(SECRET);
  });

  it("writes JSON lines in the json format, with the same redaction and serializers", async () => {
    const { log, written } = capture("json");
    logSecrets(log);
    const records = (await written(3))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(records.map((record) => record.msg)).toEqual(["headers as they came", "incoming request", "turn failed"]);
    expect(records[0].headers.authorization).toBe("[redacted]");
    expect(records[1].req).toEqual({
      method: "GET",
      url: "/v1/models?api_key=[redacted]&page=2",
      host: "127.0.0.1:3000",
      remoteAddress: "127.0.0.1",
      remotePort: 51_000,
    });
    expect(records[2].err).toMatchObject({ type: "Error", message: "upstream refused" });
    expect(JSON.stringify(records)).not.toContain(SECRET);
  });
});
