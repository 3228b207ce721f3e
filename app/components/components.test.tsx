import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { homeTestimonials } from "~/content/home";
import { HeaderBar } from "./SiteHeader";
import { TestimonialCarousel } from "./TestimonialCarousel";

function inRouter(ui: React.ReactNode, path = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(<Stub initialEntries={[path]} />);
}

// The header is static HTML on every page (SiteHeader.tsx): its markup is what these check. What
// its menus do in the browser is the platform's and the shell's script's (app/shell/*.test.ts).
describe("HeaderBar", () => {
  const underlined = (element: HTMLElement) => element.className.split(" ").includes("after:scale-x-100");
  /** A menu's button and its panel, a popover (closed, so out of the accessibility tree). */
  function menu(name: string) {
    const trigger = screen.getByRole("button", { name });
    const panel = document.getElementById(trigger.getAttribute("popovertarget") ?? "");
    if (!panel) throw new Error(`${name} has no panel`);
    return { trigger, panel: within(panel) };
  }

  it("marks 'What We Do' on a service page, and the page's own link in its panel", () => {
    render(<HeaderBar pathname="/services/SEO" />);
    const { trigger, panel } = menu("What We Do");
    // The crimson underline is drawn in full; the button is not a page, so not aria-current.
    expect(underlined(trigger)).toBe(true);
    expect(trigger).not.toHaveAttribute("aria-current");
    expect(panel.getByRole("link", { name: /^SEO Optimization/, hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("does not mark 'What We Do' outside the services", () => {
    render(<HeaderBar pathname="/plans" />);
    expect(underlined(menu("What We Do").trigger)).toBe(false);
    expect(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Plans" }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("opens the mega menu on the page's category, every category's services laid out, unseen", () => {
    render(<HeaderBar pathname="/services/SEO" />);
    const { panel } = menu("What We Do");
    const shown = (name: RegExp) => panel.getByRole("link", { name, hidden: true });
    expect(shown(/^Digital Marketing/)).toHaveAttribute("data-active");
    expect(shown(/^Branding/)).not.toHaveAttribute("data-active");
    // Another category's services: out of sight, the Tab order and the accessibility tree, but
    // not `hidden` (display: none), which would take them out of the panel's height.
    const logo = panel.getByText("Logo & Identity").closest("a");
    expect(logo).toHaveAttribute("href", "/services/logo-design");
    expect(logo?.closest("[data-category-panel]")).toHaveStyle({ visibility: "hidden" });
    expect(logo?.closest("[hidden]")).toBeNull();
    expect(shown(/^SEO Optimization/).closest("[data-category-panel]")).not.toHaveStyle({
      visibility: "hidden",
    });
  });

  it("marks 'Who We Are' below /about, and lists the company pages", () => {
    render(<HeaderBar pathname="/about/careers" />);
    const { trigger, panel } = menu("Who We Are");
    expect(underlined(trigger)).toBe(true);
    expect(trigger).not.toHaveAttribute("aria-current");
    expect(
      panel
        .getAllByRole("link", { hidden: true })
        .map((link) => [link.textContent, link.getAttribute("aria-current")]),
    ).toEqual([
      [expect.stringMatching(/^About/), null],
      [expect.stringMatching(/^Our Story/), null],
      [expect.stringMatching(/^Values/), null],
      [expect.stringMatching(/^Careers/), "page"],
    ]);
  });

  it("opens the phone menu, a modal dialog, from a button; the page's service group open in it", () => {
    render(<HeaderBar pathname="/services/SEO" />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("command", "show-modal");
    const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
    expect(dialog?.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("closedby", "any");
    const groups = [...dialog!.querySelectorAll("details")];
    expect(groups.map((group) => [group.querySelector("summary")?.textContent, group.open])).toEqual([
      ["Design & Development", false],
      ["Branding", false],
      ["Digital Marketing", true],
    ]);
    expect(groups.every((group) => group.getAttribute("name") === groups[0].getAttribute("name"))).toBe(true);
    expect(within(dialog!).getByRole("link", { name: "SEO Optimization", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("opens the phone menu with every service group closed elsewhere", () => {
    render(<HeaderBar pathname="/plans" />);
    const dialog = document.getElementById(
      screen.getByRole("button", { name: "Open menu" }).getAttribute("commandfor") ?? "",
    )!;
    expect([...dialog.querySelectorAll("details")].map((group) => group.open)).toEqual([false, false, false]);
  });
});

describe("TestimonialCarousel", () => {
  const names = homeTestimonials.items.map((item) => item.name);
  const currentName = () =>
    screen.getAllByRole("group").find((slide) => slide.getAttribute("aria-hidden") === "false")?.textContent;

  it("wraps around both ways and marks the current dot", async () => {
    const user = userEvent.setup();
    inRouter(<TestimonialCarousel />);
    const dots = screen.getAllByRole("button", { name: new RegExp(homeTestimonials.goTo) });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(dots[1]).not.toHaveAttribute("aria-current");
    expect(currentName()).toContain(names[0]);

    await user.click(screen.getByRole("button", { name: homeTestimonials.previous }));
    expect(currentName()).toContain(names[2]);
    expect(dots[2]).toHaveAttribute("aria-current", "true");

    await user.click(screen.getByRole("button", { name: homeTestimonials.next }));
    expect(currentName()).toContain(names[0]);

    await user.click(dots[1]);
    expect(currentName()).toContain(names[1]);
    expect(dots[1]).toHaveAttribute("aria-current", "true");
  });

  it("works from the keyboard: its buttons, its dots, and the arrow keys where focus stays", async () => {
    const user = userEvent.setup();
    inRouter(<TestimonialCarousel />);
    const previous = screen.getByRole("button", { name: homeTestimonials.previous });
    const next = screen.getByRole("button", { name: homeTestimonials.next });
    const dots = screen.getAllByRole("button", { name: new RegExp(homeTestimonials.goTo) });

    previous.focus();
    await user.keyboard("{Enter}");
    expect(currentName()).toContain(names[2]);
    await user.tab();
    expect(dots[0]).toHaveFocus();
    await user.keyboard(" ");
    expect(currentName()).toContain(names[0]);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    await user.tab();
    await user.tab();
    expect(dots[2]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(currentName()).toContain(names[2]);
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(currentName()).toContain(names[0]);

    await user.keyboard("{ArrowRight}");
    expect(currentName()).toContain(names[1]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(currentName()).toContain(names[2]);
    expect(next).toHaveFocus();
  });

  it("links each quote to its client's case study, the current slide's link only", async () => {
    const user = userEvent.setup();
    inRouter(<TestimonialCarousel />);
    const caseStudy = homeTestimonials.items[0].caseStudy!;
    expect(screen.getByRole("link", { name: caseStudy.label })).toHaveAttribute("href", caseStudy.url);
    await user.click(screen.getByRole("button", { name: homeTestimonials.next }));
    expect(screen.queryByRole("link", { name: caseStudy.label })).toBeNull();
    const next = homeTestimonials.items[1].caseStudy!;
    expect(screen.getByRole("link", { name: next.label })).toHaveAttribute("href", next.url);
  });
});
