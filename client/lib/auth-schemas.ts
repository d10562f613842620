import type { z } from "zod";
import { type Validation, validate } from "./validate";

type AuthSchemas = typeof import("#shared/auth");

/*
 * The account forms (sign-in, sign-up, password reset, the profile's name)
 * validate with the server's own zod schemas (shared/auth), but zod costs
 * ~24 KB gzip: imported statically it would push the first load of /login
 * and /profile past the 150 KB budget of the public pages (docs/architecture.md#performance-budgets). So
 * the schemas arrive on demand (a form prefetches them on first focus); the
 * code constants the screens need at once come from the zod-free shared/otp.
 */

let loading: Promise<AuthSchemas> | null = null;

function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import("#shared/auth").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts fetching the schemas early (e.g. on the first focus in a form) so submitting does not wait. */
export function prefetchAuthSchemas(): void {
  loadAuthSchemas().catch(() => {});
}

/**
 * Checks `values` with a shared schema: the parsed data, or the first message
 * per field. If the schemas cannot be loaded (a stale tab after a deploy) the
 * values go out as they are and the server, which checks the same rules, answers.
 */
export async function validateWith<S extends z.ZodType>(
  pick: (schemas: AuthSchemas) => S,
  values: z.input<S>,
): Promise<Validation<z.output<S>>> {
  let schema: S;
  try {
    schema = pick(await loadAuthSchemas());
  } catch {
    return { ok: true, data: values as z.output<S> };
  }
  return validate(schema, values);
}
