// The streaming bench's client, on node:http rather than fetch: fetch (undici,
// web streams) cost the load generator about three times the CPU per reply, and
// the load generator shares the app's two cores (BENCHMARKS.md, "An honest floor").
// Two ways to connect: kept alive, as browsers and SDKs do, or a new connection
// for every stream (`Connection: close`).
import http from "node:http";
import { performance } from "node:perf_hooks";

export type Connections = "kept-alive" | "new";

const agents: Record<Connections, http.Agent> = {
  "kept-alive": new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }),
  new: new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY }),
};

export interface Timing {
  /** Milliseconds from sending the request to the first byte of the first token. */
  ttft: number;
  total: number;
}

export interface StreamRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Whether the response so far holds the first token. */
  firstToken: (text: string) => boolean;
}

/** Sends one streaming request and reads its response to the end. */
export function timeStream(request: StreamRequest, connections: Connections): Promise<Timing> {
  const url = new URL(request.url);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { ...request.headers, "content-length": Buffer.byteLength(request.body) },
        agent: agents[connections],
      },
      (res) => {
        let ttft = Number.NaN;
        let seen = "";
        res.on("data", (chunk: Buffer) => {
          if (!Number.isNaN(ttft)) return;
          seen += chunk.toString();
          if (request.firstToken(seen)) ttft = performance.now() - start;
        });
        res.on("error", reject);
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(`${request.url}: ${res.statusCode} ${seen.slice(0, 300)}`));
          else if (Number.isNaN(ttft)) reject(new Error(`${request.url}: no token in ${seen.slice(0, 300)}`));
          else resolve({ ttft, total: performance.now() - start });
        });
      },
    );
    req.on("error", reject);
    req.end(request.body);
  });
}
