// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aboutPage } from "../app/content/about";
import { looks, portraitSvg } from "./make-portraits.mjs";

const file = (name: string) => new URL(`../public/team/${name}.svg`, import.meta.url);

describe("the team's portraits", () => {
  it("are the script's output, byte for byte (run `node media/make-portraits.mjs` after a change)", () => {
    for (const [name, look] of Object.entries(looks)) {
      expect(readFileSync(file(name), "utf8"), name).toBe(portraitSvg(look));
    }
  });

  it("draw each person on /about once, and nobody else", () => {
    const drawn = aboutPage.team.people.map((person) => person.portrait.src);
    expect(new Set(drawn)).toEqual(new Set(Object.keys(looks).map((name) => `/team/${name}.svg`)));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it("are small square SVGs of only simple shapes: no scripts, images or links", () => {
    for (const look of Object.values(looks)) {
      const svg = portraitSvg(look);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240" width="240" height="240">/,
      );
      expect(svg).not.toMatch(/<(script|image|a|foreignObject)\b|href=/);
      expect(svg.length).toBeLessThan(2500);
    }
  });
});
