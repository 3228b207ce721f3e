import { localeOfPath, locales, pathIn, pathInEnglish } from "~/content/locales.mjs";
import { KEEP_LINK_ATTRIBUTE, SWITCH_ATTRIBUTE } from "~/lib/languageSwitch";
import { closestTarget, onReady } from "./dom";

/**
 * The language switches (components/LanguageSwitch.tsx, DECISIONS.md 23). A switch leads to the
 * same page in the other language, with its query and at the same section (which the
 * pre-rendered link cannot know), and the visitor's choice is remembered. The site never redirects by language: on
 * a page in the other language, a remembered choice only brings up a suggestion with the link.
 */
export const LANGUAGE_STORAGE_KEY = "language";
const SWITCH = `a[${SWITCH_ATTRIBUTE}]`;
const SUGGESTION = "[data-language-suggestion]";
/** On <html> while the page offers the chosen language: app.css makes room for it under the bar. */
export const OFFER_ATTRIBUTE = "data-language-offer";
/** In sessionStorage once the offer has been made: once a visit, not on every page. */
export const OFFERED_KEY = "language-offered";

type LocaleCode = keyof typeof locales;
const isLocaleCode = (code: string | null | undefined): code is LocaleCode => !!code && code in locales;

export function readLanguageChoice(): LocaleCode | null {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocaleCode(code) ? code : null;
  } catch {
    return null; // storage blocked: nothing remembered
  }
}

function writeLanguageChoice(code: LocaleCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage blocked: the switch still leads to the page, the choice is not remembered.
  }
}

/**
 * Where a switch to `code` leads from the page shown: this page, with its query (an application's
 * `?role=`, an id the same in both languages), at this section, in that language.
 */
export function switchTarget(
  code: LocaleCode,
  where: Pick<Location, "pathname" | "search" | "hash">,
): string {
  return pathIn(pathInEnglish(where.pathname), locales[code]) + where.search + where.hash;
}

export function startLanguageSwitches(): void {
  const follow = (event: Event) => {
    const link = closestTarget<HTMLAnchorElement>(event, SWITCH);
    const code = link?.dataset.languageSwitch;
    if (!link || !isLocaleCode(code)) return;
    if (!link.hasAttribute(KEEP_LINK_ATTRIBUTE)) link.href = switchTarget(code, location);
    writeLanguageChoice(code);
  };
  // Before the browser follows the link: a click, or a middle click for a new tab.
  document.addEventListener("click", follow);
  document.addEventListener("auxclick", follow);
  document.addEventListener("click", (event) => {
    if (!closestTarget(event, "[data-language-stay]")) return;
    writeLanguageChoice(localeOfPath(location.pathname).code);
    document.documentElement.removeAttribute(OFFER_ATTRIBUTE);
    document.querySelector<HTMLElement>(SUGGESTION)?.setAttribute("hidden", "");
  });
  markLanguageOffer();
  onReady(offerChosenLanguage);
}

/**
 * Before the first paint (the shell's script runs at the top of <head>): when the visitor chose
 * the language this page is not in, and the offer has not been made yet this visit, marks <html>,
 * so the header has room for the offer, a slim bar under it, from the first paint: it pushes the
 * page down rather than cover any of it, and nothing moves when it shows.
 */
export function markLanguageOffer(): void {
  const chosen = readLanguageChoice();
  if (!chosen || chosen === localeOfPath(location.pathname).code) return;
  try {
    if (sessionStorage.getItem(OFFERED_KEY)) return;
    sessionStorage.setItem(OFFERED_KEY, "1");
  } catch {
    return; // Storage blocked: no choice was read either.
  }
  document.documentElement.setAttribute(OFFER_ATTRIBUTE, "");
}

/** Shows the offer in the room made for it, once the header is parsed. */
export function offerChosenLanguage(): void {
  if (document.documentElement.hasAttribute(OFFER_ATTRIBUTE))
    document.querySelector<HTMLElement>(SUGGESTION)?.removeAttribute("hidden");
}
