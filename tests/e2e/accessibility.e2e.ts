import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

const SIZES = e2e.PHONE_AND_LAPTOP;

// axe's script tag is inline, which the site's CSP refuses; reduced motion so no fade is caught half-way.
const PAGE_OPTIONS: BrowserContextOptions = { bypassCSP: true, reducedMotion: "reduce", viewport: SIZES.laptop };

/** Every "Loading ..." placeholder on screen has made way for its content (a collapsed panel may keep one). */
async function loaded(page: Page) {
  const placeholders = page.getByText(/^Loading .*\.\.\.$/).filter({ visible: true });
  await expect.poll(() => placeholders.count(), { timeout: 15_000 }).toBe(0);
}

/** Zero WCAG 2.1 A/AA violations at phone and at desktop size, once `ready` says the screen has its content. */
async function checkBothSizes(page: Page, label: string, ready: () => Promise<unknown>) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await ready();
    await loaded(page);
    // Layouts that measure themselves re-render after the resize.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await e2e.expectNoAxeViolations(page, `${label} at ${size} size`);
  }
}

// Each test checks up to eleven screens at two sizes with axe: on a busy machine that outlasts the default minute.
const EVERY_SCREEN_MS = 180_000;

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name, level: 1 }).waitFor();

describe("accessibility (axe-core, WCAG 2.1 A and AA)", { timeout: EVERY_SCREEN_MS }, () => {
  it("public pages: home, models, pricing, login and sign-up", async () => {
    const page = await browser.newPage(PAGE_OPTIONS);
    await page.goto(`${baseUrl}/`);
    await checkBothSizes(page, "/", () => page.getByRole("link", { name: "Explore AI Models" }).waitFor());

    await page.goto(`${baseUrl}/models`);
    await checkBothSizes(page, "/models", () =>
      page
        .getByRole("link", { name: /^Try Now/ })
        .first()
        .waitFor(),
    );

    await page.goto(`${baseUrl}/pricing`);
    await checkBothSizes(page, "/pricing", () => page.getByText("Most Popular").waitFor());

    await page.goto(`${baseUrl}/login`);
    await checkBothSizes(page, "/login", () => heading(page, "Welcome back"));
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await checkBothSizes(page, "/login (Sign Up)", () => heading(page, "Create your account"));
    await page.close();
  });

  it("a signed-in user's chat, pricing with a purchase, and profile", async () => {
    const page = await browser.newPage(PAGE_OPTIONS);
    page.on("dialog", (dialog) => void dialog.accept());
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);

    // A model above the plan: the chat explains with a notice.
    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent("moonshotai/kimi-dev-72b:free")}`);
    await checkBothSizes(page, "/chat with a locked ?model=", () =>
      page.getByText("Kimi Dev 72B needs the Professional plan.").waitFor(),
    );

    await page.goto(`${baseUrl}/chat`);
    await page.getByText("Current model:").waitFor();
    // The fake upstream echoes the prompt: a reply with a reasoning block, folded, and code kept.
    await e2e.sendPrompt(
      page,
      "Hello from the accessibility check\n<think>\nThe person says hello.\n</think>\nUse `npm test`.",
    );
    const reasoning = page.getByRole("group").filter({ hasText: "Reasoning" });
    await reasoning.waitFor();
    await page.getByText("npm test", { exact: true }).waitFor();
    await checkBothSizes(page, "/chat with a reply", () => e2e.chatMessages(page).getByText("Echo: Hello").waitFor());
    await page.getByText("Reasoning", { exact: true }).click();
    await page.getByText("The person says hello.", { exact: true }).waitFor();
    await checkBothSizes(page, "/chat with the reasoning open", () =>
      e2e.chatMessages(page).getByText("Echo: Hello").waitFor(),
    );
    await e2e.screenshotSizes(page, "chat-reasoning", { fullPage: false });
    // The composer's placeholder reads whole on the narrowest phones too (issue #13).
    await page.setViewportSize({ width: 360, height: 740 });
    await e2e.screenshot(page, "chat-composer-360", { fullPage: false });

    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    const confirm = page.getByRole("dialog", { name: "Buy Professional" });
    await checkBothSizes(page, "/pricing purchase confirmation", () =>
      confirm.getByRole("button", { name: "Continue to payment" }).waitFor(),
    );
    await confirm.getByRole("button", { name: "Continue to payment" }).click();
    const checkout = page.getByRole("dialog", { name: "Simulated checkout" });
    await checkBothSizes(page, "/pricing checkout dialog", () =>
      checkout.getByRole("button", { name: "Pay" }).waitFor(),
    );
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();
    await checkBothSizes(page, "/pricing success screen", () =>
      page.getByRole("heading", { name: /^You're on Professional/ }).waitFor(),
    );
    await page.getByRole("button", { name: "Back to plans" }).click();
    await page.getByRole("button", { name: "Extend by 30 days" }).waitFor();
    await page.getByRole("button", { name: "Show Payment History" }).click();
    await checkBothSizes(page, "/pricing with payment history", () => page.getByText("Completed").first().waitFor());

    await page.goto(`${baseUrl}/profile`);
    await checkBothSizes(page, "/profile", () => heading(page, "My Profile"));
    await page.close();
  });

  it("the admin panel: login and every screen", async () => {
    const page = await browser.newPage(PAGE_OPTIONS);
    await page.goto(`${baseUrl}/admin/login`);
    await checkBothSizes(page, "/admin/login", () => heading(page, "Administrator Panel"));

    await e2e.logInAsAdmin(page, baseUrl);
    for (const [path, title] of e2e.ADMIN_SCREENS) {
      await page.goto(`${baseUrl}/admin/${path}`);
      await checkBothSizes(page, `/admin/${path}`, () => heading(page, title));
    }

    // The newest user's details and edit form.
    await page.goto(`${baseUrl}/admin/users`);
    await page
      .getByRole("link", { name: /^View / })
      .first()
      .click();
    await checkBothSizes(page, "/admin/users/:id", () => heading(page, "User Details"));
    await page.getByRole("link", { name: "Edit User" }).click();
    await checkBothSizes(page, "/admin/users/:id/edit", () => heading(page, /^Edit User: /));
    await page.close();
  });
});
