import type { FastifyInstance, FastifyRequest } from "fastify";
import { englishText } from "../../shared/server-messages";
import { API_OPERATIONS } from "../api-operations";
import { accountRest } from "../areas/account/account.rest";
import { paymentRest } from "../areas/billing/payment.rest";
import { chatRest } from "../areas/chat/chat.rest";
import { filesRest } from "../areas/files/files.rest";
import { importsRest } from "../areas/imports/imports.rest";
import { invoicesRest } from "../areas/invoices/invoices.rest";
import { projectsRest } from "../areas/projects/projects.rest";
import { sharingRest } from "../areas/sharing/sharing.rest";
import { type ApiCaller, createCaller } from "../caller";
import { trackApiRoutes } from "../core/api-routes";
import type { AppDeps } from "../core/app-deps";
import { contextFactory } from "../core/context";
import { sendChatError, sendRestError } from "../core/http-errors";
import { docsRest } from "../docs/docs.rest";
import { type ApiOperation, type RestBinding, type RestRequest, routeOf } from "../docs/operation";
import { sendDownload } from "../lib/download";
import type { Services } from "../services";

declare module "fastify" {
  interface FastifyRequest {
    /** The tRPC procedures, called as this request: REST routes reuse them instead of re-implementing. */
    api: ApiCaller;
  }
}

type Procedure = (input: unknown) => Promise<unknown>;

/** The caller's procedure at a dotted path ("admin.models.create"). */
function procedureAt(api: ApiCaller, path: string): Procedure {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], api) as Procedure;
}

/** Without a mapping the input is what the operation documents: its body, query or path, body and path merged. */
function defaultInput(operation: ApiOperation, request: FastifyRequest): unknown {
  if (operation.body && operation.params) return { ...(request.body as object), ...(request.params as object) };
  if (operation.body) return request.body;
  if (operation.query) return request.query;
  if (operation.params) return request.params;
  return undefined;
}

/** One route from one table entry: map the request, call the procedure, map and send its output. */
function registerOperation(app: FastifyInstance, operation: ApiOperation & { procedure: string; rest: RestBinding }) {
  const { procedure, rest, response } = operation;
  app.route({
    ...routeOf(operation),
    handler: async (request, reply) => {
      const input = rest.input ? rest.input(request as RestRequest) : defaultInput(operation, request);
      const output = await procedureAt(request.api, procedure)(input);
      const sent = rest.output ? rest.output(output) : output;
      if ("mediaType" in response) {
        const file = sent as { filename: string; csv: string };
        return sendDownload(reply, "text/csv; charset=utf-8", file.filename, file.csv);
      }
      return reply.status(response.status).send(sent);
    },
  });
}

const fromTable = (operation: ApiOperation): operation is ApiOperation & { procedure: string; rest: RestBinding } =>
  operation.rest !== undefined && operation.procedure !== undefined;

/**
 * Everything under /api, encapsulated: the caller decoration, the error table
 * and the 404 for unknown paths apply here and nowhere else. Routes come from
 * the table of operations; streams, the webhook and the zip have their own.
 */
export async function restPlugin(app: FastifyInstance, options: { deps: AppDeps; services: Services }) {
  const makeContext = contextFactory(options.deps, options.services);
  trackApiRoutes(app);
  // Every documented body is JSON: anything else is a 415, not a string to validate.
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("api", null as unknown as ApiCaller);
  app.addHook("onRequest", async (req, res) => {
    req.api = createCaller(makeContext({ req, res }));
  });
  app.setErrorHandler((error, request, reply) => sendRestError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: englishText("request.noEndpoint", { method: request.method, path: request.url.split("?")[0] ?? "" }),
      code: "request.noEndpoint",
    }),
  );
  const served = API_OPERATIONS.filter(fromTable).filter((operation) => !operation.prefix);
  for (const operation of served.filter((operation) => operation.tag !== "Chat")) registerOperation(app, operation);
  // Chat paths answer errors in their own shape (docs/product/calls.md#response-shapes), streams included.
  await app.register(async (chat) => {
    chat.setErrorHandler((error, request, reply) => sendChatError(request, reply, error));
    for (const operation of served.filter((operation) => operation.tag === "Chat")) registerOperation(chat, operation);
    await chat.register(chatRest, { chat: options.services.chat, sessions: options.services.sessions });
  });
  await app.register(accountRest, { services: options.services });
  await app.register(paymentRest, { services: options.services });
  await app.register(filesRest, { files: options.services.files, sessions: options.services.sessions });
  await app.register(projectsRest, { projects: options.services.projects, sessions: options.services.sessions });
  await app.register(sharingRest, { sharing: options.services.sharing });
  await app.register(importsRest, { imports: options.services.imports, sessions: options.services.sessions });
  await app.register(invoicesRest, { invoices: options.services.invoices, sessions: options.services.sessions });
  await app.register(docsRest, { appName: options.deps.config.APP_NAME, operations: API_OPERATIONS });
}
