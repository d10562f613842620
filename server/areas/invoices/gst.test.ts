import { describe, expect, it } from "vitest";
import { indianNumberWords, rupeesInWords } from "../../../shared/amount-words";
import { financialYear, gstSplit, invoiceLabel, taxableInside } from "../../../shared/gst";

const SELLER = "27AAPFU0939F1ZV"; // Maharashtra

describe("GST inside a price", () => {
  it("splits into CGST and SGST for a buyer in the seller's state, the odd paisa to CGST", () => {
    // 3 seats of ₹599: ₹1,797.00 at 18%: taxable 1523.73, tax 273.27 → 136.64 + 136.63.
    const split = gstSplit(179_700, 18, SELLER, "27");
    expect(split).toEqual({
      intraState: true,
      ratePercent: 18,
      taxableValue: 152_288,
      cgst: 13_706,
      sgst: 13_706,
      igst: 0,
      total: 179_700,
    });
    const odd = gstSplit(100_001, 18, SELLER, "27");
    expect(odd.taxableValue).toBe(84_747);
    expect(odd.cgst).toBe(7_627);
    expect(odd.sgst).toBe(7_627);
    const oddTax = gstSplit(59_901, 18, SELLER, "27");
    expect(oddTax.cgst - oddTax.sgst).toBe(1);
    expect(oddTax.taxableValue + oddTax.cgst + oddTax.sgst).toBe(59_901);
  });

  it("charges IGST for a buyer in another state", () => {
    const split = gstSplit(179_700, 18, SELLER, "29");
    expect(split).toMatchObject({ intraState: false, taxableValue: 152_288, cgst: 0, sgst: 0, igst: 27_412 });
  });

  it("always adds up to the total, for every amount and rate", () => {
    for (const rate of [5, 12, 18, 28, 0.25])
      for (let total = 1; total < 5_000; total += 7) {
        for (const state of ["27", "07"]) {
          const split = gstSplit(total, rate, SELLER, state);
          expect(split.taxableValue + split.cgst + split.sgst + split.igst).toBe(total);
          expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(1);
        }
        expect(taxableInside(total, rate)).toBeLessThanOrEqual(total);
      }
  });
});

describe("financial year", () => {
  it("runs April to March in India's time", () => {
    expect(financialYear(new Date("2026-11-29T12:00:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    // 00:00 on 1 April in India is 18:30 UTC on 31 March.
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
    expect(invoiceLabel("NXG", "2026-27", 42)).toBe("NXG/26-27/000042");
    expect(invoiceLabel("NXG", "2026-27", 999_999)).toHaveLength(16);
  });
});

describe("amount in words", () => {
  it("counts in thousands, lakhs and crores", () => {
    expect(indianNumberWords(0)).toBe("Zero");
    expect(indianNumberWords(115)).toBe("One Hundred Fifteen");
    expect(indianNumberWords(123_456)).toBe("One Lakh Twenty-Three Thousand Four Hundred Fifty-Six");
    expect(indianNumberWords(10_000_000)).toBe("One Crore");
    expect(indianNumberWords(1_234_567_890)).toBe(
      "One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety",
    );
    expect(rupeesInWords(179_700)).toBe("Rupees One Thousand Seven Hundred Ninety-Seven Only");
    expect(rupeesInWords(12_345_678)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only",
    );
  });
});
