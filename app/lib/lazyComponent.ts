import { type ComponentType, lazy } from "react";

/**
 * A component whose code is fetched on its first render, or earlier by `preload`: code most visits
 * never need is fetched when the visitor heads for it (pointer or focus on its trigger).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  // A failed preload is retried by the render, which shows the error.
  const preload = () => void load().catch(() => undefined);
  return Object.assign(Component, { preload });
}
