import { describe, expect, it } from "vitest";
import { projectFilesBudget, turnSystem } from "./turn-system";

const custom = { about: "I am a CA in Pune.", style: "Bullet points." };
const project = (instructions: string, files: Array<{ name: string; text: string }> = []) => ({ instructions, files });

describe("turnSystem (docs/product/instructions.md#the-order)", () => {
  it("puts the person's instructions first, then the project's, then its files, each its own system message", () => {
    const system = turnSystem({
      custom,
      project: project("This project is about GST returns.", [
        { name: "rates.txt", text: "GST slabs: 5, 12, 18, 28." },
      ]),
    });
    expect(system.map((message) => message.role)).toEqual(["system", "system", "system"]);
    expect(system[0]?.content).toContain(custom.about);
    expect(String(system[0]?.content).indexOf(custom.style)).toBeGreaterThan(
      String(system[0]?.content).indexOf(custom.about),
    );
    expect(system[1]?.content).toMatch(/project.*\n\nThis project is about GST returns\.$/s);
    expect(system[2]?.content).toContain("[File: rates.txt]\nGST slabs: 5, 12, 18, 28.");
  });

  it("sends nothing for instructions that are off, empty or blank", () => {
    expect(turnSystem({ custom: null })).toEqual([]);
    expect(
      turnSystem({ custom: { about: "", style: "" }, project: project("  ", [{ name: "a", text: " " }]) }),
    ).toEqual([]);
    const [only] = turnSystem({ custom: null, project: project("Only the project.") });
    expect(only?.content).toMatch(/Only the project\.$/);
  });

  it("leaves out the part that is not filled in", () => {
    const [message] = turnSystem({ custom: { about: "", style: "Bullet points." } });
    expect(message?.content).toContain("Bullet points.");
    expect(message?.content).not.toContain("know about them");
  });

  it("keeps reference files within their budget: whole, then one cut to fit, then the rest named as left out", () => {
    const model = { context: "8K" }; // a quarter of the window: 2,000 tokens, 8,000 characters
    expect(projectFilesBudget(model)).toBe(8_000);
    expect(projectFilesBudget({})).toBe(32_000);
    const files = [
      { name: "a.txt", text: "a".repeat(5_000) },
      { name: "b.txt", text: "b".repeat(5_000) },
      { name: "c.txt", text: "c".repeat(100) },
    ];
    const sent = String(turnSystem({ custom: null, project: project("", files) }, model)[0]?.content);
    expect(sent).toContain(`[File: a.txt]\n${"a".repeat(5_000)}`);
    expect(sent).toContain(`[File: b.txt, cut to fit]\n${"b".repeat(3_000)}\n`);
    expect(sent).not.toContain("b".repeat(3_001));
    expect(sent).toMatch(/Left out for want of room: c\.txt\.$/);
  });
});
