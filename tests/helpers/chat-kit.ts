// The chat area's pieces on a real PostgreSQL and a fake upstream, for their own tests
// (server/areas/chat/*.test.ts): no app, no HTTP in front, one or two "instances" on one database.

import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createCustomInstructions } from "../../server/areas/account/custom-instructions.service";
import { createCatalogService, seedCatalog } from "../../server/areas/catalog/catalog.service";
import { createAdmissionGate } from "../../server/areas/chat/admission";
import { createChatService } from "../../server/areas/chat/chat.service";
import { createFileDeletions } from "../../server/areas/files/file-deletions";
import { createFileUrls } from "../../server/areas/files/file-url";
import { createFilesService } from "../../server/areas/files/files.service";
import { createUsageService } from "../../server/areas/usage/usage.service";
import { createWorkspaceAccess } from "../../server/areas/workspaces/access";
import { type ChangeBus, createChangeBus } from "../../server/core/change-bus";
import type { UserViewer } from "../../server/core/session.service";
import { createOpenRouterProvider } from "../../server/lib/ai-provider";
import { createDiskFileStore } from "../../server/lib/file-store";
import { type RateLimiter, unlimited } from "../../server/lib/rate-limit";
import type { Role } from "../../shared/roles";
import { createTestDatabase, type TestDatabase } from "./database";
import { type FakeOpenRouter, startFakeOpenRouter } from "./fake-openrouter";

export const silentLog = { info() {}, warn() {}, error() {} };
export const FREE_MODEL = "x-ai/grok-4-fast:free";
export const ENTERPRISE_MODEL = "qwen/qwen3-235b-a22b:free";

export interface ChatKit {
  database: TestDatabase;
  upstream: FakeOpenRouter;
  /** A change bus of its own (one per instance): listening, as in production. */
  bus(): Promise<ChangeBus>;
  /** A person in the database, as the session cache would present them. */
  user(role?: Role): Promise<UserViewer>;
  /** One instance's chat service on its own bus. */
  instance(options?: { capacity?: number; flushMs?: number; limiter?: RateLimiter; now?: () => Date }): Promise<{
    bus: ChangeBus;
    chat: ReturnType<typeof createChatService>;
  }>;
  provider(): ReturnType<typeof createOpenRouterProvider>;
  /** The catalogue, usage and files services the chat area uses (through their ports), on a bus. */
  services(
    bus: ChangeBus,
    options?: { admitFromMemoryMs?: number },
  ): {
    catalog: ReturnType<typeof createCatalogService>;
    usage: ReturnType<typeof createUsageService>;
    files: ReturnType<typeof createFilesService>;
  };
}

/** Sets up the kit for a test file; read it inside tests. */
export function setupChatKit(): ChatKit {
  const buses: Array<{ close(): Promise<void> }> = [];
  const kit = {} as ChatKit;
  beforeAll(async () => {
    kit.database = await createTestDatabase();
    await seedCatalog(kit.database.db);
    kit.upstream = await startFakeOpenRouter();
    const db = kit.database.db;
    kit.bus = async () => {
      const bus = createChangeBus({ db, log: silentLog });
      buses.push(bus);
      await bus.ready;
      return bus;
    };
    kit.provider = () =>
      createOpenRouterProvider({
        baseUrl: kit.upstream.baseUrl,
        apiKey: "test",
        appName: "NexGen AI",
        appOrigin: "http://localhost",
        idleTimeoutMs: 10_000,
        totalTimeoutMs: 30_000,
        retryDelayMs: 10,
      });
    kit.user = async (role = "starter") => {
      const name = `u${randomUUID().slice(0, 8)}`;
      const row = await db.user.create({
        data: { name, username: name, email: `${name}@example.com`, passwordHash: "x", role },
        select: { id: true },
      });
      return { kind: "user", id: row.id, sessionId: randomUUID(), name, email: `${name}@example.com`, role };
    };
    kit.services = (bus, options = {}) => {
      const admitFromMemoryMs = options.admitFromMemoryMs ?? 60_000;
      const usage = createUsageService({ db, bus, now: () => new Date(), log: silentLog, admitFromMemoryMs });
      const store = createDiskFileStore(mkdtempSync(path.join(os.tmpdir(), "nexgen-kit-files-")));
      const files = createFilesService({
        db,
        store,
        usage,
        urls: createFileUrls("chat-kit-file-url-key", () => new Date()),
        deletions: createFileDeletions({ db, store, now: () => new Date(), log: silentLog }),
        now: () => new Date(),
      });
      return { catalog: createCatalogService({ db, bus }), usage, files };
    };
    kit.instance = async (options = {}) => {
      const bus = await kit.bus();
      const { catalog, usage, files } = kit.services(bus);
      const chat = createChatService({
        db,
        bus,
        files,
        instructions: createCustomInstructions({ db, bus }).forTurn,
        ai: kit.provider(),
        catalog,
        usage,
        seatFor: createWorkspaceAccess({ db, bus, now: options.now ?? (() => new Date()) }).seatFor,
        limiter: options.limiter ?? unlimited,
        gate: createAdmissionGate({ capacity: options.capacity ?? 10, timeoutMs: 2_000 }),
        leaseMs: 60_000,
        now: options.now ?? (() => new Date()),
        log: silentLog,
        flushMs: options.flushMs ?? 200,
      });
      return { bus, chat };
    };
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await kit.upstream?.close();
    await kit.database?.drop();
  });
  return kit;
}

/** Every notification on the change bus's channel while it listens, for counting what was announced. */
export async function listenToChanges(database: TestDatabase) {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: database.url });
  await client.connect();
  const heard: Array<[topic: string, payload: string]> = [];
  client.on("notification", (message) => {
    const body = JSON.parse(message.payload ?? "{}") as { changes?: Array<[string, string]> };
    heard.push(...(body.changes ?? []));
  });
  await client.query("listen nexgen_changes");
  return {
    heard,
    about: (id: string) => heard.filter(([, payload]) => payload === id),
    close: () => client.end(),
  };
}
