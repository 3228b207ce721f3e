import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { aboutPage } from "../app/content/about";
import { clients } from "../app/content/clients";
import { locales, pathIn } from "../app/content/locales.mjs";
import { projects } from "../app/content/portfolio";
import { pagePaths } from "../app/content/sitePages";

// Issue 33: the studio's numbers are written once, and where the site can count them they are
// counted, so no two pages disagree. Every page of both languages, as the server sends it.

/** What the content itself holds: the people on /about, the case studies, the client list. */
const COUNTED = {
  team: aboutPage.team.people.length,
  projects: projects.length,
  clients: clients.length,
};

type Label = { label: string };
type Stated = Label & { figure: number; sign?: string };
/** The labels of content/{en,ne}/numbers.yaml, and the figures the site cannot count. */
const numbersFile = (language: string) =>
  parse(readFileSync(new URL(`../content/${language}/numbers.yaml`, import.meta.url), "utf8")) as Record<
    string,
    Label
  >;
const english = numbersFile("en") as Record<string, Label | Stated>;
const nepali = numbersFile("ne");

/** Each number as a band must show it, by its label in each language. */
const bandValues = new Map<string, string>();
for (const [name, number] of Object.entries(english)) {
  const value =
    "figure" in number ? `${number.figure}${number.sign ?? ""}` : `${COUNTED[name as keyof typeof COUNTED]}`;
  bandValues.set(number.label.toLowerCase(), value);
  bandValues.set(nepali[name].label, value);
}

const NUMBER_WORDS: Record<string, number> = { ten: 10, fifty: 50, दस: 10, पचास: 50 };
const N = String.raw`(\d+|ten|fifty|दस|पचास)(\+)?`;

/** Sentences that state the size of the team, the projects, the clients or the years. */
const CLAIMS: { kind: keyof typeof COUNTED | "years"; pattern: RegExp }[] = [
  { kind: "team", pattern: new RegExp(String.raw`\b${N}\s+(?:team members|people\b|designers\b)`, "gi") },
  { kind: "team", pattern: new RegExp(String.raw`\bteam of (?:more than |over )?${N}`, "gi") },
  { kind: "team", pattern: new RegExp(String.raw`\bgrew to ${N}`, "gi") },
  { kind: "team", pattern: new RegExp(String.raw`${N}\s*(?:जनाको|जना(?:भन्दा)?|डिजाइनर)`, "g") },
  { kind: "projects", pattern: new RegExp(String.raw`\b(?:more than |over )?${N}\s+projects?\b`, "gi") },
  { kind: "projects", pattern: new RegExp(String.raw`${N}\s*(?:भन्दा बढी\s*)?(?:वटा\s*)?प्रोजेक्ट`, "g") },
  { kind: "clients", pattern: new RegExp(String.raw`\b${N}\s+clients\b`, "gi") },
  { kind: "clients", pattern: new RegExp(String.raw`${N}\s*(?:जना\s*)?ग्राहक`, "g") },
  { kind: "years", pattern: new RegExp(String.raw`\b${N}\s+years? in business`, "gi") },
];

const DEVANAGARI_DIGITS = "०१२३४५६७८९";
const asciiDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));

const textOf = (html: string) =>
  asciiDigits(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " "),
  );

// The journal's articles are left out: their numbers are their readers' (a shop's three staff,
// two people in a photo), not the studio's.
const PATHS = pagePaths()
  .filter((path) => !path.startsWith("/insights/"))
  .flatMap((path) => [path, pathIn(path, locales.ne)]);

test("every number a page states about the team, the projects, the clients or the years agrees with the content", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  let bands = 0;
  let sentences = 0;
  for (const path of PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = (await response.text()).replace(/^[\s\S]*?<body/, "<body");
    // The bands of numbers: each label the studio's numbers use has their value.
    for (const [, label, value] of html.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)) {
      const key = textOf(label).trim();
      const expected = bandValues.get(key.toLowerCase()) ?? bandValues.get(key);
      if (expected === undefined) continue;
      bands++;
      if (textOf(value).trim() !== expected)
        problems.push(`${path}: "${key}" is ${textOf(value).trim()}, not ${expected}`);
    }
    // The sentences, the bands left out (their numbers stand next to the next label).
    const prose = textOf(html.replace(/<dl\b[\s\S]*?<\/dl>/g, " "));
    for (const { kind, pattern } of CLAIMS) {
      for (const match of prose.matchAll(pattern)) {
        // A step's number ("03" before a case study's phase), not a count.
        if (/^0\d/.test(match[1])) continue;
        sentences++;
        const figure = NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
        const expected =
          kind === "years" ? Number(english.years && (english.years as Stated).figure) : COUNTED[kind];
        if (figure !== expected)
          problems.push(`${path}: "${match[0]}" says ${figure} ${kind}, the content ${expected}`);
      }
    }
  }
  expect(problems).toEqual([]);
  // The bands were read: home, about and story in two languages hold the counted numbers.
  expect(bands).toBeGreaterThanOrEqual(12);
  expect(sentences).toBeGreaterThanOrEqual(2);
});

test("the counts are the content's: eight people on /about, five case studies, six clients", async ({
  request,
}) => {
  expect(COUNTED).toEqual({ team: 8, projects: 5, clients: 6 });
  for (const path of ["/about", "/ne/about"]) {
    const html = await (await request.get(path)).text();
    expect(new Set(html.match(/\/team\/[\w-]+\.\w+/g)).size, path).toBe(COUNTED.team);
  }
  const portfolio = await (await request.get("/portfolio")).text();
  expect(new Set(portfolio.match(/href="\/portfolio\/\d+"/g)).size).toBe(COUNTED.projects);
});
