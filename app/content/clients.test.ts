import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Client, type ClientId, clients } from "./clients";
import { caseStudyLink, clientPlace, findClient } from "./clientLookup";
import { homeTestimonials } from "./home";
import { projects } from "./portfolio";
import { servicePages } from "./servicePages";
import { testimonials } from "./testimonials";

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The studio's own colours (app/app.css): a client's artwork never uses them. */
const agencyColours = ["--nepal-blue", "--navy", "--navy-2", "--crimson", "--crimson-dark"].map((token) => {
  const match = read("app/app.css").match(new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, "i"));
  if (!match) throw new Error(`app.css has no ${token}`);
  return match[1].toLowerCase();
});

const logoDesign = (await servicePages.find((page) => page.id === "logo-design")!.page()).default;

const towns = [...new Set(clients.map((client) => client.town))];

/** Every client-list town an SVG's text names (logos set towns in capitals). */
const townsIn = (svg: string) => {
  const text = [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((match) => match[1]).join(" ");
  return towns.filter((town) => new RegExp(`\\b${town}\\b`, "i").test(text));
};

/** An SVG source of a client's artwork or logo: its name, its own colours and no studio colours. */
function expectInClientBrand(svg: string, client: Client) {
  const source = svg.toLowerCase();
  expect(svg).toContain(client.name.replace("&", "&amp;"));
  for (const colour of client.palette) expect(source, colour.name).toContain(colour.hex);
  for (const colour of agencyColours) expect(source, `studio colour ${colour}`).not.toContain(colour);
  for (const town of townsIn(svg)) expect(town, "a town the artwork names").toBe(client.town);
}

describe("the client list", () => {
  it("has one entry per client, each with a name, a town, an industry and three or four brand colours", () => {
    expect(new Set(clients.map((client) => client.id)).size).toBe(clients.length);
    expect(new Set(clients.map((client) => client.name)).size).toBe(clients.length);
    for (const client of clients) {
      for (const field of [client.name, client.town, client.industry]) expect(field.trim()).not.toBe("");
      expect(client.palette.length).toBeGreaterThanOrEqual(3);
      expect(client.palette.length).toBeLessThanOrEqual(4);
      for (const colour of client.palette) {
        expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(agencyColours).not.toContain(colour.hex);
      }
    }
  });

  it("names every client the site quotes, shows or writes about, and no other", () => {
    const named = new Set([
      ...testimonials.map((item) => item.client),
      ...homeTestimonials.items.map((item) => item.client),
      ...projects.map((project) => project.client),
      ...(logoDesign.showcase?.images ?? []).map((image) => image.client),
    ]);
    expect([...named].sort()).toEqual(clients.map((client) => client.id).sort());
  });

  it("links each client with a case study to the project written about it, and back", () => {
    for (const project of projects) expect(findClient(project.client).caseStudy).toBe(project.link);
    for (const client of clients) {
      const written = projects.filter((project) => project.client === client.id);
      expect(written.map((project) => project.link)).toEqual("caseStudy" in client ? [client.caseStudy] : []);
    }
  });
});

describe("pages that name a client take it from the list", () => {
  it("testimonials: company and town, industry and case study link are the client's", () => {
    for (const item of testimonials) {
      const client = findClient(item.client);
      expect(item.company).toBe(clientPlace(client));
      expect(item.industry).toBe(client.industry);
      expect(item.caseStudy).toEqual(caseStudyLink(client));
    }
    expect(testimonials[0].company).toBe("Himali Loom, Palpa");
    expect(testimonials[0].caseStudy).toEqual({
      label: "Read the Himali Loom case study",
      url: "/portfolio/1",
    });
    // A client without a case study gets no link.
    expect(testimonials.find((item) => item.industry === "Creative Services")?.caseStudy).toBeUndefined();
  });

  it("the home carousel: company and town and case study link are the client's", () => {
    for (const item of homeTestimonials.items) {
      const client = findClient(item.client);
      expect(item.company).toBe(clientPlace(client));
      expect(item.caseStudy).toEqual(caseStudyLink(client));
      expect(item.caseStudy).toBeDefined();
    }
  });

  it("a person quoted on two pages gives the same client and rating on both", () => {
    for (const item of homeTestimonials.items) {
      const same = testimonials.find((other) => other.name === item.name);
      if (!same) continue;
      expect(same.client).toBe(item.client);
      expect(same.rating).toBe(item.rating);
    }
  });

  it("no other content module spells a client's name: they all refer to the list", () => {
    const modules = readdirSync(join(root, "app/content"), { recursive: true, encoding: "utf8" }).filter(
      // The list itself, in each language, and the names Nepali pages may keep in Latin letters.
      (file) =>
        /\.(ts|mjs)$/.test(file) &&
        !file.endsWith(".test.ts") &&
        !["clients.ts", "ne/clients.ts", "ne/latin.mjs"].includes(file),
    );
    expect(modules.length).toBeGreaterThan(20);
    for (const file of modules) {
      // A client's id in quotes is a reference to the list, not its name.
      let source = read(`app/content/${file}`);
      for (const client of clients) source = source.replaceAll(`"${client.id}"`, "");
      for (const client of clients) expect(source, file).not.toContain(client.name);
    }
  });
});

describe("client artwork is in the client's brand", () => {
  it.each(projects.map((project) => [project.id, project] as const))(
    "project %i: the client's name and colours, none of the studio's",
    (_, project) => {
      const svg = read(`media/src/portfolio/project-${project.id}.svg`);
      expectInClientBrand(svg, findClient(project.client));
    },
  );

  it("the sample logos at /assets/logos/logo1..3.png are three clients', each in its own colours", () => {
    const images = logoDesign.showcase?.images ?? [];
    expect(images.map((image) => image.src)).toEqual([1, 2, 3].map((n) => `/assets/logos/logo${n}.png`));
    for (const [index, image] of images.entries()) {
      const client = findClient(image.client as ClientId);
      const svg = read(`media/src/logo${index + 1}.svg`);
      expect(svg).toMatch(new RegExp(`<title>${client.name.replace("&", "&amp;")}:`));
      expectInClientBrand(svg, client);
      expect(image.alt).toContain(client.name);
    }
  });
});
