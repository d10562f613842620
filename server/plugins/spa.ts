import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Paths that belong to the API: never answered with the SPA. */
const API_PREFIXES = ["/api/", "/trpc/", "/healthz"];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html for
 * every other GET that wants a page (client-side routing). The product name is
 * written into index.html once, at start.
 */
export async function spaPlugin(app: FastifyInstance, options: { dir: string; appName: string }) {
  const indexFile = path.join(options.dir, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn(`no built client in ${options.dir}: run \`npm run build\``);
  }
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, "utf8").replaceAll("%APP_NAME%", escapeHtml(options.appName))
    : `<!doctype html><title>${escapeHtml(options.appName)}</title><p>The web client has not been built. Run <code>npm run build</code>.</p>`;

  if (existsSync(options.dir)) {
    await app.register(fastifyStatic, {
      root: options.dir,
      index: false,
      wildcard: false,
      // index.html is served below, with the product name filled in.
      globIgnore: ["index.html"],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const sendIndex = (reply: import("fastify").FastifyReply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);

  app.get("/", (_req, reply) => sendIndex(reply));
  app.get("/index.html", (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !API_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
      !path.extname(url);
    if (wantsPage) return sendIndex(reply);
    return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
  });
}
