import {
  applyThemeChoice,
  currentTheme,
  readThemeChoice,
  THEME_STORAGE_KEY,
  themeColorMedia,
  writeThemeChoice,
} from "~/lib/theme";
import { onReady, prefersReducedMotion } from "./dom";

/**
 * The theme switches (components/ThemeToggle.tsx): toggle buttons, pressed while the dark theme
 * shows. The stored choice is applied before the first paint by the head script (lib/theme.ts);
 * this switches it, and keeps every switch's `aria-pressed` true to the theme, which follows the
 * system preference live until the visitor chooses, and a choice made in another tab.
 */
const TOGGLE = "[data-theme-toggle]";

function showPressed() {
  const pressed = String(currentTheme() === "dark");
  for (const toggle of document.querySelectorAll(TOGGLE)) toggle.setAttribute("aria-pressed", pressed);
}

/**
 * Every colour changes in the same frame (the `theme-switching` class stops transitions until the
 * new theme has painted). Where motion is welcome the page cross-fades in a view transition.
 */
function switchTheme() {
  const root = document.documentElement;
  const next = currentTheme() === "dark" ? "light" : "dark";
  const run = () => {
    root.classList.add("theme-switching");
    writeThemeChoice(next);
    applyThemeChoice(next);
    showPressed();
    requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove("theme-switching")));
  };
  if (!prefersReducedMotion() && typeof document.startViewTransition === "function")
    document.startViewTransition(run);
  else run();
}

export function startThemeToggles(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest(TOGGLE)) switchTheme();
  });
  matchMedia(themeColorMedia("dark")).addEventListener("change", showPressed);
  addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    showPressed();
  });
  onReady(showPressed);
}
