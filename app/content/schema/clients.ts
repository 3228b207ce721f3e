import { colour, group, key, link, list, sampleHint, word } from "./fields.ts";

/**
 * content/{en,ne}/clients.yaml: the studio's clients (DECISIONS.md 22). Case studies, testimonials
 * and pages name a client by its id and take its name, town and brand from here.
 */
export const clients = group("Clients", {
  clients: list(
    "Clients",
    group("Client", {
      id: key("Id", "How case studies, testimonials and pages name this client; never change it."),
      name: word("Name", "The brand as the client writes it; Nepali pages keep it in Latin letters."),
      town: word("Town"),
      industry: word("Industry", "A short label: the testimonials page filters stories by it."),
      caseStudy: link(
        "Case study",
        "The page of the case study about this client, as /portfolio/1.",
      ).optional(),
      palette: list(
        "Brand colours",
        group("Colour", {
          name: word("Name", "As the client's brand sheet names it."),
          hex: colour("Colour"),
        }),
        {
          summary: "name",
          hint: "Three or four colours of the client's own brand: its artwork and logo use these, never the studio's.",
        },
      ),
    }),
    { summary: "name", hint: sampleHint("the studio's own clients, named with their permission") },
  ),
});
