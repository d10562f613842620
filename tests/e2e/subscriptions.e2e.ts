// Subscriptions that renew (issue #32) in Chromium against the simulated gateway: a person subscribes yearly
// through the development checkout, sees the next charge, cancels auto-renewal and resumes it; a failed
// renewal (a signed `subscription.pending` webhook, Razorpay's shape) shows the grace banner on every
// signed-in page; the administrator's Subscribers page shows the states, MRR and the failure. Screens at
// phone and desktop sizes, in English and Hindi, with axe.
import { createHmac, randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DAY_MS } from "../../shared/time";
import * as e2e from "./browser";
import { api } from "./customers";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();
const webhookSecret = inject("webhookSecret");

// A journey through three checkouts and two pages; a busy machine needs more than the default minute.
const JOURNEY_MS = 180_000;
// axe injects an inline script, which the site's CSP refuses.
const pageOptions = { viewport: e2e.VIEWPORTS.desktop, bypassCSP: true, reducedMotion: "reduce" } as const;

/** A date as the page writes it inside a sentence ("29 Nov 2027"), in the page's own time zone and language. */
const longDate = (page: Page, at: number | string, locale = "en-IN") =>
  page.evaluate(
    ([ms, lang]) =>
      new Intl.DateTimeFormat(lang, {
        day: "numeric",
        month: "short",
        year: "numeric",
        numberingSystem: "latn",
      }).format(new Date(ms)),
    [typeof at === "string" ? Date.parse(at) : at, locale] as const,
  );

/** The plan status's and the profile's dates (29/11/2027). */
const shortDate = (page: Page, at: number) =>
  page.evaluate(
    (ms) => new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "2-digit", year: "numeric" }).format(ms),
    at,
  );

/** The same calendar day a year (or a month) on, as the simulated gateway's cycle ends. */
function inAYear(from = new Date()) {
  const end = new Date(from);
  end.setFullYear(end.getFullYear() + 1);
  return end.getTime();
}

type Mine = {
  id: string;
  status: string;
  currentStart: string | null;
  currentEnd: string | null;
  nextChargeAt: string | null;
};

/** A subscription made, authorised and verified through REST as the development checkout would; its Razorpay id. */
async function subscribeThroughApi(token: string, plan: "professional" | "enterprise", period: "monthly" | "yearly") {
  const checkout = await api(baseUrl, "/api/subscriptions", token, { plan, period });
  const paid = await api(baseUrl, "/api/subscriptions/simulate", token, {
    subscriptionId: checkout.subscriptionId,
    outcome: "success",
  });
  await api(baseUrl, "/api/subscriptions/verify", token, paid);
  const mine = (await api(baseUrl, "/api/subscriptions/mine", token)) as Mine;
  return { razorpayId: checkout.subscriptionId as string, mine };
}

