import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { LOG_SERIALIZERS } from "./request-log";

/** `auto` is pretty in a terminal and JSON otherwise; the other two say so whatever stdout is. */
export type LogFormat = "pretty" | "json" | "auto";

/**
 * API keys and login tokens travel in `authorization`: no log line may hold
 * one, whichever object logged the headers.
 */
export const LOG_REDACT = {
  paths: ["headers.authorization", "*.headers.authorization"],
  censor: "[redacted]",
};

/**
 * The format the logs take. Decided once, by the process whose stdout a person
 * may be watching: a cluster's primary passes its answer on to its workers as
 * LOG_FORMAT (server/main.ts), so they never decide on their own.
 */
export function chooseLogFormat(format: LogFormat, stdoutIsTTY: boolean | undefined): "pretty" | "json" {
  if (format !== "auto") return format;
  return stdoutIsTTY ? "pretty" : "json";
}

/**
 * The process's logger, with the redaction and serializers in both formats.
 * Pretty runs pino-pretty as a synchronous stream in this thread, not as a
 * worker-thread transport: it cost less CPU in all (about 33 µs a line against
 * 55 µs, the JSON line about 11 µs; BENCHMARKS.md "Readable logs"), loses no
 * line at process.exit, and needs no module resolved at run time from the
 * bundled dist/server.mjs.
 */
export function createLogger(options: {
  level: string;
  format: "pretty" | "json";
  /** Where the lines go; stdout when omitted. */
  destination?: DestinationStream | NodeJS.WritableStream;
  /** Colours in pretty lines; by default when writing to a terminal. */
  colorize?: boolean;
}): Logger {
  const settings = {
    level: options.level,
    redact: LOG_REDACT,
    serializers: { err: pino.stdSerializers.err, ...LOG_SERIALIZERS },
  };
  if (options.format === "json") return options.destination ? pino(settings, options.destination) : pino(settings);
  const stream = pretty({
    colorize: options.colorize ?? (options.destination ? false : Boolean(process.stdout.isTTY)),
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
    singleLine: true,
    sync: true,
    destination: options.destination ?? 1,
  });
  return pino(settings, stream);
}
