// Whether a build output is missing or older than its sources, for `npm start` (scripts/start.mjs)
// and the test of the compiled server: both build only what changed.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when `output` does not exist or one of `inputs` (files or folders) changed after it was written. */
export function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
