import { z } from "zod";

/**
 * Free text from people and scripts, checked once here for every schema.
 * PostgreSQL refuses NUL in text (22021) and in JSON (22P05), and no other C0
 * control character has a use in a name, a title or a search: they are
 * refused with a 400 before any work is done (in chat, before the upstream
 * is paid for). Multi-line text keeps tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * Bidirectional overrides and isolates (U+202A–202E, U+2066–2069) make a
 * name or title display in another order than it is stored ("gpj.exe" shown
 * as "exe.jpg"); they are removed from names and titles.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

export function hasControlCharacters(text: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

export interface TextOptions {
  max: number;
  /** Keeps tab and line breaks (messages, descriptions). */
  multiline?: boolean;
  /** Names and titles: bidirectional controls are removed first. */
  stripBidi?: boolean;
}

function text(label: string, options: TextOptions, required: boolean) {
  const base = z.string({ error: required ? `${label} is required` : `${label} must be text` });
  const trimmed = (options.stripBidi ? base.overwrite(stripBidiControls) : base).trim();
  return (required ? trimmed.min(1, `${label} is required`) : trimmed)
    .regex(
      options.multiline ? MULTI_LINE : SINGLE_LINE,
      `${label} contains control characters that are not allowed: remove them and try again`,
    )
    .max(options.max, `${label} must be at most ${options.max} characters`);
}

// plainText and requiredText are named in vite.config.ts as pure: renaming them means renaming them there.

/** Optional or empty-allowed text: trimmed, free of control characters, at most `max` long. */
export function plainText(label: string, options: TextOptions) {
  return text(label, options, false);
}

/** Like plainText, and must not be empty: "Name is required" when missing or blank. */
export function requiredText(label: string, options: TextOptions) {
  return text(label, options, true);
}
