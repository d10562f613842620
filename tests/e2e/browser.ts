import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AxeResults } from "axe-core";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../test-results/screenshots");

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A phone and a laptop: the sizes the chat's journeys and the accessibility checks run at. */
export const PHONE_AND_LAPTOP = {
  phone: VIEWPORTS.phone,
  laptop: { width: 1280, height: 800 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Chromium for the calling file's tests: launched before the first, closed after the last. */
export function setupChromium() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newPage(options?: BrowserContextOptions): Promise<Page> {
      if (!browser) throw new Error("setupChromium: the browser starts in beforeAll");
      return browser.newPage(options);
    },
  };
}

/** What a journey file opens with: the app's and the mail sink's addresses (from the global setup), and Chromium. */
export function setupJourneys() {
  return {
    baseUrl: inject("baseUrl"),
    mailboxUrl: inject("mailboxUrl"),
    databaseUrl: inject("databaseUrl"),
    browser: setupChromium(),
  };
}

/** What the chat's journeys open pages with. bypassCSP: axe's source goes in as an inline script. Reduced motion: no transition caught half-way. */
export const CHECKED_PAGE: BrowserContextOptions = {
  viewport: VIEWPORTS.desktop,
  reducedMotion: "reduce",
  bypassCSP: true,
};

/**
 * Pages for the calling file's tests (CHECKED_PAGE by default): whatever a test did, its pages threw nothing
 * uncaught, and they close after it even when it failed.
 */
export function setupCheckedPages(browser: ReturnType<typeof setupChromium>) {
  const opened: Array<{ page: Page; errors: string[] }> = [];
  afterEach(async () => {
    for (const { page, errors } of opened.splice(0)) {
      await page.close();
      expect(errors).toEqual([]);
    }
  });
  return async (options: BrowserContextOptions = CHECKED_PAGE): Promise<Page> => {
    const page = await browser.newPage(options);
    opened.push({ page, errors: pageErrors(page) });
    return page;
  };
}

interface ShotOptions {
  /** The whole page (default), or only the viewport: a modal dialog covers only the viewport. */
  fullPage?: boolean;
}

interface SizesOptions extends ShotOptions {
  /** Runs at each size once the layout has settled, before the shot (a check of what shows). */
  check?: (size: keyof typeof VIEWPORTS) => Promise<void>;
}

export async function screenshot(page: Page, name: string, { fullPage = true }: ShotOptions = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A sticky header would otherwise be painted where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** `{name}-phone.png` and `{name}-desktop.png` of the same state; the page ends at the size it started with. */
export async function screenshotSizes(page: Page, name: string, { check, ...options }: SizesOptions = {}) {
  const start = page.viewportSize();
  for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    const viewport = VIEWPORTS[size];
    await page.setViewportSize(viewport);
    // Layouts that measure themselves re-render after the resize, and CSS transitions it starts (the admin
    // sidebar turning into a drawer) must end: mid-transition a full-page shot can come out viewport-high.
    await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    });
    await check?.(size);
    await screenshot(page, `${name}-${size}`, options);
  }
  if (start) await page.setViewportSize(start);
}

/**
 * Collects the page's uncaught errors, with `console` also its console
 * errors (a CSP violation is reported there); a test expects it empty.
 */
export function pageErrors(page: Page, { console = false } = {}): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  if (console) page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

// axe-core's own bundle, injected into the page under test (it must run in the page's document).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.1 A and AA rules; best-practice rules are advice, not failures. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe-core on the page as it is now and fails with every WCAG 2.1 A/AA
 * violation it finds, each with its rule, help text and the elements at fault.
 * The page must ignore the site's CSP (`newPage({ bypassCSP: true })`): the
 * script tag with axe's source is inline, which the CSP refuses.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      ),
    AXE_TAGS,
  )) as AxeResults;
  const report = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`.trim()),
  }));
  expect(report, `axe violations on ${label}`).toEqual([]);
}

/**
 * Does `signOut` (a click that signs out) and waits for the full page load a sign-out ends with; returns the
 * address (path and query) the page had when it was left. A sign-out goes straight from the page it was on: an
 * in-page redirect to a login form first is the defect this catches (the load then wiped that form, and on a busy
 * machine a journey went on with it and the load cut in). The page being left notes its address in the tab's
 * sessionStorage, which the next page of the site can read. Open the page by the site's own links rather than
 * `goto`, so a redirect would not wait for its screen's code to download and would surely come before the load.
 */
export async function addressLeftBy(page: Page, signOut: () => Promise<void>): Promise<string | null> {
  await page.evaluate(() =>
    window.addEventListener("pagehide", () =>
      sessionStorage.setItem("e2e-left-from", `${window.location.pathname}${window.location.search}`),
    ),
  );
  const loaded = page.waitForEvent("load");
  await signOut();
  await loaded;
  return page.evaluate(() => sessionStorage.getItem("e2e-left-from"));
}

/** Every screen of the admin panel: its path under /admin/ and the heading it shows. */
export const ADMIN_SCREENS = [
  ["dashboard", "Admin Dashboard"],
  ["users", "User Management"],
  ["models", "Model Management"],
  ["payments", "Payment Logs"],
  ["subscribers", "Subscribers"],
  ["usage", "Usage & costs"],
  ["system", "System"],
  ["messages", "Contact Messages"],
  ["audit", "Audit Log"],
  ["settings", "Admin Settings"],
] as const;

/** Signs in to the admin panel as the administrator the e2e server creates (tests/e2e/setup/server.ts). */
export async function logInAsAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin/login`);
  await submitAdminLogin(page);
}

