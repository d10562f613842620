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
const INDEX_TEXTS: Record<Locale, { description: string; noscript: string; shared: string }> = {
  en: {
    description: "One place to chat with leading AI models, with a free plan and affordable monthly upgrades.",
    noscript: "This site needs JavaScript to run. Please enable it and reload the page.",
    shared: "A conversation shared from {appName}",
  },
  hi: {
    description: "प्रमुख AI मॉडलों से बात करने की एक ही जगह: मुफ़्त प्लान के साथ, और किफ़ायती मासिक अपग्रेड।",
    noscript: "यह साइट JavaScript के बिना नहीं चलती। कृपया उसे चालू करके पेज फिर से लोड करें।",
    shared: "{appName} से साझा की गई एक बातचीत",
  },
};

/**
 * A share link's page (docs/product/sharing.md#link-previews): kept out of search engines, and with a link
 * preview of its title and a neutral description, nothing private. A removed or unknown link's preview has no
 * conversation's title, only the product's name.
 */
export function sharePageHtml(html: string, locale: Locale, appName: string, title: string | null): string {
  const description = INDEX_TEXTS[locale].shared.replace("{appName}", appName);
  const heading = title ?? appName;
  const tags = [
    `<meta name="robots" content="noindex, nofollow" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${escapeHtml(appName)}" />`,
    `<meta property="og:title" content="${escapeHtml(heading)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join("\n    ");
  return html
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(description)}"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title ? `${title} · ${appName}` : appName)}</title>`)
    .replace("</head>", `  ${tags}\n  </head>`);
}

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
export async function spaPlugin(
  app: FastifyInstance,
  options: {
    dir: string;
    appName: string;
    /** A live share link's title for its page's preview; null for any other id. */
    shareTitle?: (id: string) => Promise<string | null>;
  },
) {
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
  app.get<{ Params: { id: string } }>("/share/:id", async (request, reply) => {
    const locale = requestLocale(request.headers);
    // The page still opens when the database does not answer; it then says so itself.
    const title = (await options.shareTitle?.(request.params.id).catch(() => null)) ?? null;
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("vary", "Cookie, Accept-Language")
      .header("x-robots-tag", "noindex, nofollow")
      .send(sharePageHtml(indexHtml[locale], locale, options.appName, title));
  });

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
