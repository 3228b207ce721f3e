import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { HYDRATED_ATTRIBUTE } from "~/lib/islands";
import { type Island, startIslands, watchIslands } from "./islands";

/**
 * The islands' loader with islands of its own: each entry module is a real module (a blob URL the
 * loader imports) that records what it is given and what reaches its element, and says it has
 * hydrated as hydrateIsland does (app/lib/hydrateIsland.tsx), once the test lets it.
 */
type Log = { hydrated: { name: string; props: unknown }[]; presses: string[]; gate: Promise<void> };
const log = () => (window as unknown as { islandLog: Log }).islandLog;
let open = () => {};

function entryModule(body = ""): string {
  const code = `export default async (element, props) => {
    ${body}
    const log = window.islandLog;
    element.addEventListener("click", (event) => event.target.matches("[type=button]") && log.presses.push("click " + event.target.textContent));
    element.addEventListener("keydown", (event) => event.target.matches("button") && log.presses.push("key " + event.key));
    element.addEventListener("submit", (event) => { event.preventDefault(); log.presses.push("submit"); });
    await log.gate;
    log.hydrated.push({ name: element.dataset.island, props });
    element.dispatchEvent(new Event("island:hydrated"));
  };`;
  return URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
}

/** An island, as components/Island.tsx writes it, placed `top` pixels down the page. */
function addIsland(
  name: string,
  { load = "visible", top = 0, src = entryModule(), props = "", wake = "" } = {},
): Island {
  const island = document.createElement("div");
  Object.assign(island.dataset, { island: name, load, src, ...(props && { props }), ...(wake && { wake }) });
  island.className = "contents";
  island.innerHTML = `<section style="margin-top:${top}px;height:200px"><button type="button">Next</button>
    <form><input name="q" aria-label="${name} search"><button>Send</button></form></section>`;
  document.body.append(island);
  return island as unknown as Island;
}

beforeAll(() => startIslands());
afterEach(() => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
  vi.restoreAllMocks();
});
function reset() {
  const gate = new Promise<void>((resolve) => (open = resolve));
  Object.assign(window, { islandLog: { hydrated: [], presses: [], gate } satisfies Log });
}

