import { useCallback, useState } from "react";

export type SlideDirection = "next" | "previous";

type CarouselState = { index: number; previousIndex: number | null; direction: SlideDirection };

/**
 * Index of the current slide with wraparound, plus the direction of the last move so the
 * slide can enter from the side it is coming from. No auto-advance.
 */
export function useCarousel(count: number) {
  const [state, setState] = useState<CarouselState>({
    index: 0,
    previousIndex: null,
    direction: "next",
  });

  const goTo = useCallback(
    (target: number, direction?: SlideDirection) =>
      setState((current) => {
        const index = ((target % count) + count) % count;
        if (index === current.index) return current;
        return {
          index,
          previousIndex: current.index,
          direction: direction ?? (index > current.index ? "next" : "previous"),
        };
      }),
    [count],
  );

  const next = useCallback(() => setState((s) => step(s, 1, count)), [count]);
  const previous = useCallback(() => setState((s) => step(s, -1, count)), [count]);

  return { ...state, count, next, previous, goTo };
}

function step(state: CarouselState, delta: 1 | -1, count: number): CarouselState {
  return {
    index: (state.index + delta + count) % count,
    previousIndex: state.index,
    direction: delta === 1 ? "next" : "previous",
  };
}
