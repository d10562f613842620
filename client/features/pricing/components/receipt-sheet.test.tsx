import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate } from "../../../lib/format-date";
import { speak, WithI18n } from "../test-i18n";
import { type ReceiptData, ReceiptSheet } from "./receipt-sheet";

const base: ReceiptData = {
  id: "pay-row-1",
  number: "NG-000042",
  issuedAt: "2026-11-23T10:30:00.000Z",
  status: "completed",
  refundedAt: null,
  plan: "enterprise",
  planName: "Enterprise",
  periodStart: "2026-11-23T10:30:00.000Z",
  periodEnd: "2027-01-04T10:30:00.000Z",
  creditedDays: 12,
  amount: 59900,
  currency: "INR",
  paymentId: "pay_Q1w2E3r4T5y6U7",
  orderId: "order_Q1w2E3r4T5y6U7",
  customer: { name: "Ravi Kumar", email: "ravi@example.com" },
  seller: { name: "NexGen AI Private Limited", address: "12 MG Road\nBengaluru 560001", gstin: null },
  tax: null,
  taxNote: "GST not charged",
};

const render = (receipt: ReceiptData) =>
  renderToStaticMarkup(
    <WithI18n>
      <MemoryRouter>
        <ReceiptSheet receipt={receipt} />
      </MemoryRouter>
    </WithI18n>,
  ).replace(/[\u202f\u00a0]/g, " ");

describe("the receipt page (issue #14)", () => {
  beforeEach(() => {
    speak("en");
  });
  // Files share a worker and its modules: leave the app's language as it was found.
  afterAll(() => {
    speak("en");
  });

  it("prints the seller, number, customer, plan, period with credited days, amount and ids", () => {
    const html = render(base);
    for (const text of [
      "NexGen AI Private Limited",
      "12 MG Road\nBengaluru 560001",
      "NG-000042",
      "Ravi Kumar",
      "ravi@example.com",
      "Enterprise plan",
      "incl. 12 days credited from the previous plan",
      "₹599.00",
      "pay_Q1w2E3r4T5y6U7",
      "order_Q1w2E3r4T5y6U7",
      "GST not charged",
      "Print or save as PDF",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("Refunded");
    expect(html).not.toContain("GSTIN");
  });

  it("breaks the GST out of the price when the settings give a GSTIN and a rate", () => {
    const html = render({
      ...base,
      seller: { ...base.seller, gstin: "29ABCDE1234F1Z5" },
      tax: { ratePercent: 18, taxable: 50763, tax: 9137, gstin: "29ABCDE1234F1Z5" },
      taxNote: "Price includes GST at 18%",
    });
    expect(html).toContain("GSTIN: 29ABCDE1234F1Z5");
    expect(html).toContain("₹507.63");
    expect(html).toContain("GST at 18%");
    expect(html).toContain("₹91.37");
    expect(html).toContain("Price includes GST at 18%");
  });

  it("says so when the payment was refunded", () => {
    const html = render({ ...base, status: "refunded", refundedAt: "2026-11-25T09:00:00.000Z" });
    expect(html).toContain("Refunded on 25 Nov 2026");
    expect(html).toContain("Total paid (refunded)");
  });

  it("is wholly in Hindi for a Hindi reader: labels, notes and the tax line; names and ids as written", () => {
    speak("hi");
    const html = render({
      ...base,
      status: "refunded",
      refundedAt: "2026-11-25T09:00:00.000Z",
      seller: { ...base.seller, gstin: "29ABCDE1234F1Z5" },
      tax: { ratePercent: 18, taxable: 50763, tax: 9137, gstin: "29ABCDE1234F1Z5" },
    });
    for (const text of [
      "रसीद",
      "भुगतानकर्ता",
      "Enterprise प्लान",
      "30 दिन, जिनमें पिछले प्लान के बदले मिले 12 दिन शामिल हैं",
      "कर योग्य मूल्य",
      "18% की दर से GST",
      "कुल भुगतान (रिफ़ंड किया गया)",
      "कीमत में 18% GST शामिल है",
      "प्रिंट करें या PDF सेव करें",
      "Ravi Kumar",
      "pay_Q1w2E3r4T5y6U7",
      "₹599.00",
    ]) {
      expect(html).toContain(text);
    }
    // Dates are the shared formatters' (client/lib/format-date.ts), in the language they are given.
    const dates = [
      formatLongDate(base.issuedAt),
      formatLongDate("2026-11-25T09:00:00.000Z"),
      formatDateTime(base.issuedAt),
    ].map((date) => (date ?? "").replace(/[\u202f\u00a0]/g, " "));
    for (const date of dates) expect(html).toContain(date);
    // No English label is left: what remains in Latin letters is names, ids, amounts and GST.
    const kept =
      /^(NexGen|Private|Limited|Road|Bengaluru|Enterprise|Ravi|Kumar|ravi|example|com|GST|GSTIN|PDF|Razorpay)$/;
    const words = dates
      .reduce((text, date) => text.replaceAll(date, " "), html)
      .replace(/<[^>]+>/g, " ")
      .replace(/\b(pay|order)_\w+/g, " ")
      .match(/\b[A-Za-z]{3,}\b/g)
      ?.filter((word) => !kept.test(word));
    expect(words ?? []).toEqual([]);
  });
});
