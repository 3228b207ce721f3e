import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { homeTestimonials } from "~/content/home";
import { CompanyMenu } from "./CompanyMenu";
import { ServicesMegaMenu } from "./ServicesMegaMenu";
import { TestimonialCarousel } from "./TestimonialCarousel";

function inRouter(ui: React.ReactNode, path = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("ServicesMegaMenu", () => {
  it("opens from the keyboard, shows the focused category's services, and closes on Escape", async () => {
    const user = userEvent.setup();
    inRouter(<ServicesMegaMenu />);
    const trigger = screen.getByRole("button", { name: "What We Do" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    trigger.focus();
    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    // The panel's code arrives on intent: the first opening waits for it.
    expect(await screen.findByRole("link", { name: /Website Design/ })).toBeVisible();
    expect(screen.queryByRole("link", { name: /Logo & Identity/ })).toBeNull();

    await user.tab();
    expect(screen.getByRole("link", { name: /^Design & Development/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: /Website Design/ })).toHaveFocus();
    act(() => screen.getByRole("link", { name: /^Branding/ }).focus());
    expect(screen.getByRole("link", { name: /Logo & Identity/ })).toBeVisible();

    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
  });

  it("marks itself current on a service page", () => {
    inRouter(<ServicesMegaMenu />, "/services/SEO");
    expect(screen.getByRole("button", { name: "What We Do" })).toHaveAttribute("aria-current", "page");
  });
});

describe("CompanyMenu", () => {
  it("stays open when the hover that opened it is followed by a click", async () => {
    const user = userEvent.setup();
    inRouter(<CompanyMenu />);
    const trigger = screen.getByRole("button", { name: "Who We Are" });
    await user.hover(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("lists the company pages and closes when a press lands outside", async () => {
    const user = userEvent.setup();
    inRouter(
      <>
        <CompanyMenu />
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole("button", { name: "Who We Are" });
    await user.click(trigger);
    const menu = await screen.findByRole("list");
    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining("About"),
      expect.stringContaining("Our Story"),
      expect.stringContaining("Values"),
      expect.stringContaining("Careers"),
    ]);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
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
});
