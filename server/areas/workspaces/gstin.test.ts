import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, gstinState } from "../../../shared/gstin";

describe("GSTIN", () => {
  it("accepts published GSTINs and computes their check character", () => {
    // GSTINs as published on public invoices: their check characters come out of the algorithm.
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8"]) {
      expect(gstinProblem(gstin)).toBeNull();
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    }
    expect(gstinState("27AAPFU0939F1ZV")).toBe("27");
  });

  it("names what is wrong", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checksum");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("shape");
    expect(gstinProblem("27aapfu0939f1zv")).toBe("shape");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state");
  });
});
