import { createRequire } from "node:module";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "./openapi.document";
import type { ApiOperation } from "./operation";

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
/** The only files of the package the page loads. */
const SWAGGER_UI_FILES = new Set(["/swagger-ui.css", "/swagger-ui-bundle.js", "/favicon-32x32.png"]);

/** Where the document and its page are served, under /api (the scope restPlugin registers these routes in). */
const DOCUMENT = "/openapi.json";
const PAGE_PATH = "/docs";
const ASSETS = `${PAGE_PATH}/assets/`;

/** Paths these routes own (not API operations, so not in the document). */
export const DOCS_PATHS = [`/api${DOCUMENT}`, `/api${PAGE_PATH}`];

// Our own page and initializer instead of the package's index.html: its inline
// script would break the site's CSP (script-src 'self').
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation</title>
<link rel="icon" type="image/png" href="/api${ASSETS}favicon-32x32.png">
<link rel="stylesheet" href="/api${ASSETS}swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api${ASSETS}swagger-ui-bundle.js"></script>
<script src="/api${PAGE_PATH}/init.js"></script>
</body>
</html>
`;

// No validator badge: it would send the document to swagger.io.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/api${DOCUMENT}",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
`;

/** GET /api/openapi.json, and Swagger UI at /api/docs served from the swagger-ui-dist package (no CDN). */
export async function docsRest(
  app: FastifyInstance,
  options: { appName: string; operations: readonly ApiOperation[] },
) {
  const document = JSON.stringify(buildOpenApiDocument(options));

  app.get(DOCUMENT, (_req, reply) =>
    reply.type("application/json; charset=utf-8").header("cache-control", "no-cache").send(document),
  );
  app.get(PAGE_PATH, (_req, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(PAGE),
  );
  app.get(`${PAGE_PATH}/init.js`, (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(INIT_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => SWAGGER_UI_FILES.has(pathName),
    // The files change only with the package version; ETags revalidate after a day.
    maxAge: "1d",
  });
}
