import type pg from "pg";
import type { Db } from "./db";

/** What a claim found: the e-mail is this run's to send, another's (already sent), or no longer anyone's. */
export type Claim = "claimed" | "taken" | "gone";

/**
 * Sends an e-mail at most once. `claim` runs in a transaction on one connection (an insert or update that finds its
 * row already taken says so); the transaction commits only once the mail server has taken the mail, so a failed send
 * rolls the claim back to be retried, and a second run of the same e-mail waits on the claimed row, then finds it
 * taken. Used by the billing notices and the GST invoices.
 */
export async function sendOnce(
  db: Db,
  claim: (client: pg.PoolClient) => Promise<Claim>,
  send: () => Promise<unknown>,
): Promise<Claim | "sent"> {
  const client = await db.$pool.connect();
  let broken = false;
  // A connection cut off while checked out (a restart, an outage) errors on the client, which the pool no longer
  // listens to: heard here, and the client released as broken instead of an uncaught error.
  const lost = () => {
    broken = true;
  };
  client.on("error", lost);
  try {
    await client.query("begin");
    const claimed = await claim(client);
    if (claimed !== "claimed") {
      await client.query("rollback");
      return claimed;
    }
    await send();
    await client.query("commit");
    return "sent";
  } catch (error) {
    await client.query("rollback").catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.off("error", lost);
    client.release(broken);
  }
}
