// The floor for streaming: a bare proxy that forwards the request to the fake
// upstream over a kept-alive connection and pipes its bytes back untouched,
// in a process of its own like the app. What the gateway adds beyond this is ours.
import "./cpu-probe";
import http from "node:http";

const upstream = new URL(process.env.BENCH_UPSTREAM_URL ?? "");
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

const server = http.createServer((req, res) => {
  const forwarded = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: `${upstream.pathname.replace(/\/$/, "")}${req.url}`,
      headers: { ...req.headers, host: upstream.host },
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
  req.pipe(forwarded);
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.stdout.write(
  `${JSON.stringify({ baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` })}\n`,
);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
