import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LOCALES, type Locale } from "../../shared/locales";
import { requestLocale } from "../core/request-meta";

/** Paths that belong to the API: never answered with the SPA. */
const API_PREFIXES = ["/api/", "/trpc/", "/healthz"];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The texts of index.html that show before the client runs, in each language (client/index.html has the English). */
const INDEX_TEXTS: Record<Locale, { description: string; noscript: string }> = {
  en: {
    description: "One place to chat with leading AI models, with a free plan and affordable monthly upgrades.",
    noscript: "This site needs JavaScript to run. Please enable it and reload the page.",
  },
  hi: {
    description: "प्रमुख AI मॉडलों से बात करने की एक ही जगह: मुफ़्त प्लान के साथ, और किफ़ायती मासिक अपग्रेड।",
    noscript: "यह साइट JavaScript के बिना नहीं चलती। कृपया उसे चालू करके पेज फिर से लोड करें।",
  },
};

function localisedIndex(html: string, locale: Locale): string {
  const { en } = INDEX_TEXTS;
  const texts = INDEX_TEXTS[locale];
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(en.description, texts.description)
    .replace(en.noscript, texts.noscript);
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
  const built = existsSync(indexFile)
    ? readFileSync(indexFile, "utf8").replaceAll("%APP_NAME%", escapeHtml(options.appName))
    : `<!doctype html><html lang="en"><title>${escapeHtml(options.appName)}</title><p>The web client has not been built. Run <code>npm run build</code>.</p>`;
  // One page per language, written once: `<html lang>` tells the client which catalogue to load first
  // (client/lib/i18n/i18n.ts), and the texts before it runs (description, noscript) are in that language.
  const indexHtml = Object.fromEntries(LOCALES.map((locale) => [locale, localisedIndex(built, locale)])) as Record<
    Locale,
    string
  >;

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

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Cookie, Accept-Language")
      .send(indexHtml[requestLocale(request.headers)]);

  app.get("/", sendIndex);
  app.get("/index.html", sendIndex);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !API_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
      !path.extname(url);
    if (wantsPage) return sendIndex(request, reply);
    return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
  });
}
