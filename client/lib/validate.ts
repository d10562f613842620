import type { ChangeEvent } from "react";
import type { z } from "zod";
import { localizeServerText } from "../messages/server";

/** A form's messages by field name ("form" for one about the whole input). */
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The first message per field. */
      errors: FieldErrors;
      /** Every message per field, e.g. all the rules a password breaks. */
      all: Partial<Record<string, string[]>>;
      /** Every message in the schema's order: what the server would list in its 400 (`errors`). */
      messages: string[];
    };

/**
 * A shared schema fetched when a form first needs it, for pages that must stay zod-free at first load
 * (zod is ~24 KB gzip of their 150 KB budget, docs/architecture.md#performance-budgets).
 */
export interface LazySchema<S extends z.ZodType> {
  load: () => Promise<S>;
  /** Starts fetching (e.g. on the first focus in the form) so that submitting does not wait. */
  prefetch: () => void;
}

/** Fetches once; a failed fetch (a stale tab after a deploy, the network) is tried again next time. */
export function lazySchema<S extends z.ZodType>(fetch: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | null = null;
  const load = () => {
    loading ??= fetch().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return { load, prefetch: () => void load().catch(() => {}) };
}

function check<S extends z.ZodType>(schema: S, values: z.input<S>): Validation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  const all: Partial<Record<string, string[]>> = {};
  // The shared schemas speak the server's English: shown in the reader's language (client/messages/server).
  const messages = parsed.error.issues.map((issue) => localizeServerText(issue.message));
  parsed.error.issues.forEach((issue, index) => {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    const message = messages[index] ?? issue.message;
    errors[field] ??= message;
    all[field] = [...(all[field] ?? []), message];
  });
  return { ok: false, errors, all, messages };
}

/**
 * The one check of every form: `values` against a shared schema (the one the server checks too), giving
 * the parsed data or the messages per field. A schema at hand answers at once; a lazy one after it
 * arrives, and if it cannot be fetched the values go out as they are and the server, which checks the
 * same rules, answers.
 */
export function validate<S extends z.ZodType>(schema: S, values: z.input<S>): Validation<z.output<S>>;
export function validate<S extends z.ZodType>(
  schema: LazySchema<S>,
  values: z.input<S>,
): Promise<Validation<z.output<S>>>;
export function validate<S extends z.ZodType>(
  schema: S | LazySchema<S>,
  values: z.input<S>,
): Validation<z.output<S>> | Promise<Validation<z.output<S>>> {
  if (!("prefetch" in schema)) return check(schema, values);
  return schema.load().then(
    (loaded) => check(loaded, values),
    (): Validation<z.output<S>> => ({ ok: true, data: values as z.output<S> }),
  );
}

/**
 * What ties a field to its form by the field's name: its value, its message and the form's one change
 * handler, which reads the name back from the event.
 */
export function fieldBinder<V extends { [K in keyof V]: string }, E extends HTMLInputElement | HTMLTextAreaElement>(
  values: V,
  errors: FieldErrors,
  onChange: (event: ChangeEvent<E>) => void,
) {
  return (name: keyof V & string) => ({ name, value: values[name], error: errors[name], onChange });
}

/**
 * Puts the focus on the first field, in the form's own order, that has a
 * message, so a keyboard or screen-reader user lands on what to fix. Returns
 * whether any field had one.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): boolean {
  const invalid = Object.keys(errors).filter((name) => errors[name]);
  if (invalid.length === 0) return false;
  const fields = form ? Array.from(form.elements) : [];
  const first = fields.find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && invalid.includes(element.getAttribute("name") ?? ""),
  );
  first?.focus();
  return true;
}

/** The per-field messages of a 400 from the server (tRPC's error data), to show beside the fields, in the reader's language. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const data = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> } } | null)?.data;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(data?.fieldErrors ?? {})) {
    if (messages?.[0]) errors[field] = localizeServerText(messages[0]);
  }
  return errors;
}

/** A form's messages as they are shown now: one the server's registry wrote follows a switch of language. */
export function localizeFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && localizeServerText(message)]),
  );
}
