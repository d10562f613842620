// The few parts of oidc-provider (a dev dependency without its own types) the tests use: tests/helpers/oidc-provider.ts.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    // biome-ignore lint/suspicious/noExplicitAny: Koa's context, which the tests touch only where they say.
    use(middleware: (ctx: any, next: () => Promise<void>) => Promise<void>): void;
  }
}
