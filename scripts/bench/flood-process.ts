// One flooding client in a process of its own, so the client whose logins are
// timed does not share its event loop: from its own address (a loopback
// address of its own, no proxy header needed) it sends cheap requests to the
// endpoints anyone may call at a steady rate, not waiting for answers beyond
// its connections, as a script would. It writes prebuilt requests on raw
// keep-alive sockets and reads only the status line and Content-Length, so
// what it costs the shared cores is small beside what it costs the app (like
// a load tool such as wrk, and unlike Node's HTTP client). "start" and "stop"
// on the IPC channel; "stop" answers with what was sent and what came back.
import net from "node:net";
import { performance } from "node:perf_hooks";

const base = new URL(process.env.BENCH_FLOOD_URL ?? "");
const rate = Number(process.env.BENCH_FLOOD_RATE ?? 1000);
const paths = (process.env.BENCH_FLOOD_PATHS ?? "/api/models").split(" ");
const localAddress = process.env.BENCH_FLOOD_ADDRESS ?? "127.0.0.2";
/** Connections: one request on each at a time; when all wait for answers, a due request is not sent. */
const CONNECTIONS = 64;

const requests = paths.map((path) =>
  Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: ${base.host}\r\nAccept: application/json\r\nConnection: keep-alive\r\n\r\n`,
  ),
);
const statuses = new Map<number, number>();
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

interface Connection {
  socket: net.Socket;
  busy: boolean;
  buffer: Buffer;
}
const idle: Connection[] = [];
let busy = 0;
let drained: (() => void) | undefined;

const CHUNKED_END = "\r\n0\r\n\r\n";

/** Reads whole responses off the connection's buffer (status line, headers, a Content-Length or chunked JSON body). */
function readResponses(connection: Connection) {
  for (;;) {
    const end = connection.buffer.indexOf("\r\n\r\n");
    if (end === -1) return;
    const head = connection.buffer.subarray(0, end).toString("latin1");
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    // A JSON body never holds a line break, so the last chunk's mark cannot appear inside one.
    const last = length === undefined ? connection.buffer.indexOf(CHUNKED_END, end + 4) : -1;
    const next = length !== undefined ? end + 4 + Number(length) : last === -1 ? -1 : last + CHUNKED_END.length;
    if (next === -1 || connection.buffer.length < next) return;
    connection.buffer = connection.buffer.subarray(next);
    count(Number(head.slice(9, 12)));
    connection.busy = false;
    busy--;
    idle.push(connection);
    if (busy === 0) drained?.();
  }
}

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: base.hostname, port: Number(base.port), localAddress }, () => {
      socket.setNoDelay(true);
      idle.push(connection);
      resolve();
    });
    const connection: Connection = { socket, busy: false, buffer: Buffer.alloc(0) };
    socket.on("data", (chunk) => {
      connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
      readResponses(connection);
    });
    socket.on("error", reject);
  });
}

let sending: NodeJS.Timeout | undefined;
let sent = 0;
let skipped = 0;
let started = 0;

/** Every 5 ms, the requests due since the start: a steady rate whatever the timer's jitter. */
function start() {
  sent = 0;
  skipped = 0;
  statuses.clear();
  started = performance.now();
  let due = 0;
  sending = setInterval(() => {
    const target = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; due < target; due++) {
      const connection = idle.pop();
      if (!connection) {
        skipped++;
        continue;
      }
      connection.busy = true;
      busy++;
      sent++;
      connection.socket.write(requests[due % requests.length] as Buffer);
    }
  }, 5);
}

async function stop() {
  clearInterval(sending);
  const seconds = (performance.now() - started) / 1000;
  if (busy > 0) await new Promise<void>((resolve) => (drained = resolve));
  drained = undefined;
  return { sent, skipped, seconds, statuses: Object.fromEntries(statuses) };
}

await Promise.all(Array.from({ length: CONNECTIONS }, open));
process.on("message", (message) => {
  if (message === "start") start();
  else if (message === "stop") void stop().then((result) => process.send?.(result));
});
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
