import { lazySchema, validate } from "../../../lib/validate";

// The profile name's check, apart from the page: it loads when editing starts (profile-page.tsx), and the
// server's schema (with zod) when it is first needed, so /profile's first render waits for neither
// (docs/architecture.md#performance-budgets).
const nameSchema = lazySchema(() => import("#shared/auth").then((schemas) => schemas.updateProfileInput));

/** Starts fetching the schema, so that saving does not wait for it. */
export function prefetchNameSchema(): void {
  nameSchema.prefetch();
}

/** The name against the schema the server checks it with. */
export function checkName(values: { name: string }) {
  return validate(nameSchema, values);
}
