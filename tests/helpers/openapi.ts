import { expect } from "vitest";
import type { JsonSchema, OpenApiDocument } from "../../server/docs/openapi.document";
import { apiPath } from "../../server/docs/openapi.document";
import type { ApiOperation } from "../../server/docs/operation";
import type { TestApp } from "./app";

/** One operation as the served document shows it. */
export type DocOperation = {
  parameters?: Array<{ name: string; in: string; required: boolean; schema: JsonSchema; example?: unknown }>;
  requestBody?: { content: Record<string, { schema: JsonSchema; example: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema; example?: unknown }> }>;
  security?: Array<Record<string, string[]>>;
  operationId: string;
};

/** The document as the app serves it at /api/openapi.json. */
export async function servedDocument(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

export function documentedOperation(doc: OpenApiDocument, operation: ApiOperation): DocOperation {
  return (doc.paths[apiPath(operation)] as Record<string, DocOperation>)[operation.method] as DocOperation;
}

/** The data of each event of an OpenAI-style stream (`data: …` lines, no event names). */
export const dataEvents = (body: string) => [...body.matchAll(/^data: (.*)\n\n/gm)].map((match) => match[1] as string);
