import type { AnyProcedure, AnyRouter, inferRouterOutputs } from "@trpc/server";
import type { z } from "zod";
import type { ApiOperation, FileResponse, JsonResponse, RestRequest } from "./operation";

/**
 * The routers an area's operations call, by the names the app router mounts them at:
 * `{ chat: typeof chatRouter }`. An area types its operations against its own routers, so it
 * never imports server/router.ts (that would be a cycle); server/api-operations.ts checks,
 * above the areas, that the app router mounts each of them at that name.
 */
export type MountedRouters = { [name: string]: AnyRouter };

type PathsIn<Record, Prefix extends string> = {
  [K in keyof Record & string]: Record[K] extends AnyProcedure
    ? `${Prefix}${K}`
    : Record[K] extends AnyRouter
      ? PathsIn<Record[K]["_def"]["record"], `${Prefix}${K}.`>
      : PathsIn<Record[K], `${Prefix}${K}.`>;
}[keyof Record & string];

/** Every procedure of these routers by its dotted path, as the caller and `x-trpc-procedure` name it: "admin.models.create". */
export type ProcedurePath<Routers extends MountedRouters> = PathsIn<Routers, "">;

type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

export type ProcedureOutput<Routers extends MountedRouters, P extends string> = At<
  { [K in keyof Routers]: inferRouterOutputs<Routers[K]> },
  P
>;

/** What a value becomes on the wire: JSON.stringify writes a Date as its ISO string. */
export type Json<T> = T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? Json<Item>[]
      : { [K in keyof T]: Json<T[K]> };

type IsAny<T> = 0 extends 1 & T ? true : false;
/** Every key of every member of a union (`keyof` of a union keeps only the shared ones). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type PropOf<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/**
 * The fields a route sends that the documented response does not name, by path (`.conversation.extra`,
 * `.models[].secret`), or never. Assignability alone cannot see them: a value with more fields is still
 * assignable to a type with fewer, so this walks what is sent and looks each field up in the document.
 */
export type Undocumented<Sent, Doc, Path extends string = ""> =
  IsAny<Sent> extends true
    ? never
    : unknown extends Doc
      ? never
      : Sent extends readonly (infer Item)[]
        ? Undocumented<Item, Doc extends readonly (infer DocItem)[] ? DocItem : never, `${Path}[]`>
        : Sent extends object
          ? {
              [K in keyof Sent & string]: K extends KeysOf<Doc>
                ? Undocumented<Sent[K], PropOf<Doc, K>, `${Path}.${K}`>
                : `${Path}.${K}`;
            }[keyof Sent & string]
          : never;

/** A CSV export as the procedures return it; the route sends `csv` as a download named `filename`. */
interface CsvDownload {
  filename: string;
  csv: string;
}

/**
 * Why what a route sends (as JSON) and its documented response disagree, or never when they agree both ways:
 * the document accepts it (no documented field missing or of another type) and names every field of it (no
 * field sent that the document omits).
 */
export type ResponseMismatch<Schema extends z.ZodType, Sent> = [Json<Sent>] extends [z.input<Schema>]
  ? [Undocumented<Json<Sent>, z.input<Schema>>] extends [never]
    ? never
    : { documentedResponseOmits: Undocumented<Json<Sent>, z.input<Schema>> }
  : { documentedResponseDoesNotAccept: Json<Sent> };

/**
 * What restOperation returns: the operation when the documented response and what the route sends (the
 * procedure's output after `output`; for a CSV file, a `{ filename, csv }`) agree (ResponseMismatch), and
 * otherwise a type that no operation table takes, naming the problem, so the compiler points at the entry.
 * A check of types only: nothing runs for it.
 */
type Documented<Response, Sent> = Response extends FileResponse
  ? Sent extends CsvDownload
    ? ApiOperation
    : { csvDownloadNeeds: CsvDownload; procedureSends: Sent }
  : Response extends JsonResponse<infer Schema>
    ? [ResponseMismatch<Schema, Sent>] extends [never]
      ? ApiOperation
      : ResponseMismatch<Schema, Sent>
    : never;

/**
 * The same check for a hand route's JSON answer, beside its registration:
 * `true satisfies SentAsDocumented<typeof V1_MODELS, Awaited<ReturnType<OpenAiApiService["models"]>>>;`
 */
export type SentAsDocumented<Operation extends { response: unknown }, Sent> =
  Operation["response"] extends JsonResponse<infer Schema>
    ? [ResponseMismatch<Schema, Sent>] extends [never]
      ? true
      : ResponseMismatch<Schema, Sent>
    : never;

/**
 * An area's operations, remembering (in their type only) the routers they are typed against, so that
 * server/api-operations.ts can check that the app router mounts each under that name.
 */
export type OperationTable<Routers extends MountedRouters = MountedRouters> = readonly ApiOperation[] & {
  readonly routers?: Routers;
};

/**
 * The builders of an area's operation table, typed against the routers it calls (see MountedRouters):
 * `const { restOperation, handOperation, table } = operationsOf<{ chat: typeof chatRouter }>();`
 */
export function operationsOf<Routers extends MountedRouters>() {
  return {
    /** The area's list of operations, in the order the document shows them. */
    table: (operations: ApiOperation[]): OperationTable<Routers> => operations,
    /**
     * One REST operation served from the table: the procedure it calls, and only where REST differs from tRPC,
     * how the request becomes the input (by default the body, the query or the path parameters it documents,
     * body and path merged) and the output becomes the documented response.
     */
    restOperation<
      P extends ProcedurePath<Routers>,
      Response extends JsonResponse | FileResponse,
      Sent = ProcedureOutput<Routers, P>,
    >(
      operation: Omit<ApiOperation, "procedure" | "response" | "rest"> & {
        procedure: P;
        input?: (request: RestRequest) => unknown;
        output?: (output: ProcedureOutput<Routers, P>) => Sent;
        response: Response;
      },
    ): Documented<Response, Sent> {
      const { input, output, ...documented } = operation;
      return { ...documented, rest: { input, output } } as ApiOperation as Documented<Response, Sent>;
    },
    /**
     * An operation whose route is written by hand (a stream, the webhook, /v1, the zip): the route registers
     * itself at the entry's method and path (`handRoute`), so the path is written once.
     */
    handOperation<Operation extends Omit<ApiOperation, "procedure" | "rest"> & { procedure?: ProcedurePath<Routers> }>(
      operation: Operation,
    ): Operation {
      return operation;
    },
  };
}
