import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while React hydrates the pre-rendered HTML, true from the first client render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
