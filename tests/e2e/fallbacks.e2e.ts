// Fallbacks and model health (issue #34, docs/product/fallbacks.md), as a person sees them: a model that is
// down answers through its fallback, and the reply says which model answered and which was unavailable; once it
// has failed three times the model picker says it is temporarily unavailable. The admin's model dialog has the
// fallbacks in order. Phone and desktop, English and Hindi, with no axe violation.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { FAILING_MODEL, setupFailingModel } from "./failing-model";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();
const failModel = setupFailingModel();
const GPT_OSS = FAILING_MODEL;
const checkedPage = e2e.setupCheckedPages(browser);

async function signedIn(viewport: keyof typeof e2e.VIEWPORTS, { hindi = false } = {}) {
  const page = await checkedPage({ ...e2e.CHECKED_PAGE, viewport: e2e.VIEWPORTS[viewport] });
  if (hindi) await chooseHindi(page, baseUrl);
  await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  return page;
}

/** A new chat with gpt-oss-20b chosen by its address, one prompt sent; the reply's note once it is done. */
async function askGptOss(page: Page, prompt: string, send: string) {
  await page.goto(`${baseUrl}/chat?model=${encodeURIComponent(GPT_OSS)}`);
  const input = page.getByRole("main").getByRole("textbox").first();
  await input.fill(prompt);
  await expect.poll(() => page.getByRole("button", { name: send, exact: true }).isEnabled()).toBe(true);
  await input.press("Enter");
}

describe("fallbacks (issue #34)", () => {
  it("a model that is down answers through its fallback, and the reply and the picker say so", async () => {
    await failModel("503");
    const page = await signedIn("desktop");
    await askGptOss(page, "Namaste", "Send");
    const note = page.getByText("Answered by Grok 4 Fast — gpt-oss-20b was unavailable.");
    await note.waitFor({ timeout: 20_000 });
    await page.getByRole("main").getByText("Echo: Namaste").waitFor();
    await e2e.expectNoAxeViolations(page, "a reply answered by a fallback");
    await e2e.screenshot(page, "fallback-reply-desktop");

    // Two more failures mark it unavailable (three within a minute): the picker says so.
    for (const prompt of ["Again", "Once more"]) {
      await askGptOss(page, prompt, "Send");
      await page.getByRole("main").getByText(`Echo: ${prompt}`).waitFor({ timeout: 20_000 });
    }
    await page.getByRole("button", { name: /^Model/ }).click();
    const dialog = page.getByRole("dialog", { name: "Select Model" });
    await dialog.getByText("Temporarily unavailable: another model answers for now.").waitFor();
    await e2e.expectNoAxeViolations(page, "the picker with a model marked unavailable");
    await e2e.screenshot(page, "fallback-picker-desktop");

    // Marked: the next turn goes straight to the fallback, and says so.
    await page.keyboard.press("Escape");
    await askGptOss(page, "Straight there", "Send");
    await page.getByText("Answered by Grok 4 Fast — gpt-oss-20b was unavailable.").waitFor();
  });

  it("reads the same on a phone and in Hindi", async () => {
    const page = await signedIn("phone", { hindi: true });
    await askGptOss(page, "नमस्ते", "भेजें");
    await page.getByText("Grok 4 Fast ने जवाब दिया — gpt-oss-20b उस समय उपलब्ध नहीं था।").waitFor({ timeout: 20_000 });
    await expectHindi(page);
    await e2e.expectNoAxeViolations(page, "a fallback's note in Hindi on a phone");
    await screenshotHindi(page, "fallback-reply-phone");
  });

  it("the admin sets a model's fallbacks in order in its dialog", async () => {
    const page = await checkedPage();
    await e2e.logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/models`);
    await page.getByRole("button", { name: "Edit gpt-oss-20b" }).click();
    const dialog = page.getByRole("dialog");
    const group = dialog.getByRole("group", { name: "Fallbacks" });
    const slots = [1, 2, 3].map((n) => group.getByRole("combobox", { name: `Fallback ${n}` }));
    expect(await Promise.all(slots.map((slot) => slot.inputValue()))).toEqual([
      "x-ai/grok-4-fast:free",
      "nvidia/nemotron-nano-9b-v2:free",
      "deepseek/deepseek-chat-v3.1:free",
    ]);
    await slots[2]?.selectOption("");
    await group.scrollIntoViewIfNeeded();
    await e2e.expectNoAxeViolations(page, "the model dialog's fallbacks");
    await e2e.screenshot(page, "admin-model-fallbacks", { fullPage: false });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Edit gpt-oss-20b" }).click();
    expect(await page.getByRole("dialog").getByRole("combobox", { name: "Fallback 3" }).inputValue()).toBe("");
  });
});
