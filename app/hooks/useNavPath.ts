import { useLocation } from "react-router";
import { useHydrated } from "./useHydrated";
import { useNotFound } from "./useNotFound";

const PRERENDERED_NOT_FOUND_PATH = "/404";

/**
 * The path navigation highlights. An unknown path is served the not-found page pre-rendered at
 * /404, so during hydration the header must render as it did there; right after, React renders
 * it again for the real path (an attribute mismatch would otherwise never be corrected).
 */
export function useNavPath(): string {
  const { pathname } = useLocation();
  const isNotFound = useNotFound();
  const hydrated = useHydrated();
  return isNotFound && !hydrated ? PRERENDERED_NOT_FOUND_PATH : pathname;
}
