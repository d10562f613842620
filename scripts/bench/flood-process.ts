// One flooding client in a process of its own, so the client whose logins are
// timed does not share its event loop: from its own address (a loopback
// address of its own, no proxy header needed) it sends cheap requests to the
// endpoints anyone may call at a steady rate, not waiting for answers, as a
// script would. "start" and "stop" on the IPC channel; "stop" answers with
// what was sent and what came back.
import http from "node:http";
import { performance } from "node:perf_hooks";

const base = new URL(process.env.BENCH_FLOOD_URL ?? "");
const rate = Number(process.env.BENCH_FLOOD_RATE ?? 1000);
const paths = (process.env.BENCH_FLOOD_PATHS ?? "/api/models").split(" ");
/** Requests in flight at most: beyond, this client's connections are full and it sends nothing more until answers come. */
const MAX_IN_FLIGHT = 256;
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: 64,
  localAddress: process.env.BENCH_FLOOD_ADDRESS ?? "127.0.0.2",
});

let sending: NodeJS.Timeout | undefined;
let inFlight = 0;
let sent = 0;
let skipped = 0;
let started = 0;
const statuses = new Map<number, number>();
let drained: (() => void) | undefined;

function send(path: string) {
  inFlight++;
  sent++;
  const request = http.get({ host: base.hostname, port: base.port, path, agent }, (response) => {
    response.resume();
    response.on("end", () => {
      statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
      if (--inFlight === 0) drained?.();
    });
  });
  request.on("error", () => {
    statuses.set(0, (statuses.get(0) ?? 0) + 1);
    if (--inFlight === 0) drained?.();
  });
}

/** Every 10 ms, the requests due since the start: a steady rate whatever the timer's jitter. */
function start() {
  sent = 0;
  skipped = 0;
  statuses.clear();
  started = performance.now();
  let due = 0;
  sending = setInterval(() => {
    const target = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; due < target; due++) {
      if (inFlight >= MAX_IN_FLIGHT) skipped++;
      else send(paths[due % paths.length] ?? "/");
    }
  }, 10);
}

async function stop() {
  clearInterval(sending);
  const seconds = (performance.now() - started) / 1000;
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  drained = undefined;
  return { sent, skipped, seconds, statuses: Object.fromEntries(statuses) };
}

process.on("message", (message) => {
  if (message === "start") start();
  else if (message === "stop") void stop().then((result) => process.send?.(result));
});
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
