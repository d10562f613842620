import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// Files people download are named and dated in India's time, like the rest of the product (README "My data").
const t = setupTestApp();

/** 20:00 UTC on 25 November is 01:30 on the 26th in India: the two calendars name different days. */
const EVENING_IN_UTC = Date.parse("2026-11-25T20:00:00.000Z");
/** The minutes a slow run may take after the clock is set (the clock keeps running). */
const INDIA_TIME = /2026-11-26 01:[3-5]\d IST/;

const filename = (response: { headers: Record<string, unknown> }) =>
  /filename="([^"]+)"/.exec(String(response.headers["content-disposition"]))?.[1];

describe("exports at an hour when UTC and India have different dates", () => {
  it("name the data zip, its conversation files and the admin CSVs by India's day, and time the Markdown in IST", async () => {
    const person = await signUp(t);
    const adminToken = await signInAdmin(t, "ist-exports");
    t.clock.advance(EVENING_IN_UTC - t.clock.now().getTime());

    const turn = await post(t, "/api/chat", { message: "Trip to Goa", modelId: "x-ai/grok-4-fast:free" }, person.token);
    expect(turn.statusCode, turn.body).toBe(200);

    const zip = await get(t, "/api/users/export", person.token);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(filename(zip)).toBe("nexgen-data-2026-11-26.zip");
    const files = unzipSync(zip.rawPayload);
    expect(Object.keys(files)).toContain("conversations/2026-11-26-trip-to-goa.md");
    const markdown = strFromU8(files["conversations/2026-11-26-trip-to-goa.md"] as Uint8Array);
    expect(markdown).toMatch(new RegExp(`- Started: ${INDIA_TIME.source}\n`));
    expect(markdown).toMatch(new RegExp(`\\*\\*You\\*\\* · ${INDIA_TIME.source}`));
    expect(markdown).not.toContain("UTC");
    expect(strFromU8(files["README.txt"] as Uint8Array)).toMatch(new RegExp(`Exported ${INDIA_TIME.source}\\.`));

    for (const list of ["users", "payments"]) {
      const csv = await get(t, `/api/admin/${list}/export.csv`, adminToken);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(filename(csv)).toBe(`${list}-2026-11-26.csv`);
    }
  });
});
