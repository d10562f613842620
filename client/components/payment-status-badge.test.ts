import { describe, expect, it } from "vitest";
import { paymentStatusLook } from "./payment-status-badge";

describe("paymentStatusLook: each status reads as what it is (issue #14)", () => {
  it("styles completed like professional, failed as a failure (danger), refunded as neutral information", () => {
    expect(paymentStatusLook("completed")).toEqual({
      label: "common.payment.completed",
      known: true,
      tone: "professional",
    });
    expect(paymentStatusLook("failed")).toEqual({ label: "common.payment.failed", known: true, tone: "danger" });
    expect(paymentStatusLook("refunded")).toEqual({ label: "common.payment.refunded", known: true, tone: "info" });
  });

  it("shows an order never paid, and unknown statuses, in grey", () => {
    expect(paymentStatusLook("created")).toEqual({ label: "common.payment.incomplete", known: true, tone: "neutral" });
    // A status we do not know is the server's word, shown as it is rather than hidden.
    expect(paymentStatusLook("disputed")).toEqual({ label: "Disputed", known: false, tone: "neutral" });
    expect(paymentStatusLook("")).toEqual({ label: "common.payment.unknown", known: true, tone: "neutral" });
  });
});