/** Razorpay's `subscription.pending` for a renewal that failed, signed with the server's webhook secret. */
async function postPendingWebhook(razorpayId: string, mine: Mine, reason: string) {
  const unix = (iso: string | null) => Math.floor(Date.parse(iso ?? "") / 1000);
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_e2e",
    event: "subscription.pending",
    contains: ["subscription", "payment"],
    payload: {
      subscription: {
        entity: {
          id: razorpayId,
          entity: "subscription",
          status: "pending",
          current_start: unix(mine.currentStart),
          current_end: unix(mine.currentEnd),
          charge_at: unix(mine.currentEnd),
          paid_count: 1,
        },
      },
      payment: {
        entity: {
          id: `pay_e2e${Date.now()}`,
          entity: "payment",
          status: "failed",
          method: "upi",
          error_description: reason,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const response = await fetch(`${baseUrl}/api/payment/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", webhookSecret).update(body).digest("hex"),
      "x-razorpay-event-id": `evt_${randomUUID().replaceAll("-", "")}`,
    },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A signed-in person on a paid plan, as the browser stores them after a purchase (the grace check needs the plan). */
async function storePlan(page: Page, role: string) {
  await page.evaluate((value) => localStorage.setItem("userRole", value), role);
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

describe("subscriptions in Chromium (simulated gateway)", () => {
  it(
    "a Starter subscribes yearly, sees the next charge in the profile, cancels auto-renewal and resumes it",
    async () => {
      const page = await browser.newPage(pageOptions);
      const errors = e2e.pageErrors(page);
      const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await page.goto(`${baseUrl}/pricing`);

      // The yearly prices: ten months' price, what it comes to a month, and the months it saves.
      // The choice lives in the address (?period=yearly): the radio turns once the navigation has settled.
      await page.getByRole("radio", { name: /^Yearly/ }).click();
      await page.waitForURL((url) => url.searchParams.get("period") === "yearly");
      const professional = page.getByRole("article", { name: "Professional" });
      await professional.getByText("₹2,490").waitFor();
      await professional.getByText("₹208 a month, billed yearly").waitFor();
      await professional.getByText("2 months free").waitFor();
      await professional.getByText("Or pay once: ₹249 for 30 days, no renewal").waitFor();
      await e2e.screenshotSizes(page, "subscriptions-pricing-yearly");
      await e2e.expectNoAxeViolations(page, "the yearly plans");

      // Before paying: what the subscription will charge and when, and how to cancel it.
      await professional.getByRole("button", { name: "Subscribe (renews automatically)" }).click();
      const confirm = dialog(page, "Subscribe to Professional");
      await confirm.getByText("₹2,490.00 today, then ₹2,490.00 every year until you cancel.").waitFor();
      await confirm.getByText("₹2,490.00 a year").waitFor();
      await confirm.getByText(/Cancel auto-renewal any time in your profile/).waitFor();
      await e2e.screenshotSizes(page, "subscriptions-confirm", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the subscription confirmation");
      await confirm.getByRole("button", { name: "Continue to payment" }).click();
      const checkout = dialog(page, "Simulated checkout");
      await checkout.getByText("Every year").waitFor();
      await e2e.screenshotSizes(page, "subscriptions-simulated-checkout", { fullPage: false });
      await checkout.getByRole("button", { name: "Pay", exact: true }).click();

      // The success screen says it renews, when and for how much.
      await page.getByRole("heading", { name: /^You're on Professional/ }).waitFor();
      const end = await longDate(page, inAYear());
      await page
        .getByText(`It renews automatically: next charge ₹2,490.00 on ${end}, then every year.`, { exact: false })
        .waitFor();
      await e2e.screenshotSizes(page, "subscriptions-success");
      const mine = (await api(baseUrl, "/api/subscriptions/mine", person.token)) as Mine & { period: string };
      expect([mine.status, mine.period]).toEqual(["active", "yearly"]);
      expect(Math.abs(Date.parse(mine.nextChargeAt ?? "") - inAYear())).toBeLessThan(2 * DAY_MS);

      // Back on the plans: the yearly Professional is the subscription in force; monthly is a switch.
      await page.getByRole("button", { name: "Back to plans" }).click();
      await professional.getByRole("button", { name: "Your subscription" }).waitFor();
      await page.getByText(`Renews automatically on ${await shortDate(page, inAYear())}`).waitFor();
      await page.getByRole("radio", { name: "Monthly" }).click();
      await page.waitForURL((url) => !url.searchParams.has("period"));
      await professional.getByRole("button", { name: "Switch to monthly" }).waitFor();
      await professional
        .getByText("Your Professional subscription is cancelled and its unused days credited.")
        .waitFor();
      // An upgrade from a subscription says, before any payment, that the current one ends and why.
      await page
        .getByRole("article", { name: "Enterprise" })
        .getByRole("button", { name: "Subscribe (renews automatically)" })
        .click();
      const upgrade = dialog(page, "Upgrade your subscription to Enterprise");
      await upgrade.getByText("Your current subscription ends when this one starts").waitFor();
      await upgrade.getByText(/Razorpay cannot change the amount of a mandate/).waitFor();
      await e2e.screenshotSizes(page, "subscriptions-upgrade-confirm", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the upgrade confirmation");
      await upgrade.getByRole("button", { name: "Cancel", exact: true }).click();
      await expect.poll(() => professional.getByRole("button", { name: "Switch to monthly" }).isEnabled()).toBe(true);

      // The profile: the state in words, the next charge and the charge with its receipt.
      await page.goto(`${baseUrl}/profile`);
      const section = page.getByRole("region", { name: "Subscription" });
      await section.getByText(`Renews automatically on ${end}: ₹2,490.00 from your `, { exact: false }).waitFor();
      await section.getByText(`₹2,490.00 on ${end}`).waitFor();
      await section.getByRole("link", { name: /^Receipt NG-\d{6}$/ }).waitFor();
      await page.getByText("Your subscription renews this plan automatically: see its next charge below.").waitFor();
      await e2e.screenshotSizes(page, "subscriptions-profile-active");
      await e2e.expectNoAxeViolations(page, "the profile's subscription");

      // Cancel auto-renewal, behind a confirmation: the plan runs to its end.
      await section.getByRole("button", { name: "Cancel auto-renewal" }).click();
      const cancel = dialog(page, "Cancel auto-renewal?");
      await cancel
        .getByText(`Your Professional plan keeps working until ${end} and is not charged again.`, { exact: false })
        .waitFor();
      await e2e.screenshotSizes(page, "subscriptions-cancel-confirm", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the cancel confirmation");
      await cancel.getByRole("button", { name: "Cancel auto-renewal" }).click();
      await section.getByText(`Auto-renewal is off. Your plan runs until ${end} and is not charged again.`).waitFor();
      await section.getByText("Cancelling", { exact: true }).waitFor();
      await section
        .getByText(`Its first charge is on ${end}, when the period you have paid for ends`, { exact: false })
        .waitFor();
      await e2e.screenshotSizes(page, "subscriptions-profile-cancelling");
      const cancelling = (await api(baseUrl, "/api/subscriptions/mine", person.token)) as Mine & {
        cancelAtCycleEnd: boolean;
      };
      expect([cancelling.status, cancelling.cancelAtCycleEnd, cancelling.nextChargeAt]).toEqual(["active", true, null]);
      // The pricing page offers the same resumption on the plan's own card.
      await page.goto(`${baseUrl}/pricing?period=yearly`);
      await professional.getByRole("button", { name: "Resume auto-renewal" }).waitFor();
      await page.goto(`${baseUrl}/profile`);

      // Resume: a new mandate whose first charge is the current end, nothing charged today.
      await section.getByRole("link", { name: "Resume auto-renewal" }).click();
      const resume = dialog(page, "Resume auto-renewal of Professional");
      await resume.getByText(`Nothing today: ₹2,490.00 on ${end}, then every year until you cancel.`).waitFor();
      await e2e.screenshotSizes(page, "subscriptions-resume-confirm", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the resume confirmation");
      await resume.getByRole("button", { name: "Continue to authorise" }).click();
      await dialog(page, "Simulated checkout").getByRole("button", { name: "Pay", exact: true }).click();
      await page.getByRole("heading", { name: /^You're on Professional/ }).waitFor();
      await page.getByText("Auto-renewal set up").waitFor();
      await page.getByText("Nothing was charged today.", { exact: false }).waitFor();
      const resumed = (await api(baseUrl, "/api/subscriptions/mine", person.token)) as Mine;
      expect(resumed.status).toBe("authenticated");
      expect(Math.abs(Date.parse(resumed.nextChargeAt ?? "") - inAYear())).toBeLessThan(2 * DAY_MS);
      await page.goto(`${baseUrl}/profile`);
      await section.getByText(`Authorised. The first charge of ₹2,490.00 is on ${end}.`).waitFor();
      await e2e.screenshotSizes(page, "subscriptions-profile-resumed");
      expect(errors).toEqual([]);
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "a renewal that failed shows the grace banner on every signed-in page until it is fixed, in English and Hindi",
    async () => {
      const page = await browser.newPage(pageOptions);
      const errors = e2e.pageErrors(page);
      const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      const { razorpayId, mine } = await subscribeThroughApi(person.token, "professional", "monthly");
      await postPendingWebhook(razorpayId, mine, "Insufficient balance in the UPI account");
      const pending = (await api(baseUrl, "/api/subscriptions/mine", person.token)) as Mine & { graceUntil: string };
      expect(pending.status).toBe("pending");
      await storePlan(page, "professional");

      const grace = await longDate(page, pending.graceUntil);
      for (const path of ["/pricing", "/models", "/profile"]) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByText("Your renewal did not go through").waitFor();
      }
      await page
        .getByText(`Your Professional plan keeps working until ${grace} while Razorpay tries again.`, { exact: false })
        .first()
        .waitFor();
      await page.getByText("Reason given: Insufficient balance in the UPI account").first().waitFor();
      await e2e.screenshotSizes(page, "subscriptions-grace-profile");
      await e2e.expectNoAxeViolations(page, "the grace banner on the profile");
      await page.goto(`${baseUrl}/chat`);
      await page.getByText("Your renewal did not go through").waitFor();
      await e2e.screenshotSizes(page, "subscriptions-grace-chat", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the grace banner in the chat");
      // The banner's button leads where the payment method is fixed (the profile, without Razorpay's page).
      await page.getByRole("link", { name: "Fix payment method" }).click();
      await page.waitForURL(`${baseUrl}/profile`);

      // The same in Hindi.
      await chooseHindi(page, baseUrl);
      await page.goto(`${baseUrl}/profile`);
      await expectHindi(page);
      await page.getByText("आपका नवीनीकरण नहीं हो सका").waitFor();
      await page.getByRole("region", { name: "सब्सक्रिप्शन" }).getByText("नवीनीकरण विफल", { exact: true }).waitFor();
      await screenshotHindi(page, "subscriptions-grace-profile");
      await e2e.expectNoAxeViolations(page, "the grace banner in Hindi");
      expect(errors).toEqual([]);
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "a Hindi reader subscribes yearly with the confirmation and the profile in Hindi",
    async () => {
      const page = await browser.newPage(pageOptions);
      const errors = e2e.pageErrors(page);
      await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await chooseHindi(page, baseUrl);
      await page.goto(`${baseUrl}/pricing?period=yearly`);
      await expectHindi(page);
      const enterprise = page.getByRole("article", { name: "Enterprise" });
      await enterprise.getByText("₹5,990").waitFor();
      await enterprise.getByText("₹499 प्रति माह, सालाना बिल").waitFor();
      await screenshotHindi(page, "subscriptions-pricing-yearly");
      await e2e.expectNoAxeViolations(page, "the yearly plans in Hindi");
      await enterprise.getByRole("button", { name: "सब्सक्राइब करें (अपने-आप रिन्यू)" }).click();
      const confirm = dialog(page, "Enterprise सब्सक्राइब करें");
      await confirm.getByText("हर भुगतान", { exact: true }).waitFor();
      await screenshotHindi(page, "subscriptions-confirm", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the subscription confirmation in Hindi");
      await confirm.getByRole("button", { name: "भुगतान पर आगे बढ़ें" }).click();
      await dialog(page, "टेस्ट चेकआउट").getByRole("button", { name: "भुगतान करें", exact: true }).click();
      await page.getByRole("heading", { level: 1 }).filter({ hasText: "Enterprise" }).waitFor();
      const end = await longDate(page, inAYear(), "hi-IN");
      await page.getByText(end, { exact: false }).first().waitFor();
      await page.goto(`${baseUrl}/profile`);
      const section = page.getByRole("region", { name: "सब्सक्रिप्शन" });
      await section.getByText("Enterprise, सालाना").waitFor();
      await section.getByText(`${end} को अपने-आप रिन्यू होगा`, { exact: false }).waitFor();
      await screenshotHindi(page, "subscriptions-profile-active");
      await e2e.expectNoAxeViolations(page, "the profile's subscription in Hindi");
      expect(errors).toEqual([]);
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "the administrator's Subscribers page shows the states, MRR and the failed renewal, and cancels with a confirmation",
    async () => {
      // One monthly and one yearly subscriber, and one whose renewal failed.
      const setup = await browser.newPage();
      const monthly = await e2e.signUpThroughApi(baseUrl, mailboxUrl, setup);
      await subscribeThroughApi(monthly.token, "professional", "monthly");
      const yearly = await e2e.signUpThroughApi(baseUrl, mailboxUrl, setup);
      await subscribeThroughApi(yearly.token, "enterprise", "yearly");
      const failing = await e2e.signUpThroughApi(baseUrl, mailboxUrl, setup);
      const failed = await subscribeThroughApi(failing.token, "professional", "monthly");
      await postPendingWebhook(failed.razorpayId, failed.mine, "Card declined by the bank");
      await setup.close();

      const page = await browser.newPage(pageOptions);
      const errors = e2e.pageErrors(page);
      await e2e.logInAsAdmin(page, baseUrl);
      await page.getByRole("navigation", { name: /admin/i }).getByRole("link", { name: "Subscribers" }).click();
      await page.getByRole("heading", { level: 1, name: "Subscribers" }).waitFor();
      const figures = page.getByRole("region", { name: "Subscription figures" });
      const mrr = figures.locator("dt", { hasText: "MRR" }).locator("xpath=following-sibling::dd").first();
      await mrr.waitFor();
      // The other journeys' subscriptions count too; MRR is at least these three: ₹249 + ₹5,990 / 12 + ₹249 (pending).
      const mrrRupees = Number(((await mrr.textContent()) ?? "").replace(/[^\d.]/g, ""));
      expect(mrrRupees).toBeGreaterThanOrEqual(249 + 5990 / 12 + 249 - 0.01);
      const failures = page.getByRole("region", { name: "Failed renewals this month" });
      await failures.getByText("Card declined by the bank").waitFor();
      await e2e.screenshotSizes(page, "subscriptions-admin");
      await e2e.expectNoAxeViolations(page, "the Subscribers page");

      // The list by state, and an administrator's cancel behind a confirmation.
      await page.getByRole("combobox", { name: "State" }).selectOption("pending");
      await page.waitForURL((url) => url.searchParams.get("state") === "pending");
      const list = page.getByRole("region", { name: "Subscriptions", exact: true });
      await list.getByText(failing.email).waitFor();
      await list
        .getByRole("button", { name: `Cancel the subscription of ${failing.name}` })
        .first()
        .click();
      const cancel = dialog(page, "Cancel auto-renewal?");
      await cancel.getByText(/ends now: Razorpay charges it no more/).waitFor();
      await e2e.screenshotSizes(page, "subscriptions-admin-cancel", { fullPage: false });
      await cancel.getByRole("button", { name: "Cancel subscription" }).click();
      await page.getByText(`The subscription of ${failing.name} is cancelled.`).waitFor();
      const after = (await api(baseUrl, "/api/subscriptions/mine", failing.token)) as Mine;
      expect(after.status).toBe("cancelled");

      // In Hindi.
      await chooseHindi(page, baseUrl);
      await page.goto(`${baseUrl}/admin/subscribers`);
      await expectHindi(page);
      await page.getByRole("heading", { level: 1, name: "सब्सक्राइबर" }).waitFor();
      await screenshotHindi(page, "subscriptions-admin");
      await e2e.expectNoAxeViolations(page, "the Subscribers page in Hindi");
      expect(errors).toEqual([]);
      await page.close();
    },
    JOURNEY_MS,
  );
});
