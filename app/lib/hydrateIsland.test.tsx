import { screen } from "@testing-library/react";
import { useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { hydrateIsland } from "./hydrateIsland";
import { ISLAND_FAILED_EVENT, ISLAND_HYDRATED_EVENT, islandIdPrefix } from "./islands";

/** A field with its label tied by `useId`, and a button that breaks the component when pressed. */
function Counter({ start }: { start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  if (count > start + 1) throw new Error("counted too far");
  return (
    <>
      <label htmlFor={id}>Name</label>
      <input id={id} />
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Count ${count}`}
      </button>
    </>
  );
}

/** The island's element as the build writes it (components/Island.tsx renders it as its own root). */
function prerendered(start: number) {
  const element = document.createElement("div");
  element.dataset.island = "Counter";
  element.innerHTML = renderToString(<Counter start={start} />, {
    identifierPrefix: islandIdPrefix("Counter"),
  });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

it("hydrates the pre-rendered HTML as it is, ids and all, and says when it is React's", async () => {
  const errors = vi.spyOn(console, "error");
  const element = prerendered(3);
  const input = element.querySelector("input");
  const hydrated = new Promise((resolve) => element.addEventListener(ISLAND_HYDRATED_EVENT, resolve));
  hydrateIsland(element, Counter, { start: 3 });
  await hydrated;
  // The same nodes: hydration adopted them (a mismatch would have rendered anew).
  expect(element.querySelector("input")).toBe(input);
  expect(screen.getByRole("textbox", { name: "Name" })).toBe(input);
  await userEvent.click(screen.getByRole("button", { name: "Count 3" }));
  expect(screen.getByRole("button", { name: "Count 4" })).toBeVisible();
  expect(errors).not.toHaveBeenCalled();
});

it("puts the pre-rendered HTML back when the component fails, and says so", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const element = prerendered(0);
  const html = element.innerHTML;
  const failed = new Promise((resolve) => element.addEventListener(ISLAND_FAILED_EVENT, resolve));
  hydrateIsland(element, Counter, { start: 0 });
  await userEvent.click(await screen.findByRole("button", { name: "Count 0" }));
  await userEvent.click(screen.getByRole("button", { name: "Count 1" }));
  await failed;
  expect(element.innerHTML).toBe(html);
  expect(screen.getByRole("button", { name: "Count 0" })).toBeVisible();
});
