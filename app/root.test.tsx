import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("The widget exploded");
}

describe("root error boundary", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Unexpected Application Error!' with the error's message, inside the site shell", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    expect(screen.getByText("The widget exploded")).toBeVisible();
    expect(screen.getByRole("link", { name: /Return to Home/ })).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("shows the status and status text of a failed response", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw new Response(null, { status: 503, statusText: "Service Unavailable" });
        },
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("503 Service Unavailable")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  });
});
