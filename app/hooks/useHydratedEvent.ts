import { useEffect } from "react";
import { HYDRATED_EVENT } from "~/shell/replay";

/**
 * Tells the shell's script that the page has hydrated (the root's effects run last, once the
 * whole page is React's), so it replays what the visitor pressed before (app/shell/replay.ts).
 */
export function useHydratedEvent(): void {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
