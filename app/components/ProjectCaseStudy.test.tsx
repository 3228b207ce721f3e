import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type CaseStudy, caseStudies } from "~/content/caseStudies";
import { clientPlace, findClient } from "~/content/clientLookup";
import { projects } from "~/content/portfolio";
import { testimonials } from "~/content/testimonials";
import { MoreProjects, projectsAfter } from "./MoreProjects";
import { CaseStudyClient, ProjectCaseStudy } from "./ProjectCaseStudy";

const study = (id: number) => caseStudies.find((project) => project.id === id)!;

describe("a case study as a story", () => {
  it("quotes the client's testimonial word for word, with the name and portrait /testimonials shows", () => {
    for (const id of [1, 6]) {
      const project = study(id);
      const testimonial = testimonials.find((item) => item.client === project.client)!;
      expect(project.testimonial).toBe(testimonial);
      const { unmount } = render(<ProjectCaseStudy project={project} />);
      const quote = screen.getByRole("region", { name: "In the client's words" });
      expect(within(quote).getByRole("blockquote")).toHaveTextContent(`“${testimonial.quote}”`);
      expect(quote).toHaveTextContent(testimonial.name);
      expect(quote).toHaveTextContent(`${testimonial.role}, ${clientPlace(findClient(project.client))}`);
      // The portrait the testimonials use (DECISIONS.md 14): the name's first letter, beside the name.
      expect(within(quote).getByText(testimonial.name.charAt(0), { exact: true })).toHaveAttribute(
        "aria-hidden",
        "true",
      );
      unmount();
    }
  });

  it("shows no quote for a client who has given none, rather than inventing one", () => {
    const project = study(2);
    expect(testimonials.some((item) => item.client === project.client)).toBe(false);
    render(<ProjectCaseStudy project={project} />);
    expect(screen.queryByRole("region", { name: "In the client's words" })).toBeNull();
    expect(screen.queryByRole("blockquote")).toBeNull();
  });

  it("gives the timeline in weeks, phase by phase, and the weeks in all", () => {
    render(<ProjectCaseStudy project={study(1)} />);
    const timeline = screen.getByRole("region", { name: "How long it took" });
    expect(
      within(timeline)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["01Discovery1 week", "02Design2 weeks", "03Build3 weeks", "04Launch and training1 week"]);
    expect(timeline).toHaveTextContent("7 weeks in all");
  });

  it("lists what the client brought", () => {
    render(<ProjectCaseStudy project={study(6)} />);
    const supplied = screen.getByRole("region", { name: "What the client brought" });
    expect(
      within(supplied)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "The menu",
      "Sales by day of the week",
      "The Instagram and WhatsApp accounts",
      "An afternoon in the kitchen for photos",
    ]);
  });

  it("shows before and after as two labelled pictures with alt text and a size, so nothing shifts", () => {
    const project = study(4);
    render(<ProjectCaseStudy project={project} />);
    const pair = screen.getByRole("region", { name: "Before and after" });
    const [before, after] = within(pair).getAllByRole("figure");
    expect(within(before).getByRole("img")).toMatchObject({
      alt: project.before!.alt,
      width: 1600,
      height: 1000,
    });
    expect(within(before).getByRole("img")).toHaveAttribute("src", "/portfolio/project-4-before.svg");
    expect(before).toHaveTextContent(/Before$/);
    expect(within(after).getByRole("img")).toMatchObject({
      alt: project.artwork.alt,
      width: 1600,
      height: 1000,
    });
    expect(after).toHaveTextContent(/After$/);
    for (const image of within(pair).getAllByRole("img")) expect(image).toHaveAttribute("loading", "lazy");
  });

  it("puts the phone screens on phones where the artwork has them, and leaves the section out where not", () => {
    const { unmount } = render(<ProjectCaseStudy project={study(6)} />);
    expect(screen.getByRole("region", { name: "On the phone" })).toBeInTheDocument();
    // On its own page, the mock-up does not link to the case study it is on.
    expect(within(screen.getByRole("region", { name: "On the phone" })).queryByRole("link")).toBeNull();
    unmount();
    render(<ProjectCaseStudy project={study(5)} />);
    expect(screen.queryByRole("region", { name: "On the phone" })).toBeNull();
  });

  it("links the client's live site only where the case study gives one", () => {
    const project = study(1);
    expect(project.site).toBeUndefined();
    const { unmount } = render(<CaseStudyClient project={project} />);
    expect(screen.getByText(/Client:/)).toHaveTextContent("Client: Himali Loom, Palpa");
    expect(screen.queryByRole("link")).toBeNull();
    unmount();
    const withSite: CaseStudy = { ...project, site: "https://himaliloom.example" };
    render(<CaseStudyClient project={withSite} />);
    const link = screen.getByRole("link", { name: "Visit Himali Loom's website" });
    expect(link).toHaveAttribute("href", "https://himaliloom.example");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("More projects", () => {
  it("shows three other projects, the ones after this one, with the client as the home strip names it", () => {
    for (const project of caseStudies) {
      const others = projectsAfter(project);
      expect(others).toHaveLength(3);
      expect(others.map((other) => other.id)).not.toContain(project.id);
    }
    expect(projectsAfter(study(1)).map((other) => other.id)).toEqual([2, 4, 5]);
    expect(projectsAfter(study(6)).map((other) => other.id)).toEqual([1, 2, 4]);
    render(<MoreProjects current={study(5)} />);
    const more = screen.getByRole("region", { name: "More projects" });
    const tiles = within(more).getAllByRole("listitem");
    expect(tiles).toHaveLength(3);
    const shown = [6, 1, 2].map((id) => projects.find((project) => project.id === id)!);
    tiles.forEach((tile, index) => {
      const project = shown[index];
      expect(tile).toHaveTextContent(clientPlace(findClient(project.client)));
      expect(within(tile).getByRole("link", { name: project.title })).toHaveAttribute("href", project.link);
    });
  });
});
