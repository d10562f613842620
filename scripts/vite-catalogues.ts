// Compiles the message catalogues (client/**/messages/<locale>.json) at build time, so the browser
// gets ready-to-run messages and never loads an ICU parser (docs/decisions.md, D112).
import { readFileSync } from "node:fs";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

// A namespace's parts too (client/messages/account/en.json, client/features/pricing/messages/receipt/en.json),
// and client/messages/server/hi.json: the server's texts in Hindi (client/messages/server/index.ts).
export const CATALOGUE_FILE = /[\\/]messages[\\/](?:[a-z-]+[\\/])?(en|hi)\.json$/;

/** One catalogue's messages compiled; a message ICU cannot parse fails the build, naming its key. */
export function compileCatalogue(file: string): Record<string, unknown> {
  const source = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
      }
    }),
  );
}

export function catalogues(): Plugin {
  return {
    name: "nexgen-catalogues",
    enforce: "pre",
    load(id) {
      if (!CATALOGUE_FILE.test(id)) return null;
      this.addWatchFile(id);
      return { code: `export default ${JSON.stringify(compileCatalogue(id))};`, moduleType: "js" };
    },
  };
}
