import { act, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useTypedBeforeHydration } from "./useTypedBeforeHydration";

function SearchBox() {
  const ref = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState("");
  useTypedBeforeHydration(ref, setSearch);
  return (
    <>
      <input
        ref={ref}
        aria-label="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <output>{`searching for "${search}"`}</output>
    </>
  );
}

describe("useTypedBeforeHydration", () => {
  it("takes text typed into the pre-rendered field before hydration into state", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SearchBox />);
    document.body.append(container);
    container.querySelector("input")!.value = "pricing";

    await act(async () => {
      hydrateRoot(container, <SearchBox />);
    });

    expect(screen.getByRole("status")).toHaveTextContent('searching for "pricing"');
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("pricing");
    container.remove();
  });

  it("leaves an empty field's state alone", () => {
    render(<SearchBox />);
    expect(screen.getByRole("status")).toHaveTextContent('searching for ""');
  });
});
