import { describe, expect, it } from "vitest";
import { usageCsv } from "./usage-csv";

describe("usage CSV", () => {
  it("writes a header and a row per day and model, quoting what needs it and defusing formulas", () => {
    const csv = usageCsv([
      {
        day: "2026-11-23",
        model: "acme/m:free",
        modelName: 'Acme "M", v2',
        messages: 3,
        tokensIn: 40,
        tokensOut: 90,
        credits: 15,
        apiMessages: 0,
        apiTokens: 0,
        apiCredits: 0,
      },
      {
        day: "2026-11-23",
        model: "x/y",
        modelName: "=HYPERLINK(1)",
        messages: 1,
        tokensIn: 1,
        tokensOut: 2,
        credits: 1,
        apiMessages: 0,
        apiTokens: 0,
        apiCredits: 0,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Day (IST),Model,Model ID,Replies,Tokens in,Tokens out,Credits",
      '2026-11-23,"Acme ""M"", v2",acme/m:free,3,40,90,15',
      "2026-11-23,'=HYPERLINK(1),x/y,1,1,2,1",
      "",
    ]);
  });
});
