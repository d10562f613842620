// The admin System page (issue #34, docs/operations.md#system-page) after some traffic: a model that is down
// answers through its fallback (its note on the reply), fails often enough to trip its breaker (the model
// picker says it is temporarily unavailable, here on a phone in Hindi), and the System page shows its error
// rate and its breaker. Phone and desktop, English and Hindi, with no axe violation.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { api } from "./customers";
import { FAILING_MODEL, setupFailingModel } from "./failing-model";
import { chooseHindi, clippedText, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();
const failModel = setupFailingModel();
const GPT_OSS = FAILING_MODEL;
const checkedPage = e2e.setupCheckedPages(browser);

async function newPage(viewport: keyof typeof e2e.VIEWPORTS, { hindi = false } = {}) {
  const page = await checkedPage({ ...e2e.CHECKED_PAGE, viewport: e2e.VIEWPORTS[viewport] });
  if (hindi) await chooseHindi(page, baseUrl);
  return page;
}

/** The model's row in the System page's table, once the page shows it with its breaker open. */
async function markedRow(page: Page, breaker: RegExp) {
  const row = page.getByRole("row").filter({ hasText: "gpt-oss-20b" });
  await row.getByText(breaker).waitFor({ timeout: 20_000 });
  return row;
}

describe("the admin System page (issue #34)", () => {
  it("after a model fails: its fallback answers with a note, the picker marks it, the page shows its errors", async () => {
    // One answer from the model while it is well (unless an earlier journey's mark still skips it), then three
    // turns while it is down: each answered by its fallback, and the third (at the latest) trips its breaker.
    const page = await newPage("phone", { hindi: true });
    const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const turn = (message: string): Promise<{ aiMessage: { model: string; fallbackFrom: string | null } }> =>
      api(baseUrl, "/api/chat", person.token, { message, modelId: GPT_OSS });
    await turn("Well");
    await failModel("503");
    for (const message of ["One", "Two", "Three"]) {
      const { aiMessage } = await turn(message);
      expect(aiMessage).toMatchObject({ model: "x-ai/grok-4-fast:free", fallbackFrom: "gpt-oss-20b" });
    }

    // The person's side in Hindi, at once: the reply's note, and the picker saying the model is unavailable.
    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent(GPT_OSS)}`);
    const input = page.getByRole("main").getByRole("textbox").first();
    await input.fill("नमस्ते");
    await expect.poll(() => page.getByRole("button", { name: "भेजें", exact: true }).isEnabled()).toBe(true);
    await input.press("Enter");
    await page.getByText("Grok 4 Fast ने जवाब दिया — gpt-oss-20b उस समय उपलब्ध नहीं था।").waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: /^मॉडल/ }).click();
    const dialog = page.getByRole("dialog", { name: "मॉडल चुनें" });
    await dialog.getByText("अभी कुछ देर के लिए उपलब्ध नहीं: तब तक कोई दूसरा मॉडल जवाब देगा।").waitFor();
    await expectHindi(page);
    await e2e.expectNoAxeViolations(page, "the picker with a model marked unavailable, in Hindi on a phone");
    await screenshotHindi(page, "system-picker", { fullPage: false });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await e2e.expectNoAxeViolations(page, "a fallback's note in Hindi on a phone");
    await screenshotHindi(page, "system-fallback-reply");

    // The administrator's side: the figures of the last hour, with the breaker open (or, its minute over on a
    // slow machine, waiting for the next turn to try the model).
    const admin = await newPage("desktop");
    await e2e.logInAsAdmin(admin, baseUrl);
    await admin.getByRole("link", { name: "System" }).click();
    await admin.getByRole("heading", { name: "System", level: 1 }).waitFor();
    const row = await markedRow(admin, /^Unavailable until |^Being tried again$/);
    // At least one of its attempts failed: its error rate is above 0%, its errors say why.
    expect(await row.innerText()).not.toMatch(/(^|\s)0%(\s|$)/);
    await row.getByText(/Unavailable: \d+/).waitFor();
    await row.getByText(/moved to a fallback/).waitFor();
    const errorRate = admin.getByRole("region", { name: "The last hour" }).getByText(/of \d+ upstream calls failed/);
    expect(await errorRate.innerText()).not.toMatch(/^0 of/);
    await admin.getByRole("row").filter({ hasText: "Answered this page" }).waitFor();
    await e2e.screenshotSizes(admin, "admin-system", {
      check: (size) => e2e.expectNoAxeViolations(admin, `the System page at ${size} size`),
    });
    // A laptop's narrower panel: the models table still fits without a scrolling region.
    await admin.setViewportSize(e2e.PHONE_AND_LAPTOP.laptop);
    await e2e.expectNoAxeViolations(admin, "the System page at laptop size");

    // The same page in Hindi, at both sizes.
    const hindi = await newPage("desktop", { hindi: true });
    await hindi.goto(`${baseUrl}/admin/login`);
    await hindi.getByRole("textbox", { name: "यूज़रनेम" }).fill("admin");
    await hindi.locator('input[name="password"]').fill("Harbour-Lantern-2026!");
    await hindi.getByRole("button", { name: "लॉग इन करें", exact: true }).click();
    await hindi.getByText("नमस्ते,").waitFor();
    await hindi.goto(`${baseUrl}/admin/system`);
    await hindi.getByRole("heading", { name: "सिस्टम", level: 1 }).waitFor();
    await markedRow(hindi, /तक उपलब्ध नहीं$|^फिर से आज़माया जा रहा है$/);
    await expectHindi(hindi);
    await e2e.screenshotSizes(hindi, "admin-system-hi", {
      check: async (size) => {
        expect(await clippedText(hindi), `the System page in Hindi at ${size} size`).toEqual([]);
        await e2e.expectNoAxeViolations(hindi, `the System page in Hindi at ${size} size`);
      },
    });
  }, 300_000);
});
