#!/usr/bin/env node
// Prisma's schema engine, for machines that cannot download the native binary.
//
// The Prisma CLI (migrate, db, studio's introspection) spawns the binary named
// by PRISMA_SCHEMA_ENGINE_BINARY as `<bin> --datamodels <file>... --datasource
// <json>` and talks newline-delimited JSON-RPC 2.0 over stdin/stdout. This
// script answers that protocol by driving @prisma/schema-engine-wasm (the same
// engine compiled to WebAssembly) through @prisma/adapter-pg.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import readline from "node:readline";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

// The result-wrapping binder the wasm engine expects, resolved from
// adapter-pg's own location so that both use the same copy.
const require = createRequire(import.meta.url);
const { bindMigrationAwareSqlAdapterFactory } = createRequire(require.resolve("@prisma/adapter-pg"))(
  "@prisma/driver-adapter-utils",
);

// Where the engine leaves a panic's message before throwing.
const panic = { message: "", set_message: (message) => (panic.message = message) };
globalThis.PRISMA_WASM_PANIC_REGISTRY = panic;

// The package's entry imports the .wasm file as an ES module, which Node 20
// only allows behind --experimental-wasm-modules: instantiate it by hand.
function loadWasm() {
  const file = new URL("schema_engine_bg.wasm", import.meta.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const module = new WebAssembly.Module(readFileSync(file));
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bindings;
}

const { values: args, positionals } = parseArgs({
  options: {
    version: { type: "boolean", short: "V" },
    datamodels: { type: "string", multiple: true },
    datasource: { type: "string" },
  },
  strict: false,
  allowPositionals: true,
});

if (args.version) {
  // `prisma -v` shows this line as the schema engine's version.
  console.log(`schema-engine-wasm ${loadWasm().version()}`);
  process.exit(0);
}

/** A connection string with another database name. */
function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.href;
}

/** adapter-pg's adapters, with the fixes the schema engine needs (see comments). */
function fixAdapter(adapter) {
  // Postgres' internal one-byte `"char"` type (OID 18: pg_class.relkind,
  // pg_constraint.contype, ...) is absent from adapter-pg's type map, so the
  // engine's introspection queries fail with "Unsupported column type". pg
  // already returns it as a string: report it as TEXT (OID 25).
  const patchIO = (queryable) => {
    const performIO = queryable.performIO.bind(queryable);
    queryable.performIO = async (query) => {
      const result = await performIO(query);
      // (A multi-statement script, as `db execute` sends, yields one result per statement.)
      const fields = [result].flat().flatMap((r) => r.fields);
      for (const field of fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
      return result;
    };
    return queryable;
  };
  patchIO(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (...a) => patchIO(await startTransaction(...a));
  // adapter-pg splits scripts on `;`, which breaks `$$ ... $$` bodies and
  // string literals. Send the script as one simple-protocol query, as the
  // native engine does (Postgres runs it as one implicit transaction).
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

function adapterFactory(datasource) {
  const factory = new PrismaPg({ connectionString: datasource.url });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => fixAdapter(await factory.connect()),
    // adapter-pg's own version spreads `database` next to `connectionString`,
    // where pg lets the connection string win: the "shadow" database would be
    // the main one, and migrate dev would reset it. Create a real one instead,
    // check that we are connected to it, and drop it when the engine is done.
    async connectToShadowDb() {
      if (datasource.shadowDatabaseUrl) {
        return fixAdapter(await new PrismaPg({ connectionString: datasource.shadowDatabaseUrl }).connect());
      }
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      const admin = new pg.Client({ connectionString: datasource.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const adapter = fixAdapter(
        await new PrismaPg({ connectionString: withDatabase(datasource.url, name) }).connect(),
      );
      const drop = async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.end();
      };
      const { rows } = await adapter.underlyingDriver().query("select current_database() as db");
      if (rows[0].db !== name) {
        await adapter.dispose();
        await drop();
        throw new Error(`Shadow database connection landed in "${rows[0].db}" instead of "${name}"`);
      }
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose(); // closes the pool first: Postgres refuses to drop a database in use
        await drop();
      };
      return adapter;
    },
  };
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.end();
}

async function createDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
  const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return { databaseName: name };
  } finally {
    await admin.end();
  }
}

function log(level, message) {
  // The CLI reads JSON log lines from stderr and quotes the last ERROR one.
  process.stderr.write(`${JSON.stringify({ level, fields: { message } })}\n`);
}

const datasource = JSON.parse(args.datasource ?? "{}");