/** Fills and sends the admin login form already on screen, then waits for the panel. */
export async function submitAdminLogin(page: Page) {
  await page.getByRole("textbox", { name: "Username" }).fill("admin");
  await page
    .getByLabel(/^Password/)
    .first()
    .fill("Harbour-Lantern-2026!");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByText("Welcome,").waitFor();
}

/** The newest mail to `email` (waiting for it), from the SMTP sink the server sends to. */
export async function latestMail(
  mailboxUrl: string,
  email: string,
  since = 0,
): Promise<{ subject: string; code: string | null; text: string }> {
  const response = await fetch(`${mailboxUrl}/latest?to=${encodeURIComponent(email)}&since=${since}`);
  if (!response.ok) throw new Error(`no mail to ${email}`);
  return response.json();
}

export async function mailCount(mailboxUrl: string): Promise<number> {
  return (await (await fetch(`${mailboxUrl}/count`)).json()).count;
}

/** A valid sign-up no one has used: the username and e-mail are the first name and a unique tag. */
export function newPerson(name: string, password = "Tangerine-Otter-42") {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const first = name.split(" ")[0]?.toLowerCase();
  return { name, username: `${first}_${id}`, email: `${first}.${id}@example.com`, password };
}

/** A new account made through the REST API (code from the mailbox), signed in on `page`'s origin. */
export async function signUpThroughApi(baseUrl: string, mailboxUrl: string, page: Page) {
  const account = newPerson("Ravi Kumar");
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const before = await mailCount(mailboxUrl);
  await post("/api/users/pre-register", account);
  const { code } = await latestMail(mailboxUrl, account.email, before);
  const session = (await (await post("/api/users/register", { ...account, otp: code })).json()) as {
    token: string;
    _id: string;
    name: string;
    email: string;
    role: string;
  };
  await page.goto(`${baseUrl}/about`);
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", s._id);
    localStorage.setItem("userName", s.name);
    localStorage.setItem("userEmail", s.email);
    localStorage.setItem("userRole", s.role);
  }, session);
  return { ...account, ...session };
}

/** A text field by its exact accessible name. */
export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
/** A password field by its label (the show/hide button beside it shares the word). */
// A word boundary that knows Devanagari (`\b` does not: every Hindi letter is a "non-word" to it).
export const passwordField = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}(?![\\p{L}\\p{M}\\p{N}])`, "u")).first();

/** The chat's message box, by its label: its placeholder is shorter on phones (issue #13). */
export const promptInput = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });

/** The conversation on screen: replies are looked for here, since the history sidebar beside it repeats their previews. */
export const chatMessages = (page: Page) => page.getByRole("main", { name: "Chat" });

/** Types a prompt and sends it with Enter once the chat is ready (catalogue loaded, a model chosen), as a person would. */
export async function sendPrompt(page: Page, prompt: string) {
  await promptInput(page).fill(prompt);
  await expect
    .poll(() => page.getByRole("button", { name: "Send", exact: true }).isEnabled(), { timeout: 15_000 })
    .toBe(true);
  await promptInput(page).press("Enter");
}

/** Sends a prompt whose reply streams sixty words slowly (the fake OpenRouter's "slow:60"), and waits until it has begun. */
export async function startSlowReply(page: Page) {
  await sendPrompt(page, "slow:60");
  await chatMessages(page)
    .getByText(/\bword3\b/)
    .waitFor();
}

/** On /pricing after a plan's button: Continue in the confirmation that says what paying does, then Pay in the development checkout. */
export async function payInDevelopmentCheckout(page: Page, confirmation: string) {
  await page.getByRole("dialog", { name: confirmation }).getByRole("button", { name: "Continue to payment" }).click();
  await page
    .getByRole("dialog", { name: "Simulated checkout" })
    .getByRole("button", { name: "Pay", exact: true })
    .click();
}

/** Signs in through the login form and waits for the home page. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await field(page, "Email").fill(email);
  await passwordField(page, "Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Conversations made through the documented REST call (`POST /api/chat`, the free model), one per message, oldest first. */
export async function startConversations(baseUrl: string, token: string, messages: string[]) {
  for (const message of messages) {
    const response = await fetch(`${baseUrl}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message, modelId: "x-ai/grok-4-fast:free" }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }
}
