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

  it("renders nothing in place of code that cannot be fetched, and the rest of the page goes on", async () => {
    const LazyGreeting = lazyComponent<GreetingProps>(offline);
    // React reports the error it caught.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = (name: string) => (
      <main>
        <h1>Page</h1>
        <Suspense fallback="loading">
          <LazyGreeting name={name} />
        </Suspense>
      </main>
    );
    const { rerender } = render(page("Sita"));
    await act(async () => undefined);
    expect(screen.getByRole("main")).toHaveTextContent(/^Page$/);
    // New props do not bring the failed code back, nor an error.
    rerender(page("Ram"));
    await act(async () => undefined);
    expect(screen.getByRole("main")).toHaveTextContent(/^Page$/);
    expect(screen.getByRole("heading", { name: "Page" })).toBeVisible();
    consoleError.mockRestore();
  });
});
