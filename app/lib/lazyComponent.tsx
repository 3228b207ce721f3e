import { Component, type ComponentType, lazy, type ReactNode } from "react";

/**
 * A component whose code is fetched on its first render, or earlier by `preload`: code most visits
 * never need is fetched when the visitor heads for it (pointer or focus on its trigger).
 *
 * If the fetch fails (offline, or a deploy replaced the chunk), nothing renders in its place,
 * instead of the error taking down the page. It stays so: the browser keeps a failed module fetch
 * for the life of the page, so only a reload fetches again.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  // A failed preload is retried by the render.
  const preload = () => void load().catch(() => undefined);

  function LazyComponent(props: Props) {
    return (
      <LoadBoundary>
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  return Object.assign(LazyComponent, { preload });
}

/**
 * Catches the failed fetch of a lazy component, which would otherwise reach the root and replace
 * the whole page with the error screen.
 */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
