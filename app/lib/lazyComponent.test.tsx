import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazyComponent";

type GreetingProps = { name: string };

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("lazyComponent", () => {
  it("renders the component once its code has arrived", async () => {
    const LazyGreeting = lazyComponent(() => Promise.resolve(Greeting));
    render(
      <Suspense>
        <LazyGreeting name="Sita" />
      </Suspense>,
    );
    expect(await screen.findByText("Hello Sita")).toBeVisible();
  });

  it("renders the fallback, with the same props, when the code cannot be fetched", async () => {
    const LazyGreeting = lazyComponent<GreetingProps>(offline, ({ name }) => <p>No greeting for {name}</p>);
    // React reports the error it caught; the rest of the page goes on.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = (name: string) => (
      <main>
        <h1>Page</h1>
        <Suspense>
          <LazyGreeting name={name} />
        </Suspense>
      </main>
    );
    const { rerender } = render(page("Sita"));
    expect(await screen.findByText("No greeting for Sita")).toBeVisible();
    rerender(page("Ram"));
    expect(screen.getByText("No greeting for Ram")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Page" })).toBeVisible();
    consoleError.mockRestore();
  });

  it("renders nothing in place of code that cannot be fetched, unless given a fallback", async () => {
    const LazyGreeting = lazyComponent<GreetingProps>(offline);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      <Suspense fallback="loading">
        <LazyGreeting name="Sita" />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
    consoleError.mockRestore();
  });
});
