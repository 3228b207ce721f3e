/**
 * The site's two themes. The visitor's choice is kept in localStorage and marked on <html> with
 * the class "dark" or "light"; without a choice <html> has neither and the stylesheet follows the
 * system preference (app.css, `@custom-variant dark`).
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

/**
 * `<meta name="theme-color">` per theme: the inverse colour the top of every page (hero and
 * header) shows; app.css `--inverse` of each theme.
 */
export const THEME_COLORS: Record<Theme, string> = { light: "#0a1a3f", dark: "#102556" };

/** The media query of each `<meta name="theme-color">` in root.tsx. */
export const themeColorMedia = (theme: Theme) => `(prefers-color-scheme: ${theme})`;

/** The stored choice; null when there is none or storage is blocked. */
export function readThemeChoice(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; where storage is blocked it lasts for this page only. */
export function writeThemeChoice(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not kept: the class on <html> still holds it until the next page load.
  }
}

export function systemTheme(): Theme {
  return window.matchMedia(themeColorMedia("dark")).matches ? "dark" : "light";
}

/** The theme on screen: the class on <html> (the choice), else the system's. */
export function currentTheme(): Theme {
  const classes = document.documentElement.classList;
  if (classes.contains("dark")) return "dark";
  if (classes.contains("light")) return "light";
  return systemTheme();
}

/** Marks the choice on <html> (none: follow the system) and sets the browser's theme colour. */
export function applyThemeChoice(choice: Theme | null): void {
  const root = document.documentElement;
  root.classList.toggle("dark", choice === "dark");
  root.classList.toggle("light", choice === "light");
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own: Theme = meta.media === themeColorMedia("dark") ? "dark" : "light";
    meta.content = THEME_COLORS[choice ?? own];
  }
}
