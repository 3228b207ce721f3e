import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

describe("Button asChild", () => {
  it("styles its child link as a button: classes joined, the child's own props kept", () => {
    render(
      <Button asChild size="sm" className="extra" title="from the button">
        <a href="/contact" className="own" title="from the link">
          Get Started
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Get Started" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link).toHaveClass("inline-flex", "h-9", "extra", "own");
    expect(link).toHaveAttribute("title", "from the link");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
