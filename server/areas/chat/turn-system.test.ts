import { describe, expect, it } from "vitest";
import { turnSystem } from "./turn-system";

const custom = { about: "I am a CA in Pune.", style: "Bullet points." };

describe("turnSystem (docs/product/instructions.md#the-order)", () => {
  it("puts the person's instructions first, then the project's, each its own system message", () => {
    const system = turnSystem({ custom, project: "This project is about GST returns." });
    expect(system.map((message) => message.role)).toEqual(["system", "system"]);
    expect(system[0]?.content).toContain(custom.about);
    expect(String(system[0]?.content).indexOf(custom.style)).toBeGreaterThan(
      String(system[0]?.content).indexOf(custom.about),
    );
    expect(system[1]?.content).toBe("This project is about GST returns.");
  });

  it("sends nothing for instructions that are off, empty or blank", () => {
    expect(turnSystem({ custom: null })).toEqual([]);
    expect(turnSystem({ custom: { about: "", style: "" }, project: "  " })).toEqual([]);
    expect(turnSystem({ custom: null, project: "Only the project." })).toEqual([
      { role: "system", content: "Only the project." },
    ]);
  });

  it("leaves out the part that is not filled in", () => {
    const [message] = turnSystem({ custom: { about: "", style: "Bullet points." } });
    expect(message?.content).toContain("Bullet points.");
    expect(message?.content).not.toContain("know about them");
  });
});
