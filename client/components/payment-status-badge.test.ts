import { describe, expect, it } from "vitest";
import { paymentStatusLook } from "./payment-status-badge";

describe("paymentStatusLook: each status reads as what it is (issue #14)", () => {
  it("styles completed like professional, failed as a failure (danger), refunded as neutral information", () => {
    expect(paymentStatusLook("completed")).toEqual({ label: "Completed", tone: "professional" });
    expect(paymentStatusLook("failed")).toEqual({ label: "Failed", tone: "danger" });
    expect(paymentStatusLook("refunded")).toEqual({ label: "Refunded", tone: "info" });
  });

  it("shows an order never paid, and unknown statuses, in grey", () => {
    expect(paymentStatusLook("created")).toEqual({ label: "Incomplete", tone: "neutral" });
    expect(paymentStatusLook("disputed")).toEqual({ label: "Disputed", tone: "neutral" });
    expect(paymentStatusLook("")).toEqual({ label: "Unknown", tone: "neutral" });
  });
});
