import { THEME_COLORS, themeColorMedia } from "~/lib/theme";

/** Puts the two theme-color metas of the page's head (root.tsx) into the test document. */
export function addThemeColorMetas() {
  for (const theme of ["light", "dark"] as const) {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.media = themeColorMedia(theme);
    meta.content = THEME_COLORS[theme];
    document.head.append(meta);
  }
}
