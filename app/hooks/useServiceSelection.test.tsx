import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import type { ServiceCategory } from "~/content/serviceTypes";
import { resolveSelection, useServiceSelection } from "./useServiceSelection";

const icon = (() => null) as unknown as ServiceCategory["icon"];
const service = (id: string) => ({
  id,
  title: id,
  icon,
  color: "blue" as const,
  loadDetails: () => Promise.resolve({ default: { description: "", features: [], process: [] } }),
  page: `/services/${id}`,
});
const categories: ServiceCategory[] = [
  { id: "design", title: "Design", description: "", icon, services: [service("web"), service("app")] },
  { id: "brand", title: "Brand", description: "", icon, services: [service("logo"), service("pack")] },
];

describe("resolveSelection", () => {
  it("selects a category and its first service from a category id", () => {
    expect(resolveSelection(categories, "brand")).toEqual({ categoryId: "brand", serviceId: "logo" });
  });
  it("selects a service and its category from a service id", () => {
    expect(resolveSelection(categories, "app")).toEqual({ categoryId: "design", serviceId: "app" });
  });
  it("falls back to the first category for an unknown or empty id", () => {
    expect(resolveSelection(categories, "nope")).toEqual({ categoryId: "design", serviceId: "web" });
    expect(resolveSelection(categories, "")).toEqual({ categoryId: "design", serviceId: "web" });
  });
});

function Probe() {
  const selection = useServiceSelection(categories);
  return (
    <div>
      <output>{`${selection.categoryId}/${selection.serviceId}`}</output>
      <button type="button" onClick={() => selection.selectCategory("brand")}>
        category brand
      </button>
      <button type="button" onClick={() => selection.selectService("app")}>
        service app
      </button>
      <button type="button" onClick={() => selection.toggleCategory("brand")}>
        toggle brand
      </button>
      <a href="/services#pack">menu link</a>
    </div>
  );
}

// The test page's own address, put back after each test that sets one of the site's.
const testPageAddress = window.location.href;
afterEach(() => window.history.replaceState(null, "", testPageAddress));

/** The page at `url`, as an island reads it (hooks/usePageAddress.ts), with no router. */
function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  return render(<Probe />);
}

describe("useServiceSelection", () => {
  beforeEach(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const shown = () => screen.getByRole("status").textContent;

  it("selects from the deep link and scrolls to the choice", () => {
    const choice = document.createElement("section");
    choice.setAttribute("data-service-choice", "");
    choice.style.height = "100px";
    document.body.append(choice);
    renderAt("/services#app");
    expect(shown()).toBe("design/app");
    expect(window.scrollTo).toHaveBeenCalled();
    choice.remove();
  });

  it("starts on the first category without a hash, and without scrolling", () => {
    renderAt("/services");
    expect(shown()).toBe("design/web");
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("resets the service when the category changes and writes the hash without a history entry", async () => {
    const user = userEvent.setup();
    renderAt("/services#app");
    const entries = window.history.length;
    await user.click(screen.getByRole("button", { name: "category brand" }));
    expect(shown()).toBe("brand/logo");
    expect(window.location.hash).toBe("#brand");
    await user.click(screen.getByRole("button", { name: "service app" }));
    expect(shown()).toBe("design/app");
    expect(window.location.hash).toBe("#app");
    expect(window.history.length).toBe(entries);
  });

  it("toggles the accordion: the open category closes to nothing, another opens", async () => {
    const user = userEvent.setup();
    renderAt("/services#brand");
    await user.click(screen.getByRole("button", { name: "toggle brand" }));
    expect(shown()).toBe("/");
    expect(window.location.hash).toBe("");
    await user.click(screen.getByRole("button", { name: "toggle brand" }));
    expect(shown()).toBe("brand/logo");
  });

  it("follows a navigation to a new hash after a click", async () => {
    const user = userEvent.setup();
    renderAt("/services");
    await user.click(screen.getByRole("button", { name: "service app" }));
    await user.click(screen.getByRole("link", { name: "menu link" }));
    await expect.poll(shown).toBe("brand/pack");
  });
});
