import { applyThemeChoice, readThemeChoice } from "~/lib/theme";
import { startAnchors } from "./anchors";
import { startChatFloat } from "./chatFloat";
import { startDisclosures } from "./disclosures";
import { startHeader } from "./header";
import { startIslands } from "./islands";
import { startLanguageSwitches } from "./language";
import { startMenus } from "./menus";
import { startMobileNav } from "./mobileNav";
import { startNewsletterBox } from "./newsletterBox";
import { startNotFoundLog } from "./notFound";
import { startReel } from "./reelStart";
import { startReveal } from "./reveal";
import { startThemeToggles } from "./theme";
import { startToastRegion } from "./toastRegion";
import { startVitals } from "./vitalsStart";

/**
 * The shell's script: one small classic script at the top of every page's <head> (root.tsx,
 * bundled by builder/vite/inline-scripts.ts), so the header, the phone menu, the theme switch, the
 * newsletter box and the toasts work from the first paint, on pages with no other script and
 * around islands whose React has not started yet; it also starts the islands (islands.ts). Everything listens on the document, so it needs no
 * element to exist yet, and nothing React renders later can drop a listener.
 */

// Before the stylesheet and the first paint: no flash of the wrong theme.
applyThemeChoice(readThemeChoice());
// Marks that the shell works: app.css keeps its no-script fallbacks for pages without it.
document.documentElement.classList.add("js");

startIslands();
startHeader();
startAnchors();
startMenus();
startMobileNav();
startDisclosures();
startThemeToggles();
startLanguageSwitches();
startToastRegion();
startNewsletterBox();
startReveal();
startNotFoundLog();
startChatFloat();
startVitals();
startReel();
