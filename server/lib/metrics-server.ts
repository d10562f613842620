import { createServer, type Server } from "node:http";

/**
 * METRICS_PORT (docs/operations.md#metrics): a server of its own for Prometheus, apart from the app's port
 * and its middleware, answering GET /metrics only. Bind it where only the scraper reaches it.
 */
export function startMetricsServer(options: {
  port: number;
  host: string;
  contentType: string;
  read: () => Promise<string>;
  log: { error(object: object, message: string): void };
}): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    options.read().then(
      (text) => response.writeHead(200, { "content-type": options.contentType }).end(text),
      (err: unknown) => {
        options.log.error({ err }, "could not read the metrics");
        response.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
