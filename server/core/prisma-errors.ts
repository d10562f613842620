import { englishText, say } from "../../shared/server-messages";
import { AppError } from "./errors";

/**
 * The columns of a unique-constraint violation (Prisma P2002), or null for any
 * other error. Prisma reports them as field names or as the constraint's name
 * ("User_username_key") depending on the driver adapter: both are read.
 */
export function uniqueViolation(error: unknown): string[] | null {
  const candidate = error as {
    code?: string;
    meta?: {
      target?: unknown;
      driverAdapterError?: { cause?: { constraint?: { fields?: string[]; index?: string } } };
    };
  };
  if (candidate?.code !== "P2002") return null;
  const target = candidate.meta?.target;
  const constraint = candidate.meta?.driverAdapterError?.cause?.constraint;
  const names = [
    ...(Array.isArray(target) ? target.map(String) : typeof target === "string" ? [target] : []),
    ...(constraint?.fields ?? []),
    ...(constraint?.index ? [constraint.index] : []),
  ];
  return names.flatMap((name) => name.replace(/"/g, "").split(/[_,\s]+/)).filter(Boolean);
}

/** A taken username or e-mail as the 409 people see; any other error passes through unchanged. */
export function rethrowAccountConflict(error: unknown): never {
  const fields = uniqueViolation(error);
  if (!fields) throw error;
  throw new AppError("CONFLICT", say(fields.includes("username") ? "auth.usernameTaken" : "auth.emailTaken"));
}

export const DATABASE_UNAVAILABLE = englishText("server.unavailable");

const CONNECTION_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);
const PRISMA_CONNECTION_CODES = new Set(["P1001", "P1002", "P1017", "P2024"]);
/**
 * What pg, pg-pool and Prisma's transaction manager say, in errors with no
 * usable code, when a connection dies mid-query ("Connection terminated
 * unexpectedly"), is reused after dying, or cannot be had in time.
 */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect|Unable to start a transaction in the given time/i;

interface DriverError {
  code?: string;
  severity?: string;
  message?: string;
  meta?: { driverAdapterError?: { cause?: { originalCode?: string; severity?: string; kind?: string } } };
}

function asDriverError(error: unknown): DriverError | null {
  return error && typeof error === "object" ? (error as DriverError) : null;
}

/** pg's own errors carry the SQLSTATE as `code`; Prisma's pg adapter nests it under meta. */
function sqlState(candidate: DriverError): string | undefined {
  return candidate.meta?.driverAdapterError?.cause?.originalCode ?? candidate.code;
}

/**
 * Whether an error means the database could not be reached or dropped the
 * connection (restart, failover, terminated backend), as opposed to a bug or
 * bad data: such requests get a 503 and succeed again once the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const candidate = asDriverError(error);
  if (!candidate) return false;
  if (candidate.code && PRISMA_CONNECTION_CODES.has(candidate.code)) return true;
  const cause = candidate.meta?.driverAdapterError?.cause;
  const code = sqlState(candidate);
  const severity = cause?.severity ?? candidate.severity;
  if (code && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
  if (severity === "FATAL") return true;
  if (
    cause?.kind &&
    ["ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseNotReachable"].includes(cause.kind)
  )
    return true;
  return CONNECTION_MESSAGES.test(candidate.message ?? "");
}

export const UNSTORABLE_TEXT = englishText("request.unstorableText");

/** 22021: invalid byte sequence (NUL in text); 22P05: untranslatable character (\u0000 in JSON). */
const UNSTORABLE_CODES = new Set(["22021", "22P05"]);

/**
 * Whether PostgreSQL refused a value's characters. The schemas in shared/
 * refuse control characters first; this catches any text that slips past
 * them, so it answers 400 instead of 500.
 */
export function isUnstorableText(error: unknown): boolean {
  const candidate = asDriverError(error);
  const code = candidate ? sqlState(candidate) : undefined;
  return code !== undefined && UNSTORABLE_CODES.has(code);
}
