import { Component, type ReactNode } from "react";

type LoadBoundaryProps = {
  children: ReactNode;
  /** Shown instead of the children once they have failed to load. */
  fallback: ReactNode;
  /** A change to any of these renders the children again (other content, another fetch). */
  resetKeys?: readonly unknown[];
};

/**
 * Around code or content fetched on demand: when the fetch fails (offline, or a deploy replaced
 * the chunk), only this part shows its fallback, where the error would otherwise reach the root
 * and replace the whole page with the error screen.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: LoadBoundaryProps) {
    const [before = [], now = []] = [previous.resetKeys, this.props.resetKeys];
    const changed = before.length !== now.length || before.some((key, index) => !Object.is(key, now[index]));
    if (this.state.failed && changed) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
