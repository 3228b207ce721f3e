// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  RENDER_IN_STEPS_ATTRIBUTE,
  RENDERED_LATER_SELECTOR,
  renderInSteps,
  renderInStepsScript,
} from "./render-in-steps.mjs";

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  "<body><main><section>Hero</section><section>More</section></main><footer>Footer</footer></body></html>";

/** A stand-in document: parts whose rendering is recorded per task, and the browser's queues. */
function fakeBrowser(partCount: number) {
  const log: string[] = [];
  const attributes = new Set<string>();
  const parts = Array.from({ length: partCount }, (_, index) => {
    const properties = new Map<string, string>();
    return {
      style: {
        set contentVisibility(value: string) {
          properties.set("content-visibility", value);
          log.push(`part ${index} ${value}`);
        },
        removeProperty: (name: string) => properties.delete(name),
      },
      get offsetHeight() {
        log.push(`part ${index} laid out`);
        return 100;
      },
      properties,
    };
  });
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const globals = {
    document: {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
      querySelectorAll: (selector: string) => (selector === RENDERED_LATER_SELECTOR ? parts : []),
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  };
  const run = () => new Function(...Object.keys(globals), renderInStepsScript)(...Object.values(globals));
  const runTask = () => {
    log.push("task");
    tasks.shift()?.();
  };
  return { log, attributes, parts, listeners, frames, tasks, run, runTask };
}

describe("renderInSteps", () => {
  const result = renderInSteps(page);

  it("puts the script right after the charset, ahead of the stylesheet", () => {
    expect(result).toContain(
      `<meta charSet="utf-8"/><script>${renderInStepsScript}</script><link rel="stylesheet"`,
    );
  });

  it("adds it once, however often the build is post-processed", () => {
    expect(renderInSteps(result)).toBe(result);
  });

  it("leaves a page without a charset tag as it is", () => {
    const bare = page.replace('<meta charSet="utf-8"/>', "");
    expect(renderInSteps(bare)).toBe(bare);
  });

  it("skips, in the stylesheet, exactly what the script renders later", () => {
    const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
    expect(css).toContain(
      `html[${RENDER_IN_STEPS_ATTRIBUTE}] :is(${RENDERED_LATER_SELECTOR}) {\n  content-visibility: auto;`,
    );
  });
});

describe("the render-in-steps script", () => {
  it("marks the page at once, and renders nothing before the document is parsed and a frame drawn", () => {
    const browser = fakeBrowser(2);
    browser.run();
    expect([...browser.attributes]).toEqual([RENDER_IN_STEPS_ATTRIBUTE]);
    expect(browser.frames).toHaveLength(0);

    browser.listeners.DOMContentLoaded();
    expect(browser.tasks).toHaveLength(0);
    browser.frames.shift()?.();
    expect(browser.log).toEqual([]);
  });

  it("then renders one part per task, and lifts the mark and its own styles at the end", () => {
    const browser = fakeBrowser(3);
    browser.run();
    browser.listeners.DOMContentLoaded();
    browser.frames.shift()?.();
    while (browser.tasks.length > 0) browser.runTask();

    expect(browser.log).toEqual([
      "task",
      "part 0 visible",
      "part 0 laid out",
      "task",
      "part 1 visible",
      "part 1 laid out",
      "task",
      "part 2 visible",
      "part 2 laid out",
      "task",
    ]);
    expect(browser.attributes.size).toBe(0);
    expect(browser.parts.every((part) => part.properties.size === 0)).toBe(true);
  });
});
