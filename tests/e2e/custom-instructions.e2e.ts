// Custom instructions (issue #33, docs/product/instructions.md), as a person uses them: in the profile's
// Instructions tab they write what the assistant should know and how it should answer (the count follows
// them), save, and the chat's next reply shows they went upstream (the fake OpenRouter answers "what-system"
// with the system messages it got); switched off, they stay in the form and the next turn sends none.
// Phone and desktop, English and Hindi, with no axe violation.
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();
const ABOUT = "I am a chartered accountant in Pune.";
const STYLE = "Answer in short bullet points.";

const opened: Array<{ page: Page; errors: string[] }> = [];
afterEach(async () => {
  for (const { page, errors } of opened.splice(0)) {
    await page.close();
    expect(errors).toEqual([]);
  }
});

async function signedIn({ hindi = false } = {}) {
  // bypassCSP: axe's source goes in as an inline script. Reduced motion: no transition caught half-way.
  const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, reducedMotion: "reduce", bypassCSP: true });
  opened.push({ page, errors: e2e.pageErrors(page) });
  if (hindi) await chooseHindi(page, baseUrl);
  await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  return page;
}

/** Asks the fake upstream what system messages came with the turn, in a new chat, and returns its answer. */
async function askWhatSystem(page: Page, { hindi = false } = {}) {
  await page.goto(`${baseUrl}/chat`);
  if (hindi) {
    await page.getByRole("textbox", { name: "संदेश", exact: true }).fill("what-system");
    await expect
      .poll(() => page.getByRole("button", { name: "भेजें", exact: true }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole("textbox", { name: "संदेश", exact: true }).press("Enter");
  } else await e2e.sendPrompt(page, "what-system");
  // The conversation by role alone: its name is translated too.
  const reply = page.getByRole("main").getByText(/^System: /);
  await reply.waitFor();
  return reply.innerText();
}

describe("custom instructions (issue #33)", () => {
  it("are written in the profile, sent with the chat's turns, and switched off without being lost", async () => {
    const page = await signedIn();
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("tab", { name: "Instructions" }).click();
    const about = page.getByRole("textbox", { name: "What should the assistant know about you?" });
    const style = page.getByRole("textbox", { name: "How should it answer?" });
    await about.fill(ABOUT);
    await page.getByText(`${ABOUT.length} / 1,500 characters`).waitFor();
    await style.fill(STYLE);
    const toggle = page.getByRole("switch", { name: "Use these instructions in new messages" });
    expect(await toggle.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Save instructions" }).click();
    await page.getByText("Custom instructions saved").waitFor();
    await e2e.screenshotSizes(page, "profile-instructions");
    await e2e.expectNoAxeViolations(page, "the Instructions tab");

    const sent = await askWhatSystem(page);
    expect(sent).toContain(ABOUT);
    expect(sent.indexOf(STYLE)).toBeGreaterThan(sent.indexOf(ABOUT));
    await e2e.screenshotSizes(page, "chat-custom-instructions");

    // Off: kept in the form, and the next turn carries no system message.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("tab", { name: "Instructions" }).click();
    await page.getByRole("switch", { name: "Use these instructions in new messages" }).uncheck();
    await page.getByText("Off: they are kept here but not sent.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Save instructions" }).click();
    await page.getByText("Custom instructions saved").waitFor();
    await page.reload();
    await page.getByRole("tab", { name: "Instructions" }).click();
    expect(await page.getByRole("textbox", { name: "What should the assistant know about you?" }).inputValue()).toBe(
      ABOUT,
    );
    expect(await page.getByRole("switch", { name: "Use these instructions in new messages" }).isChecked()).toBe(false);
    await e2e.screenshotSizes(page, "profile-instructions-off");
    expect(await askWhatSystem(page)).toBe("System: none");
  });

  it("read in Hindi, and what is written in Hindi goes upstream as written", async () => {
    const page = await signedIn({ hindi: true });
    await page.goto(`${baseUrl}/profile`);
    await expectHindi(page);
    await page.getByRole("tab", { name: "निर्देश" }).click();
    const about = page.getByRole("textbox", { name: "असिस्टेंट को आपके बारे में क्या पता होना चाहिए?" });
    await about.fill("मैं पुणे में चार्टर्ड अकाउंटेंट हूँ।");
    await page.getByText("/ 1,500 अक्षर", { exact: false }).first().waitFor();
    await page.getByRole("button", { name: "निर्देश सेव करें" }).click();
    await page.getByText("कस्टम निर्देश सेव हो गए").waitFor();
    await screenshotHindi(page, "profile-instructions");
    await e2e.expectNoAxeViolations(page, "the Instructions tab in Hindi");
    expect(await askWhatSystem(page, { hindi: true })).toContain("मैं पुणे में चार्टर्ड अकाउंटेंट हूँ।");
  });
});
