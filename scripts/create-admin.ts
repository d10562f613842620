// `npm run admin:create -- --username <name> [--name "Full Name"] [--email a@b.c]`
// Asks for the password (not echoed), or reads it from standard input when
// piped: `echo 'S3cure-pass!' | npm run admin:create -- --username ops`.

import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { ensureAdmin } from "../server/areas/admin/admin-auth.service";
import { passwordIssues } from "../server/core/passwords";
import { createDb } from "../server/lib/db";
import { applyMigrations } from "../server/lib/migrate";
import { openAppDatabase, REPO_ROOT } from "./app-database";

const { values } = parseArgs({
  options: { username: { type: "string" }, name: { type: "string" }, email: { type: "string" } },
});
if (!values.username) {
  console.error('Usage: npm run admin:create -- --username <name> [--name "Full Name"] [--email you@example.com]');
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.split("\n")[0]?.trim() ?? "";
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question);
      // Hide what is typed.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
      rl.question("", (answer) => {
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Repeat password: ");
  rl.close();
  if (first !== second) {
    console.error("The passwords do not match.");
    process.exit(1);
  }
  return first;
}

const password = await readPassword();
// The same policy as every password form (users' and admins'), checked before the database starts.
const issues = passwordIssues(password, { username: values.username, email: values.email, name: values.name });
if (issues.length > 0) {
  console.error(`The password does not meet the requirements:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
  process.exit(1);
}
const database = await openAppDatabase();
await applyMigrations(database.url, path.join(REPO_ROOT, "prisma", "migrations"));
const db = createDb(database.url, { max: 2 });
try {
  const { created } = await ensureAdmin(db, {
    username: values.username,
    password,
    name: values.name,
    email: values.email,
  });
  console.log(
    created ? `Administrator "${values.username}" created.` : `Administrator "${values.username}" already exists.`,
  );
} finally {
  await db.$disconnect();
  await database.stop();
}