describe("an island", () => {
  it("near the screen hydrates by itself once the page has loaded, with its props", async () => {
    reset();
    open();
    const island = addIsland("Near", { props: JSON.stringify({ words: "नमस्ते" }) });
    watchIslands([island]);
    await expect.poll(() => island.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(log().hydrated).toEqual([{ name: "Near", props: { words: "नमस्ते" } }]);
  });

  it("screens down hydrates only when it comes near the screen; an idle one by itself", async () => {
    reset();
    open();
    const far = addIsland("Far", { top: 4000 });
    const idle = addIsland("Idle", { load: "idle", top: 4000 });
    watchIslands([far, idle]);
    await expect.poll(() => idle.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log().hydrated.map((entry) => entry.name)).toEqual(["Idle"]);
    far.querySelector("section")!.scrollIntoView();
    await expect.poll(() => far.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("waiting for interaction stays HTML on the screen until a pointer comes to it", async () => {
    reset();
    open();
    // The pointer rests away from the island, which is on the screen below.
    const away = document.createElement("p");
    away.textContent = "Away";
    document.body.append(away);
    await userEvent.hover(away);
    const island = addIsland("Form", { load: "interaction", top: 100 });
    const idle = addIsland("Idle", { load: "idle", top: 4000 });
    watchIslands([island, idle]);
    await expect.poll(() => idle.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log().hydrated.map((entry) => entry.name)).toEqual(["Idle"]);
    await userEvent.hover(screen.getByRole("textbox", { name: "Form search" }));
    await expect.poll(() => island.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("is woken when idle by what the address or storage holds for it, whatever its trigger", async () => {
    reset();
    open();
    localStorage.setItem("islands-test:draft", "{}");
    history.replaceState(null, "", "?role=designer");
    try {
      const role = addIsland("Role", { load: "interaction", wake: "role=" });
      const draft = addIsland("Draft", { load: "interaction", wake: "islands-test:draft" });
      const hash = addIsland("Hash", { top: 4000, wake: "#" });
      const other = addIsland("Other", { load: "interaction", wake: "# service= islands-test:none" });
      watchIslands([role, draft, hash, other]);
      // When idle: within the idle callback's timeout at the latest.
      await expect
        .poll(() =>
          log()
            .hydrated.map((entry) => entry.name)
            .sort(),
        )
        .toEqual(["Draft", "Role"]);
      // A #fragment, later: the islands it wakes hydrate.
      location.hash = "branding";
      await expect.poll(() => hash.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
      await expect.poll(() => other.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    } finally {
      localStorage.removeItem("islands-test:draft");
      history.replaceState(null, "", location.pathname);
    }
  });

  it("holds a press made before it hydrates, and does it once after", async () => {
    reset();
    const island = addIsland("Held", { top: 4000 });
    watchIslands([island]);
    const next = island.querySelector("button")!;
    next.scrollIntoView();
    await userEvent.click(next);
    // Its module has started (the press asked for it), its listeners are there, the press is held.
    expect(log().presses).toEqual([]);
    open();
    await expect.poll(() => log().presses).toEqual(["click Next"]);
    await userEvent.click(next);
    expect(log().presses).toEqual(["click Next", "click Next"]);
  });

  it("gives two presses held to it one after the other, each once the last is rendered", async () => {
    reset();
    // A toggle as React has one: the press reads the state rendered, the render comes after it.
    const island = addIsland("Toggle", {
      src: entryModule(`element.dataset.open = "false";
        element.addEventListener("click", () => {
          const next = element.dataset.open === "true" ? "false" : "true";
          queueMicrotask(() => (element.dataset.open = next));
        });`),
    });
    const next = island.querySelector("button")!;
    await userEvent.click(next);
    await userEvent.click(next);
    open();
    await expect.poll(() => log().presses).toEqual(["click Next", "click Next"]);
    // Opened, then closed: the second press saw the first's render.
    expect(island.dataset.open).toBe("false");
  });

  it("queues a press made while the held ones are replayed behind them, not before", async () => {
    reset();
    // A second control, and a press on it the moment the island says it has hydrated: on a slow
    // phone a tap can land between hydration and the replay of what was held.
    const island = addIsland("Queue", {
      src: entryModule(`const other = Object.assign(document.createElement("button"), { type: "button", textContent: "Other" });
        element.querySelector("section").append(other);
        element.addEventListener("island:hydrated", () => other.click(), { once: true });`),
    });
    await userEvent.click(island.querySelector("button")!);
    open();
    await expect.poll(() => log().presses).toEqual(["click Next", "click Other"]);
    await expect.poll(() => island.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("drops a held press whose control hydration has already set as pressed (an address's choice)", async () => {
    reset();
    // Closed in the HTML; the address opens it as the island hydrates, as /services#seo does.
    const island = addIsland("Opened", {
      src: entryModule(
        `window.islandLog.gate.then(() => element.querySelector("button").setAttribute("aria-expanded", "true"));`,
      ),
    });
    const toggle = island.querySelector("button")!;
    toggle.setAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    open();
    await expect.poll(() => island.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(log().presses).toEqual([]);
    // A press after it is the visitor's own, on what is shown now.
    await userEvent.click(toggle);
    expect(log().presses).toEqual(["click Next"]);
  });

  it("leaves the keys that scroll the page alone on a plain button, and holds them on a tab", async () => {
    reset();
    const island = addIsland("Scroll");
    const [button, tab] = [island.querySelector("button")!, document.createElement("button")];
    Object.assign(tab, { type: "button", textContent: "Tab" });
    tab.setAttribute("role", "tab");
    button.after(tab);
    const press = (target: HTMLElement, key: string) =>
      !target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    expect(["ArrowDown", "End", "Home", "ArrowUp"].map((key) => press(button, key))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(press(tab, "End")).toBe(true);
    open();
    await expect.poll(() => log().presses).toEqual(["key End"]);
  });

  it("holds a Send pressed before it hydrates for the island's own checks, not the browser's", async () => {
    reset();
    addIsland("Required");
    const field = screen.getByRole("textbox", { name: "Required search" });
    (field as HTMLInputElement).required = true;
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    open();
    // The empty required field did not stop it: the island got the submission to check.
    await expect.poll(() => log().presses).toEqual(["submit"]);
  });

  it("sends a form once for two taps on Send made before it hydrates", async () => {
    reset();
    addIsland("Twice");
    const send = screen.getByRole("button", { name: "Send" });
    await userEvent.click(send);
    await userEvent.click(send);
    open();
    await expect.poll(() => log().presses).toEqual(["submit"]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log().presses).toEqual(["submit"]);
  });

  it("holds a widget's key and a form's submission, and gives them to it once hydrated", async () => {
    reset();
    const island = addIsland("Keys");
    island.querySelector<HTMLButtonElement>("button")!.focus();
    await userEvent.keyboard("{ArrowRight}");
    screen.getByRole("textbox", { name: "Keys search" }).focus();
    await userEvent.keyboard("logo{Enter}");
    expect(log().presses).toEqual([]);
    open();
    await expect.poll(() => log().presses).toEqual(["key ArrowRight", "submit"]);
    expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE);
    // What was typed stays typed: the field is the page's own all along.
    expect(screen.getByRole("textbox", { name: "Keys search" })).toHaveValue("logo");
  });

  it("whose module fails stays HTML: a held form is posted as a plain form, a later press goes to the page", async () => {
    reset();
    const post = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const island = addIsland("Broken", {
      src: entryModule("await window.islandLog.gate; throw new Error('no island today');"),
    });
    const onPage = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener("submit", onPage);
    screen.getByRole("textbox", { name: "Broken search" }).focus();
    await userEvent.keyboard("logo{Enter}");
    // Held while its module may still come: the page does not see it.
    expect(onPage).not.toHaveBeenCalled();
    open();
    await expect.poll(() => post.mock.calls.length).toBe(1);
    expect(island).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    await userEvent.keyboard("{Enter}");
    expect(onPage).toHaveBeenCalledTimes(1);
    document.removeEventListener("submit", onPage);
  });
});
