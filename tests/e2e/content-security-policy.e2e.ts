import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

/**
 * Every Content-Security-Policy violation on the page, across its navigations:
 * the `securitypolicyviolation` events (a listener installed before any of the
 * page's scripts runs) and the console's CSP errors. Even a refused `eval` that
 * its caller catches is reported; a test expects the list empty.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
        report(
          `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return violations;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name, level: 1 }).waitFor();

/** Lets the screen's lazy chunks and queries finish, so whatever they run has run. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  const placeholders = page.getByText(/^Loading .*\.\.\.$/).filter({ visible: true });
  await expect.poll(() => placeholders.count(), { timeout: 15_000 }).toBe(0);
}

let pages: Page[] = [];
afterEach(async () => {
  for (const page of pages) await page.close();
  pages = [];
});

/** A page under the site's own CSP (never bypassed here), watched for violations. */
async function watchedPage() {
  const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
  pages.push(page);
  return { page, violations: await watchCsp(page) };
}

describe("no Content-Security-Policy violation on any page (Chromium, the site's own CSP)", {
  timeout: 180_000,
}, () => {
  it("public pages", async () => {
    const { page, violations } = await watchedPage();
    for (const [path, ready] of [
      ["/", () => page.getByRole("link", { name: "Explore AI Models" }).waitFor()],
      [
        "/models",
        () =>
          page
            .getByRole("link", { name: /^Try Now/ })
            .first()
            .waitFor(),
      ],
      ["/about", () => heading(page, /./)],
      ["/contact", () => heading(page, /./)],
      ["/pricing", () => page.getByText("Most Popular").first().waitFor()],
      ["/terms", () => heading(page, /./)],
      ["/privacy", () => heading(page, /./)],
      ["/forgot-password", () => heading(page, /./)],
      ["/login", () => heading(page, "Welcome back")],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await ready();
      await settled(page);
    }
    // The form's check fetches zod, which builds its schemas here: jitless, it must not try eval.
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await heading(page, "Create your account");
    await settled(page);
    expect(violations).toEqual([]);
  });

  it("a signed-in person's chat, pricing with a purchase, receipt and every profile tab", async () => {
    const { page, violations } = await watchedPage();
    const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);

    await page.goto(`${baseUrl}/chat`);
    await page.getByText("Current model:").waitFor();
    // A reply rendered as Markdown with code: the markdown and highlighting chunks run.
    await e2e.sendPrompt(page, "Show me code\n```ts\nconst answer = 42;\n```");
    await e2e.chatMessages(page).getByText("Echo: Show me code").waitFor();
    await settled(page);
    const conversation = page.url();
    await page.goto(conversation);
    await e2e.chatMessages(page).getByText("Echo: Show me code").waitFor();
    await settled(page);

    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    await e2e.payInDevelopmentCheckout(page, "Buy Enterprise");
    await page.getByRole("heading", { name: /^You're on Enterprise/ }).waitFor();
    await settled(page);

    const history = await fetch(`${baseUrl}/api/payment/history`, {
      headers: { authorization: `Bearer ${person.token}` },
    });
    const [payment] = (await history.json()) as Array<{ id: string }>;
    await page.goto(`${baseUrl}/account/receipts/${payment?.id}`);
    await page
      .getByText(/Receipt/)
      .first()
      .waitFor();
    await settled(page);

    await page.goto(`${baseUrl}/profile`);
    await heading(page, "My Profile");
    for (const tab of ["Account", "Security", "Usage", "API keys", "Your data"]) {
      await page.getByRole("tab", { name: tab }).click();
      await settled(page);
    }
    expect(violations).toEqual([]);
  });

  it("the admin panel: login and every screen", async () => {
    const { page, violations } = await watchedPage();
    await e2e.logInAsAdmin(page, baseUrl);
    for (const [path, title] of e2e.ADMIN_SCREENS) {
      await page.goto(`${baseUrl}/admin/${path}`);
      await heading(page, title);
      await settled(page);
    }
    await page.goto(`${baseUrl}/admin/users`);
    await page
      .getByRole("link", { name: /^View / })
      .first()
      .click();
    await heading(page, "User Details");
    await settled(page);
    await page.getByRole("link", { name: "Edit User" }).click();
    await heading(page, /^Edit User: /);
    await settled(page);
    expect(violations).toEqual([]);
  });
});
