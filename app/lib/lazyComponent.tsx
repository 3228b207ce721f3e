import { Component, type ComponentType, lazy, type ReactNode } from "react";

/**
 * A component whose code is fetched on its first render, or earlier by `preload`: code most visits
 * never need is fetched when the visitor heads for it (pointer or focus on its trigger).
 *
 * If the fetch fails (offline, or a deploy replaced the chunk), `fallback` renders in its place
 * instead of the error taking down the page. It stays: the browser keeps a failed module fetch
 * for the life of the page, so only a reload fetches again.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  // A failed preload is retried by the render.
  const preload = () => void load().catch(() => undefined);

  function LazyComponent(props: Props) {
    return (
      <LoadBoundary fallback={fallback(props)}>
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  return Object.assign(LazyComponent, { preload });
}

type LoadBoundaryProps = {
  children: ReactNode;
  /** Shown instead of the children once they have failed to load. */
  fallback: ReactNode;
};

/**
 * Catches the failed fetch of a lazy component, which would otherwise reach the root and replace
 * the whole page with the error screen.
 */
class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
