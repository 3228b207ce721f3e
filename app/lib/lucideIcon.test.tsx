import { render } from "@testing-library/react";
import { ArrowRight, Star } from "lucide-react";
import { describe, expect, it } from "vitest";

describe("lucide icons through the site's factory", () => {
  it("render lucide's SVG: its attributes, classes and shapes, hidden from assistive technology", () => {
    const { container } = render(<ArrowRight className="size-4" strokeWidth={1.5} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("class")).toBe("lucide lucide-arrow-right size-4");
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.getAttribute("stroke-width")).toBe("1.5");
    expect(svg.getAttribute("stroke-linecap")).toBe("round");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.querySelectorAll("path")).toHaveLength(2);
  });

  it("are exposed when given a name", () => {
    const { getByRole } = render(<Star role="img" aria-label="Rated 5 of 5" />);
    expect(getByRole("img", { name: "Rated 5 of 5" })).not.toHaveAttribute("aria-hidden");
  });
});
