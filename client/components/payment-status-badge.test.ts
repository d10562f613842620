import { describe, expect, it } from "vitest";
import { paymentStatusLook } from "./payment-status-badge";

describe("paymentStatusLook: SPEC §4 badge styling", () => {
  it("styles completed like professional, failed like starter, refunded like enterprise", () => {
    expect(paymentStatusLook("completed")).toEqual({ label: "Completed", tone: "professional" });
    expect(paymentStatusLook("failed")).toEqual({ label: "Failed", tone: "starter" });
    expect(paymentStatusLook("refunded")).toEqual({ label: "Refunded", tone: "enterprise" });
  });

  it("styles anything else like failed", () => {
    expect(paymentStatusLook("created")).toEqual({ label: "Incomplete", tone: "starter" });
    expect(paymentStatusLook("disputed")).toEqual({ label: "Disputed", tone: "starter" });
    expect(paymentStatusLook("")).toEqual({ label: "Unknown", tone: "starter" });
  });
});
