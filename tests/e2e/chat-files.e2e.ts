// Files and images in the chat (issue #30), as a person uses them: a screenshot pasted and asked about, a PDF
// attached through the paper clip and quoted in the answer, the refusal of a model that cannot see images
// and its one-click switch, and an earlier conversation opened again with its thumbnails; each at a phone's
// and a desktop's size, in English and in Hindi, with no axe violation. The server stores the files for
// real (DATA_DIR's file store) and the fake OpenRouter answers with what it was sent.
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { attach, drop, paste, pdfWith, screenshotPng } from "./files-kit";
import { chooseHindi, clippedText, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// bypassCSP: axe's source goes in as an inline script. Reduced motion: no transition caught half-way.
const OPTIONS: BrowserContextOptions = { viewport: e2e.VIEWPORTS.desktop, reducedMotion: "reduce", bypassCSP: true };
const LONG = 150_000;

const opened: Array<{ page: Page; errors: string[] }> = [];

// Whatever a test did, its pages threw nothing uncaught, and they close even when it failed.
afterEach(async () => {
  for (const { page, errors } of opened.splice(0)) {
    await page.close();
    expect(errors).toEqual([]);
  }
});

async function openChat({ hindi = false } = {}) {
  const page = await browser.newPage(OPTIONS);
  opened.push({ page, errors: e2e.pageErrors(page) });
  if (hindi) await chooseHindi(page, baseUrl);
  await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  await page.goto(`${baseUrl}/chat`);
  if (hindi) await expectHindi(page);
  else await page.getByText("Current model:").waitFor();
  return page;
}

const sendEnabled = (page: Page, name = "Send") => page.getByRole("button", { name, exact: true }).isEnabled();

/** The model selector's dialog: picks `model` by name. */
async function chooseModel(page: Page, model: RegExp, { header = /^Model /, dialog = "Select Model" } = {}) {
  await page.getByRole("button", { name: header }).click();
  await page.getByRole("dialog", { name: dialog }).getByRole("button", { name: model }).click();
}

/** The signed address of an image on screen answers with an image, without a token. */
async function expectImageLoads(link: ReturnType<Page["getByRole"]>) {
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/files\/[0-9a-f-]+\/content\?expires=\d+&signature=/);
  const response = await fetch(`${baseUrl}${href}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^image\//);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  await expect
    .poll(() => link.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

describe("files and images in the chat (issue #30)", () => {
  it(
    "pastes a screenshot, asks about it, and sees it again when the conversation is opened later",
    async () => {
      const page = await openChat();
      const chat = e2e.chatMessages(page);
      await paste(page, "Message", { name: "error.png", type: "image/png", bytes: await screenshotPng() });
      // A thumbnail in the tray with its remove button, and the upload announced when done.
      await page
        .getByRole("list", { name: "Attached files" })
        .getByRole("button", { name: "Remove error.png" })
        .waitFor();
      await page.getByRole("status").filter({ hasText: "error.png uploaded" }).waitFor();
      await e2e.promptInput(page).fill("What does this screenshot show?");
      await expect.poll(() => sendEnabled(page), { timeout: 15_000 }).toBe(true);
      await e2e.screenshotSizes(page, "chat-files-pasted", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the composer with a pasted screenshot");
      // The narrowest phone the product is made for: nothing cut, nothing pushing the page sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await clippedText(page)).toEqual([]);
      await e2e.screenshot(page, "chat-files-pasted-360", { fullPage: false });
      await page.setViewportSize(e2e.VIEWPORTS.desktop);

      await e2e.promptInput(page).press("Enter");
      await chat.getByText(/^Echo: What does this screenshot show\?/).waitFor();
      const thumbnail = chat.getByRole("link", { name: "Open error.png in a new tab" });
      await expectImageLoads(thumbnail);
      expect(await thumbnail.getAttribute("target")).toBe("_blank");
      // The tray emptied with the question.
      expect(await page.getByRole("list", { name: "Attached files" }).count()).toBe(0);
      await e2e.screenshotSizes(page, "chat-files-asked", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "a question with its screenshot");
      const conversation = new URL(page.url()).pathname;

      // Later: a new chat, then the conversation again from the history, thumbnail and all.
      await page.getByRole("button", { name: "New Chat", exact: true }).click();
      await page.getByText("Start a conversation with our AI models.").waitFor();
      await page
        .getByRole("complementary", { name: "Chat History" })
        .getByRole("navigation", { name: "Conversations" })
        .getByRole("link", { name: /What does this screenshot show/ })
        .click();
      await page.waitForURL(`${baseUrl}${conversation}`);
      await expectImageLoads(chat.getByRole("link", { name: "Open error.png in a new tab" }));
      await e2e.screenshotSizes(page, "chat-files-reopened", { fullPage: false });
    },
    LONG,
  );

  it(
    "attaches a PDF through the paper clip and gets an answer quoting it",
    async () => {
      const page = await openChat();
      const chat = e2e.chatMessages(page);
      const lease = pdfWith(["Leave and licence agreement", "The monthly rent is Rs 18,500, due on the 5th."]);
      await attach(page, "Attach files", [{ name: "lease.pdf", mimeType: "application/pdf", buffer: lease }]);
      const chip = page
        .getByRole("list", { name: "Attached files" })
        .getByRole("listitem")
        .filter({ hasText: "lease.pdf" });
      await chip.getByText(/^PDF · \d/).waitFor();
      await e2e.promptInput(page).fill("What is the monthly rent in this lease?");
      await expect.poll(() => sendEnabled(page), { timeout: 15_000 }).toBe(true);
      await e2e.promptInput(page).press("Enter");
      // The document's text reached the model with its page marker: the answer quotes it.
      await chat.getByText(/Rs 18,500, due on the 5th/).waitFor();
      const download = chat.getByRole("link", { name: /^lease\.pdf PDF · .+ Download$/ });
      await download.waitFor();
      const response = await fetch(`${baseUrl}${await download.getAttribute("href")}`);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
      await e2e.screenshotSizes(page, "chat-files-pdf", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "a question with a PDF and its answer");

      // Notes longer than a turn may send: the answer says it read only their first part.
      const notes = Array.from({ length: 2500 }, (_, line) => `Line ${line + 1}: site visit notes.`).join("\n");
      await attach(page, "Attach files", [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from(notes) }]);
      await page.getByRole("status").filter({ hasText: "notes.txt uploaded" }).waitFor();
      await e2e.promptInput(page).fill("Summarise these notes");
      await expect.poll(() => sendEnabled(page), { timeout: 15_000 }).toBe(true);
      await e2e.promptInput(page).press("Enter");
      const cut = chat.getByText("A long document was cut to fit: this answer read only its first part.");
      await cut.waitFor();
      await page.getByRole("button", { name: "Stop", exact: true }).waitFor({ state: "hidden" });
      // Still said once the turn has ended and the screen shows the server's view of it.
      await cut.waitFor();
    },
    LONG,
  );

  it(
    "refuses what cannot be attached, with the reason beside the file until dismissed",
    async () => {
      const page = await openChat();
      await attach(page, "Attach files", [
        {
          name: "logo.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        },
        // HTML under an image's name and type: only the server, reading the bytes, can tell.
        { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<!doctype html><p>not a picture</p>") },
      ]);
      const tray = page.getByRole("list", { name: "Attached files" });
      await tray.getByText("Only images (PNG, JPEG, WebP, GIF), PDFs and text files can be attached.").waitFor();
      // The server's refusal, in its own words (the registry's), beside the file it refused.
      await tray
        .getByRole("listitem")
        .filter({ hasText: "photo.png" })
        .getByText(/^This file cannot be attached\. Attach PNG, JPEG, WebP or GIF images/)
        .waitFor();
      await e2e.screenshotSizes(page, "chat-files-refused", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "refused files in the tray");
      await tray.getByRole("button", { name: "Dismiss the refusal of logo.svg" }).click();
      await tray.getByRole("button", { name: "Dismiss the refusal of photo.png" }).click();
      await tray.waitFor({ state: "detached" });

      // A spreadsheet dropped onto the chat: the hint while it is over it, then a chip like any other.
      await drop(
        page,
        { name: "sales.csv", type: "text/csv", bytes: Buffer.from("month,sales\nJan,120\n") },
        async () => {
          await page.getByText("Drop files to attach them").waitFor();
          await e2e.screenshotSizes(page, "chat-files-drop", { fullPage: false });
        },
      );
      await page.getByText("Drop files to attach them").waitFor({ state: "detached" });
      await tray
        .getByRole("listitem")
        .filter({ hasText: "sales.csv" })
        .getByText(/^CSV · /)
        .waitFor();
      await page.getByRole("status").filter({ hasText: "sales.csv uploaded" }).waitFor();
      // Removed before sending: the keyboard carries on in the message box.
      await tray.getByRole("button", { name: "Remove sales.csv" }).click();
      await page.getByRole("status").filter({ hasText: "sales.csv removed" }).waitFor();
      expect(await e2e.promptInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
    },
    LONG,
  );

  it(
    "keeps the paper clip's tooltip off the reasons, and sends a failed upload again with Retry",
    async () => {
      const page = await openChat();
      // The first upload's connection drops; the next ones go through.
      let dropped = 0;
      await page.route("**/api/files", (route) =>
        route.request().method() === "POST" && dropped++ === 0 ? route.abort("connectionreset") : route.continue(),
      );
      const clip = page.getByRole("button", { name: "Attach files", exact: true });
      const tooltipShown = () =>
        clip.evaluate((button) => {
          const tip = getComputedStyle(button, "::after");
          return tip.display !== "none" && tip.opacity !== "0";
        });
      await clip.hover();
      await expect.poll(tooltipShown).toBe(true);
      await attach(page, "Attach files", [
        {
          name: "logo.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        },
        { name: "lease.pdf", mimeType: "application/pdf", buffer: pdfWith(["The monthly rent is Rs 18,500."]) },
      ]);
      const tray = page.getByRole("list", { name: "Attached files" });
      const failed = tray.getByRole("listitem").filter({ hasText: "lease.pdf" });
      await failed.getByText("Could not upload. Check your connection and try again.").waitFor();
      await tray.getByText("Only images (PNG, JPEG, WebP, GIF), PDFs and text files can be attached.").waitFor();
      // The pointer is still on the clip, which keeps its tooltip closed: it would cover the first reason.
      expect(await tooltipShown()).toBe(false);
      // Only the failure is offered again: the SVG would be refused again.
      expect(await tray.getByRole("button", { name: /^Retry uploading/ }).count()).toBe(1);
      await e2e.screenshot(page, "chat-files-retry-clip-hovered", { fullPage: false });
      // Resizing moves the clip from under the pointer and back, which opens its tooltip again: the pointer goes.
      await e2e.promptInput(page).hover();
      await e2e.screenshotSizes(page, "chat-files-retry", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "a failed upload with Retry");

      await failed.getByRole("button", { name: "Retry uploading lease.pdf" }).click();
      await page.getByRole("status").filter({ hasText: "lease.pdf uploaded" }).waitFor();
      await failed.getByText(/^PDF · \d/).waitFor();
      expect(dropped).toBe(2);
      // The tooltip comes back the next time the pointer comes to the clip.
      await e2e.promptInput(page).hover();
      await clip.hover();
      await expect.poll(tooltipShown).toBe(true);

      // From the keyboard: the clip keeps its focus after the picker, and its tooltip stays closed.
      await clip.focus();
      await expect.poll(tooltipShown).toBe(true);
      const chooser = page.waitForEvent("filechooser");
      // On the clip itself: a re-render of the composer meanwhile (the day's usage refreshed) must not send the
      // key to the page instead.
      await clip.press("Enter");
      await (await chooser).setFiles([
        { name: "tool.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") },
      ]);
      await tray.getByRole("listitem").filter({ hasText: "tool.exe" }).waitFor();
      expect(await clip.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await tooltipShown()).toBe(false);

      // In Hindi: the failed chip's words and its button.
      const hindi = await openChat({ hindi: true });
      await hindi.route("**/api/files", (route) => route.abort("connectionreset"));
      await attach(hindi, "फ़ाइलें जोड़ें", [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("rent") }]);
      await hindi.getByRole("button", { name: "notes.txt फिर से अपलोड करें" }).waitFor();
      await screenshotHindi(hindi, "chat-files-retry", { fullPage: false });
      await e2e.expectNoAxeViolations(hindi, "a failed upload with Retry in Hindi");
    },
    LONG,
  );

  it(
    "says a model cannot see images before sending, and switches to one in one click",
    async () => {
      const page = await openChat();
      await chooseModel(page, /^Nemotron Nano 9B V2/);
      await page.getByRole("button", { name: /^Model Nemotron Nano 9B V2/ }).waitFor();
      await paste(page, "Message", { name: "error.png", type: "image/png", bytes: await screenshotPng() });
      await e2e.promptInput(page).fill("What does this error mean?");
      const notice = page.getByRole("status").filter({
        hasText: "Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast.",
      });
      await notice.waitFor();
      await page.getByRole("status").filter({ hasText: "error.png uploaded" }).waitFor();
      // Nothing goes to a model that would not see the picture.
      expect(await sendEnabled(page)).toBe(false);
      await e2e.screenshotSizes(page, "chat-files-vision-refused", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the vision refusal");

      await notice.getByRole("button", { name: "Switch to Grok 4 Fast" }).click();
      await page.getByRole("button", { name: /^Model Grok 4 Fast/ }).waitFor();
      await notice.waitFor({ state: "detached" });
      await expect.poll(() => sendEnabled(page)).toBe(true);
      await e2e.promptInput(page).press("Enter");
      await e2e
        .chatMessages(page)
        .getByText(/^Echo: What does this error mean\?/)
        .waitFor();
    },
    LONG,
  );

  it(
    "shows the server's refusal the same way when the catalogue on screen is older than the admin's change",
    async () => {
      const page = await openChat();
      // This page read the catalogue before Nemotron was (wrongly) said to see images, then set right again:
      // the page lets the question go, and the server is what refuses it, before anything reaches the model.
      await page.route(
        (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes("catalog.list"),
        async (route) => {
          const response = await route.fetch();
          const claim = (value: unknown): unknown => {
            if (Array.isArray(value)) return value.map(claim);
            if (!value || typeof value !== "object") return value;
            const entries = Object.entries(value).map(([key, inner]) => [key, claim(inner)]);
            const object = Object.fromEntries(entries) as Record<string, unknown>;
            return object.modelId === "nvidia/nemotron-nano-9b-v2:free" ? { ...object, vision: true } : object;
          };
          await route.fulfill({ response, json: claim(await response.json()) });
        },
      );
      await page.reload();
      await page.getByText("Current model:").waitFor();
      await chooseModel(page, /^Nemotron Nano 9B V2/);
      await paste(page, "Message", { name: "error.png", type: "image/png", bytes: await screenshotPng() });
      await page.getByRole("status").filter({ hasText: "error.png uploaded" }).waitFor();
      await e2e.promptInput(page).fill("Why did this fail?");
      await expect.poll(() => sendEnabled(page), { timeout: 15_000 }).toBe(true);
      await e2e.promptInput(page).press("Enter");
      const refusal = e2e
        .chatMessages(page)
        .getByRole("alert")
        .filter({ hasText: "Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast." });
      await refusal.waitFor();
      await e2e.screenshotSizes(page, "chat-files-vision-server-refused", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the server's vision refusal");
      // One click: Grok 4 Fast for this question and the next.
      await refusal.getByRole("button", { name: "Switch to Grok 4 Fast" }).click();
      await e2e
        .chatMessages(page)
        .getByText(/^Echo: Why did this fail\?/)
        .waitFor();
      await page.getByRole("button", { name: /^Model Grok 4 Fast/ }).waitFor();
      await e2e.chatMessages(page).getByRole("link", { name: "Open error.png in a new tab" }).waitFor();
    },
    LONG,
  );

  it(
    "does all of it in Hindi: the tray, the refusal and the switch",
    async () => {
      const page = await openChat({ hindi: true });
      await chooseModel(page, /^Nemotron Nano 9B V2/, { header: /^मॉडल /, dialog: "मॉडल चुनें" });
      await paste(page, "संदेश", { name: "error.png", type: "image/png", bytes: await screenshotPng() });
      await attach(page, "फ़ाइलें जोड़ें", [
        { name: "lease.pdf", mimeType: "application/pdf", buffer: pdfWith(["The monthly rent is Rs 18,500."]) },
        {
          name: "logo.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        },
      ]);
      const tray = page.getByRole("list", { name: "जोड़ी गई फ़ाइलें" });
      await tray.getByRole("button", { name: "lease.pdf हटाएँ" }).waitFor();
      await tray.getByText("सिर्फ़ तस्वीरें (PNG, JPEG, WebP, GIF), PDF और टेक्स्ट फ़ाइलें जोड़ी जा सकती हैं।").waitFor();
      await page.getByRole("status").filter({ hasText: "lease.pdf अपलोड हो गई" }).waitFor();
      await page.getByRole("textbox", { name: "संदेश", exact: true }).fill("इस तस्वीर में क्या लिखा है?");
      const notice = page.getByRole("status").filter({
        hasText: "Nemotron Nano 9B V2 तस्वीरें नहीं देख सकता: Grok 4 Fast चुनें।",
      });
      await notice.waitFor();
      await screenshotHindi(page, "chat-files-vision-refused", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the vision refusal in Hindi");

      await notice.getByRole("button", { name: "Grok 4 Fast चुनें" }).click();
      await tray.getByRole("button", { name: "logo.svg की सूचना बंद करें" }).click();
      await expect.poll(() => sendEnabled(page, "भेजें")).toBe(true);
      await page.getByRole("textbox", { name: "संदेश", exact: true }).press("Enter");
      const chat = page.getByRole("main", { name: "चैट" });
      await chat.getByText(/^Echo: इस तस्वीर में क्या लिखा है\?/).waitFor();
      await expectImageLoads(chat.getByRole("link", { name: "error.png नए टैब में खोलें" }));
      await chat.getByRole("link", { name: /^lease\.pdf PDF · .+ डाउनलोड करें$/ }).waitFor();
      await screenshotHindi(page, "chat-files-asked", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "a question with its files in Hindi");
    },
    LONG,
  );
});
