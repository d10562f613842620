// The floor for streaming: the least work the gateway's job takes. It reads the
// client's request, sends it to the fake upstream over a kept-alive connection
// (as the app does) and pipes the upstream's response back untouched: no
// parsing, no framing, no database. In a process of its own, on the same loader
// as the app, so what the gateway spends beyond it is ours (issue #28).
import "./cpu-probe";
import http from "node:http";

const upstream = new URL(process.env.BENCH_UPSTREAM_URL ?? "");
const prefix = upstream.pathname.replace(/\/$/, "");
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

const server = http.createServer((req, res) => {
  const body: Buffer[] = [];
  req.on("data", (chunk: Buffer) => body.push(chunk));
  req.on("end", () => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: `${prefix}${req.url}`,
        headers: {
          "content-type": req.headers["content-type"] ?? "application/json",
          authorization: req.headers.authorization ?? "",
        },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    res.on("close", () => {
      if (!res.writableFinished) forwarded.destroy();
    });
    forwarded.end(Buffer.concat(body));
  });
});
// Longer than the bench's pauses between batches, so kept-alive clients keep their connections.
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.stdout.write(
  `${JSON.stringify({ baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` })}\n`,
);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
