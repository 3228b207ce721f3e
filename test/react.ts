import { onTestFinished } from "vitest";

/**
 * Clicks `element` as the browser dispatches a click, outside act() (which would also render what
 * React defers), and returns once React has rendered the click's own update: React renders it in a
 * microtask, deferred values (`useDeferredValue`) in a task of their own after it.
 */
export async function clickOutsideAct(element: HTMLElement): Promise<void> {
  const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
  Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
  onTestFinished(() => {
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment);
  });
  element.click();
  await Promise.resolve();
}
