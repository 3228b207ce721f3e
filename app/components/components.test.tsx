import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { homeTestimonials } from "~/content/home";
import { CompanyMenu } from "./CompanyMenu";
import { MobileNav } from "./MobileNav";
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

  it("keeps every category's services laid out, unseen, so the panel is as tall as the tallest", async () => {
    const user = userEvent.setup();
    inRouter(<ServicesMegaMenu />);
    await user.click(screen.getByRole("button", { name: "What We Do" }));
    expect(await screen.findByRole("link", { name: /Website Design/ })).toBeVisible();
    // Another category's services: out of sight, the Tab order and the accessibility tree, but
    // not `hidden` (display: none), which would take them out of the panel's height.
    expect(screen.queryByRole("link", { name: /Logo & Identity/ })).toBeNull();
    const logo = screen.getByText("Logo & Identity").closest("a")!;
    expect(logo).toHaveAttribute("href", "/services/logo-design");
    expect(logo).not.toBeVisible();
    expect(logo.closest("[hidden]")).toBeNull();
  });

  it("looks current on a service page, but the button is not marked as the current page", async () => {
    const user = userEvent.setup();
    inRouter(<ServicesMegaMenu />, "/services/SEO");
    const trigger = screen.getByRole("button", { name: "What We Do" });
    expect(trigger).not.toHaveAttribute("aria-current");
    // The crimson underline (the trigger's ::after) is drawn in full.
    expect(trigger.className.split(" ")).toContain("after:scale-x-100");
    await user.click(trigger);
    expect(await screen.findByRole("link", { name: /^SEO Optimization/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("does not look current outside the services", () => {
    inRouter(<ServicesMegaMenu />, "/plans");
    const trigger = screen.getByRole("button", { name: "What We Do" });
    expect(trigger).not.toHaveAttribute("aria-current");
    expect(trigger.className.split(" ")).not.toContain("after:scale-x-100");
  });
});

describe("CompanyMenu", () => {
  it("looks current below /about, but the button is not marked as the current page", async () => {
    const user = userEvent.setup();
    inRouter(<CompanyMenu />, "/about/careers");
    const trigger = screen.getByRole("button", { name: "Who We Are" });
    expect(trigger).not.toHaveAttribute("aria-current");
    expect(trigger.className.split(" ")).toContain("after:scale-x-100");
    await user.click(trigger);
    expect(await screen.findByRole("link", { name: /^Careers/ })).toHaveAttribute("aria-current", "page");
  });

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

describe("MobileNav", () => {
  // jsdom has no modal dialogs: showModal and close only set the open state.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterAll(() => {
    // @ts-expect-error -- jsdom's own dialog has neither.
    delete HTMLDialogElement.prototype.showModal;
    // @ts-expect-error -- as above.
    delete HTMLDialogElement.prototype.close;
  });
  afterEach(() => vi.restoreAllMocks());

  async function openMenu(path: string) {
    const user = userEvent.setup();
    inRouter(<MobileNav />, path);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    return { user, trigger };
  }

  it("opens with the group of the service page shown expanded, its link in view", async () => {
    await openMenu("/services/SEO");
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Digital Marketing" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const name of ["Design & Development", "Branding"]) {
      expect(within(dialog).getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    }
    const current = within(dialog).getByRole("link", { name: "SEO Optimization" });
    expect(current).toBeVisible();
    expect(current).toHaveAttribute("aria-current", "page");
  });

  it("opens with every group collapsed elsewhere, and afresh each time", async () => {
    const { user, trigger } = await openMenu("/plans");
    const dialog = screen.getByRole("dialog");
    for (const name of ["Design & Development", "Branding", "Digital Marketing"]) {
      expect(within(dialog).getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    }
    await user.click(within(dialog).getByRole("button", { name: "Branding" }));
    expect(within(dialog).getByRole("link", { name: "Logo & Identity" })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Branding" }),
    ).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the window widens to the desktop layout", async () => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
            listeners.add(listener),
          removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
            listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { trigger } = await openMenu("/");
    const dialog = screen.getByRole("dialog");
    expect(window.matchMedia).toHaveBeenCalledWith("(min-width: 768px)");
    expect(listeners.size).toBeGreaterThan(0);

    // Narrower still (a change that does not reach the breakpoint): it stays open.
    act(() => listeners.forEach((listener) => listener({ matches: false } as MediaQueryListEvent)));
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    act(() => listeners.forEach((listener) => listener({ matches: true } as MediaQueryListEvent)));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(dialog).not.toHaveAttribute("open");
    // Closed, it no longer listens.
    expect(listeners.size).toBe(0);
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
