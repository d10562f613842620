import { createRequire } from "node:module";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "./openapi.document";

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
/** The only files of the package the page loads. */
const SWAGGER_UI_FILES = new Set(["/swagger-ui.css", "/swagger-ui-bundle.js", "/favicon-32x32.png"]);

/** Paths these routes own (not API operations, so not in the document). */
export const DOCS_PATHS = ["/api/openapi.json", "/api/docs"];

// Our own page and initializer instead of the package's index.html: its inline
// script would break the site's CSP (script-src 'self').
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// No validator badge: it would send the document to swagger.io.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
`;

/** GET /api/openapi.json, and Swagger UI at /api/docs served from the swagger-ui-dist package (no CDN). */
export async function docsRest(app: FastifyInstance, options: { appName: string }) {
  const document = JSON.stringify(buildOpenApiDocument({ appName: options.appName }));

  app.get("/openapi.json", (_req, reply) =>
    reply.type("application/json; charset=utf-8").header("cache-control", "no-cache").send(document),
  );
  app.get("/docs", (_req, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(PAGE),
  );
  app.get("/docs/init.js", (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(INIT_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: "/docs/assets/",
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => SWAGGER_UI_FILES.has(pathName),
    // The files change only with the package version; ETags revalidate after a day.
    maxAge: "1d",
  });
}
