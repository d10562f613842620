// Whether a wrong login's time tells if the account exists (README, "Security",
// "Enumeration"): wrong-password logins one at a time for accounts that exist
// and for ones that do not, people and administrators, interleaved so both see
// the same machine. The budget: the two medians within 10% of each other.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { hashPassword } from "../../server/core/passwords";
import type { startBenchEnv } from "./bench-env";
import { seedLoginUsers } from "./login";
import { ms, percentile } from "./stats";

type Env = Awaited<ReturnType<typeof startBenchEnv>>;

const PASSWORD = "Enumeration-Bench-123";
const ACCOUNTS = 50;
const BUDGET = 0.1;

async function seedAdmins(databaseUrl: string, count: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "Admin" (id, name, username, email, "passwordHash", "updatedAt")
       select gen_random_uuid()::text, 'Bench admin ' || n, 'bench_admin_' || n, 'bench-admin-' || n || '@example.com', $1, now()
       from generate_series(0, $2 - 1) as n
       on conflict do nothing`,
      [passwordHash, count],
    );
  } finally {
    await client.end();
  }
}

/** One wrong-password login; its latency in ms. */
async function wrongLogin(url: string, body: Record<string, string>) {
  const start = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 401) throw new Error(`wrong login answered ${response.status}`);
  return performance.now() - start;
}

interface Audience {
  name: string;
  url: string;
  existing: (index: number) => Record<string, string>;
  unknown: (index: number) => Record<string, string>;
}

export async function benchLoginEnumeration(env: Env, options: { perKind: number }) {
  await seedLoginUsers(env.databaseUrl, "enumeration", ACCOUNTS, PASSWORD);
  await seedAdmins(env.databaseUrl, ACCOUNTS);
  const wrong = "Not-The-Password-9";
  const audiences: Audience[] = [
    {
      name: "people (POST /api/users/login)",
      url: `${env.baseUrl}/api/users/login`,
      existing: (i) => ({ email: `enumeration${i % ACCOUNTS}@example.com`, password: wrong }),
      unknown: (i) => ({ email: `nobody-${process.pid}-${i}@example.com`, password: wrong }),
    },
    {
      name: "administrators (POST /api/admin/login)",
      url: `${env.baseUrl}/api/admin/login`,
      existing: (i) => ({ username: `bench_admin_${i % ACCOUNTS}`, password: wrong }),
      unknown: (i) => ({ username: `nobody_${process.pid}_${i}`, password: wrong }),
    },
  ];

  console.log(
    `\nWrong-password logins one at a time, ${options.perKind} for existing and ${options.perKind} for unknown accounts, alternating; budget: medians within ${BUDGET * 100}%`,
  );
  console.log("audience                                  existing p50   unknown p50   unknown/existing   budget");
  const results = [];
  for (const audience of audiences) {
    const existing: number[] = [];
    const unknown: number[] = [];
    // Warm-up: the first requests of each kind pay for JIT and connections.
    for (let i = 0; i < 10; i++) {
      await wrongLogin(audience.url, audience.existing(i));
      await wrongLogin(audience.url, audience.unknown(-i - 1));
    }
    for (let i = 0; i < options.perKind; i++) {
      // Alternate which goes first, so neither kind always follows the other.
      if (i % 2 === 0) {
        existing.push(await wrongLogin(audience.url, audience.existing(i)));
        unknown.push(await wrongLogin(audience.url, audience.unknown(i)));
      } else {
        unknown.push(await wrongLogin(audience.url, audience.unknown(i)));
        existing.push(await wrongLogin(audience.url, audience.existing(i)));
      }
    }
    const [known, missing] = [percentile(existing, 50), percentile(unknown, 50)];
    const ratio = missing / known;
    console.log(
      `${audience.name.padEnd(41)} ${ms(known).padStart(12)} ${ms(missing).padStart(13)} ${ratio.toFixed(3).padStart(18)}   ${Math.abs(ratio - 1) <= BUDGET ? "met" : "MISSED"}`,
    );
    results.push({ audience: audience.name, existing: known, unknown: missing, ratio });
  }
  return results;
}
