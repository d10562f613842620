import type { Config } from "./config";
import type { Db } from "./lib/db";
import type { TokenService } from "./lib/tokens";
import { createSessionService } from "./modules/auth/session.service";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { createContactService } from "./modules/contact/contact.service";

/** What the outside world hands the app; tests pass real local stand-ins. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
}

export function createServices(deps: AppDeps) {
  return {
    sessions: createSessionService(deps),
    catalog: createCatalogService(deps),
    contact: createContactService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
