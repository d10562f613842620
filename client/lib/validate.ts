import type { ChangeEvent } from "react";
import type { z } from "zod";

/** A form's messages by field name ("form" for one about the whole input). */
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors; all: Partial<Record<string, string[]>> };

/**
 * Checks `values` with a shared schema (the one the server checks too): the parsed data, or the first
 * message per field (and every message per field, for a list such as a password's broken rules).
 */
export function validate<S extends z.ZodType>(schema: S, values: z.input<S>): Validation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  const all: Partial<Record<string, string[]>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
    all[field] = [...(all[field] ?? []), issue.message];
  }
  return { ok: false, errors, all };
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

/** The per-field messages of a 400 from the server (tRPC's error data), to show beside the fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const data = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> } } | null)?.data;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(data?.fieldErrors ?? {})) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}
