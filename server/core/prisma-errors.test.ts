import { TRPCError } from "@trpc/server";
import { DatabaseError } from "pg";
import { describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client";
import { AppError } from "./errors";
import { toHttpError } from "./http-errors";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, isUnstorableText, UNSTORABLE_TEXT } from "./prisma-errors";

function pgError(code: string, severity: string, message: string) {
  return Object.assign(new DatabaseError(message, message.length, "error"), { code, severity });
}

/** What Prisma's pg adapter throws for a PostgreSQL error, as seen in practice. */
function prismaError(code: string, cause: Record<string, unknown>, message = "Invalid invocation") {
  return new Prisma.PrismaClientKnownRequestError(message, {
    code,
    clientVersion: Prisma.prismaVersion.client,
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });
}

const terminated = "terminating connection due to administrator command";

// Each shape was observed against a real PostgreSQL: pg_terminate_backend, a
// refused database, a cut TCP connection, an exhausted pool.
const unavailable: Array<[string, unknown]> = [
  [
    "a backend terminated under a Prisma raw query (P2010)",
    prismaError("P2010", { originalCode: "57P01", kind: "postgres", code: "57P01", severity: "FATAL" }),
  ],
  [
    "a backend terminated under a Prisma model query (P2039)",
    prismaError("P2039", { originalCode: "57P01", kind: "postgres", severity: "FATAL", message: terminated }),
  ],
  ["a backend terminated under a raw pool query", pgError("57P01", "FATAL", terminated)],
  [
    "a database refusing connections",
    prismaError("P2010", { originalCode: "55000", kind: "postgres", severity: "FATAL" }),
  ],
  ["an unreachable server (P1001)", prismaError("P1001", { kind: "DatabaseNotReachable", port: 5432 })],
  ["a connection reset", prismaError("P2039", { kind: "ConnectionClosed" })],
  [
    "a refused TCP connection",
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
  ],
  ["a connection cut without a word", new Error("Connection terminated unexpectedly")],
  [
    "a transaction going on on a connection that died",
    new Error("Client has encountered a connection error and is not queryable"),
  ],
  ["a connect that timed out", new Error("Connection terminated due to connection timeout")],
  ["a pool with no connection free in time", new Error("timeout exceeded when trying to connect")],
  [
    "a transaction that could not get a connection in time (P2028)",
    new Prisma.PrismaClientKnownRequestError(
      "Transaction API error: Unable to start a transaction in the given time.",
      {
        code: "P2028",
        clientVersion: Prisma.prismaVersion.client,
      },
    ),
  ],
];

const notUnavailable: Array<[string, unknown]> = [
  [
    "a unique violation (P2002)",
    prismaError("P2002", {
      originalCode: "23505",
      kind: "UniqueConstraintViolation",
      constraint: { fields: ["email"] },
    }),
  ],
  ["a pg constraint error", pgError("23503", "ERROR", "insert or update violates foreign key constraint")],
  [
    "a transaction used after it committed (P2028, a bug)",
    new Prisma.PrismaClientKnownRequestError(
      "Transaction API error: Transaction already closed: A query cannot be executed on a committed transaction.",
      { code: "P2028", clientVersion: Prisma.prismaVersion.client },
    ),
  ],
  ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
  ["a domain error", new AppError("NOT_FOUND", "Conversation not found")],
  ["null", null],
  ["a string", "Connection terminated"],
];

describe("isDatabaseUnavailable", () => {
  it.each(unavailable)("recognises %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(notUnavailable)("leaves alone %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("toHttpError for a lost database", () => {
  it.each(unavailable)("answers %s with 503, the message and Retry-After, never 500", (_name, error) => {
    const expected = {
      status: 503,
      message: DATABASE_UNAVAILABLE,
      text: { key: "server.unavailable" },
      retryAfter: 5,
      unexpected: false,
    };
    expect(toHttpError(error)).toEqual(expected);
    // As a tRPC procedure's failure reaches the REST shims.
    expect(toHttpError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error as Error }))).toEqual(expected);
  });

  it("still reports a bug as one", () => {
    expect(toHttpError(new TypeError("boom"))).toMatchObject({ status: 500, unexpected: true });
  });
});

const nulInText = 'invalid byte sequence for encoding "UTF8": 0x00';

// As PostgreSQL 17 reports a NUL through each path (see tests/integration/control-characters.test.ts,
// which checks the real ones).
const unstorable: Array<[string, unknown]> = [
  ["a NUL in text under a raw pool query (22021)", pgError("22021", "ERROR", nulInText)],
  ["a NUL in JSON under a raw pool query (22P05)", pgError("22P05", "ERROR", "unsupported Unicode escape sequence")],
  [
    "a NUL in text under a Prisma model query (P2039)",
    prismaError("P2039", { originalCode: "22021", kind: "postgres", code: "22021", severity: "ERROR" }),
  ],
  [
    "a NUL in text under a Prisma raw query (P2010)",
    prismaError("P2010", { originalCode: "22021", kind: "postgres", code: "22021", severity: "ERROR" }),
  ],
  [
    "a NUL in a Prisma Json field (22P05)",
    prismaError("P2039", { originalCode: "22P05", kind: "postgres", code: "22P05", severity: "ERROR" }),
  ],
];

describe("isUnstorableText", () => {
  it.each(unstorable)("recognises %s", (_name, error) => {
    expect(isUnstorableText(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([...unavailable, ...notUnavailable])("leaves alone %s", (_name, error) => {
    expect(isUnstorableText(error)).toBe(false);
  });
});

describe("toHttpError for text the database refuses", () => {
  it.each(unstorable)("answers %s with 400 and a message, never 500", (_name, error) => {
    const expected = {
      status: 400,
      message: UNSTORABLE_TEXT,
      text: { key: "request.unstorableText" },
      unexpected: false,
    };
    expect(toHttpError(error)).toEqual(expected);
    expect(toHttpError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error as Error }))).toEqual(expected);
  });
});