// `<bin> --datasource <json> cli <command>`: one-shot commands the CLI runs
// before migrate dev (check the database exists, create it if not). On failure
// it parses stderr from the second line on, as JSON log lines, looking for an
// ERROR with an error_code.
if (positionals[0] === "cli") {
  log("INFO", "Starting schema-engine-wasm CLI");
  try {
    if (positionals[1] === "can-connect-to-database") await canConnect(datasource.url);
    else if (positionals[1] === "create-database") await createDatabase(datasource.url);
    else throw new Error(`Unsupported command: cli ${positionals[1]}`);
    process.exit(0);
  } catch (error) {
    const url = new URL(datasource.url);
    const where = `${url.hostname}:${url.port || 5432}`;
    const database = decodeURIComponent(url.pathname.slice(1));
    const [error_code, message] =
      error.code === "3D000" // invalid_catalog_name: the CLI answers P1003 with create-database
        ? ["P1003", `Database \`${database}\` does not exist on the database server at \`${where}\`.`]
        : ["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT"].includes(error.code)
          ? ["P1001", `Can't reach database server at \`${where}\`.`]
          : [undefined, error.message];
    process.stderr.write(
      JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields: { error_code, message } }),
    );
    process.exit(1);
  }
}

// Otherwise: a JSON-RPC server for one CLI command.
const datamodels = (args.datamodels ?? []).map((file) => [file, readFileSync(file, "utf8")]);
const { SchemaEngine } = loadWasm();

let enginePromise;
function engine() {
  enginePromise ??= SchemaEngine.new(
    { datamodels: datamodels.length ? datamodels : undefined },
    // Log lines come in the native engine's JSON format; the CLI reads them from stderr.
    (line) => process.stderr.write(`${line}\n`),
    bindMigrationAwareSqlAdapterFactory(adapterFactory(datasource)),
  );
  return enginePromise;
}

const methods = {
  createDatabase: (p) => createDatabase(p.datasource?.url ?? datasource.url),
  getDatabaseVersion: async () => (await engine()).version(),
  // The native engine sends a diff to the CLI as a `print` request (the CLI
  // writes it to stdout, or to --output); the wasm engine returns it instead.
  async diff(p) {
    const result = await (await engine()).diff(p);
    if (result.stdout)
      reply({ id: `print-${prints++}`, method: "print", params: { content: result.stdout.trimEnd() } });
    return { ...result, stdout: null };
  },
  // After applyMigrations has applied pending migrations, the wasm engine's
  // evaluateDataLoss fails with "PostgreSQL shadow DB must be provided through
  // an external factory" (migrate dev with pending migrations). Diagnosing the
  // history with the shadow database allowed first puts it back in order
  // (costs one replay of the migrations on a shadow database).
  async evaluateDataLoss(p) {
    const e = await engine();
    await e.diagnoseMigrationHistory({
      migrationsList: p.migrationsList,
      optInToShadowDatabase: true,
      filters: p.filters,
    });
    return e.evaluateDataLoss(p);
  },
};

async function call(method, params) {
  if (methods[method]) return methods[method](params ?? {});
  const e = await engine();
  if (typeof e[method] !== "function") throw new Error(`Unknown method ${method}`);
  return (await e[method](params ?? {})) ?? {};
}

function toRpcError(error) {
  // Known (user-facing) engine errors carry their Prisma code (P3005...) in
  // `code`; the CLI prints `data.error_code` above `data.message`, as for the native engine.
  const data = { message: error?.message ?? String(error), is_panic: false };
  if (/^P\d{4}$/.test(error?.code)) data.error_code = error.code;
  return { code: 4466, message: "An error happened. Check the data field for details.", data };
}

let prints = 0; // ids of our own requests to the CLI
const reply = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);

// wasm-bindgen raises some failures (a panic, params it cannot deserialize)
// outside the promise of the call. The engine is unusable afterwards: answer
// the pending request as a panic and exit like the native engine does (101).
let pending;
process.on("uncaughtException", (error) => {
  const message = `${error?.message ?? error} ${panic.message}`.trim();
  log("ERROR", message);
  if (pending !== undefined) reply({ id: pending, error: { code: 4466, message, data: { is_panic: true, message } } });
  process.exit(101);
});

// Requests are handled one at a time: the engine is not re-entrant.
let queue = Promise.resolve();
readline
  .createInterface({ input: process.stdin, crlfDelay: Infinity })
  .on("line", (line) => {
    if (!line.trim()) return;
    const request = JSON.parse(line);
    if (request.method === undefined) return; // a reply to a request of ours
    queue = queue.then(async () => {
      pending = request.id;
      try {
        reply({ id: request.id, result: await call(request.method, request.params) });
      } catch (error) {
        log("ERROR", error?.message ?? String(error));
        reply({ id: request.id, error: toRpcError(error) });
      }
      pending = undefined;
    });
  })
  // The CLI ends stdin (and sends SIGTERM) when it is done. The engine has
  // disposed of any shadow database by the time it answers a request.
  .on("close", () => queue.then(() => process.exit(0)));
