import { useSyncExternalStore } from "react";
import {
  applyThemeChoice,
  currentTheme,
  readThemeChoice,
  type Theme,
  THEME_STORAGE_KEY,
  themeColorMedia,
  writeThemeChoice,
} from "~/lib/theme";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const system = window.matchMedia(themeColorMedia("dark"));
  system.addEventListener("change", onChange);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    system.removeEventListener("change", onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Every colour changes in the same frame (the `theme-switching` class stops transitions until the
 * new theme has painted). Where motion is welcome the page cross-fades in a view transition.
 */
function switchTheme(change: () => void) {
  const root = document.documentElement;
  const run = () => {
    root.classList.add("theme-switching");
    change();
    listeners.forEach((listener) => listener());
    requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove("theme-switching")));
  };
  if (!window.matchMedia(REDUCED_MOTION).matches && typeof document.startViewTransition === "function") {
    document.startViewTransition(run);
  } else {
    run();
  }
}

/** Shows `theme` and remembers it: from now on it wins over the system preference. */
export function setTheme(theme: Theme): void {
  writeThemeChoice(theme);
  switchTheme(() => applyThemeChoice(theme));
}

/**
 * The theme on screen (null while pre-rendering and hydrating: the server cannot know it) and the
 * means to change it. It follows the system preference until the visitor chooses.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  const toggle = () => setTheme(currentTheme() === "dark" ? "light" : "dark");
  return { theme, setTheme, toggle };
}
