import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { languageCopy } from "~/content/languages";
import {
  LANGUAGE_STORAGE_KEY,
  markLanguageOffer,
  OFFER_ATTRIBUTE,
  offerChosenLanguage,
  readLanguageChoice,
  startLanguageSwitches,
  switchTarget,
} from "./language";
import { renderPage, stayOnPage } from "../../test/shell/testPage";

startLanguageSwitches();
stayOnPage();

const switches = () =>
  screen.getAllByRole("link", { name: `नेपाली, ${languageCopy.en.switchHint}`, hidden: true });
const suggestion = () => document.querySelector<HTMLElement>("[data-language-suggestion]");

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute(OFFER_ATTRIBUTE);
  history.replaceState(null, "", "/");
});

describe("the language switches", () => {
  it("lead from a page to its twin in the other language, with its query, at the same section", () => {
    const at = (pathname: string, hash = "", search = "") => ({ pathname, search, hash });
    expect(switchTarget("ne", at("/services/SEO"))).toBe("/ne/services/SEO");
    expect(switchTarget("en", at("/ne/about", "#team"))).toBe("/about#team");
    expect(switchTarget("en", at("/ne"))).toBe("/");
    expect(switchTarget("ne", at("/", "#work"))).toBe("/ne#work");
    // An application's role is the opening's id, the same in both languages.
    expect(switchTarget("ne", at("/contact", "#contact-form", "?role=full-stack-developer"))).toBe(
      "/ne/contact?role=full-stack-developer#contact-form",
    );
  });

  it("are in the header and the phone menu, named in both languages, and remember the choice", async () => {
    history.replaceState(null, "", "/about#team");
    renderPage({ pathname: "/about" });
    expect(switches()).toHaveLength(2);
    for (const link of switches()) {
      expect(link).toHaveAccessibleName(`नेपाली, ${languageCopy.en.switchHint}`);
      expect(link.getAttribute("hreflang")).toBe("ne");
      expect(link.getAttribute("href")).toBe("/ne/about");
    }
    await userEvent.click(switches()[0]!);
    expect(switches()[0]!.getAttribute("href")).toBe("/ne/about#team");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ne");
    expect(readLanguageChoice()).toBe("ne");
  });

  it("on the not-found page, lead to the other language's home page", async () => {
    history.replaceState(null, "", "/no-such-page#x");
    renderPage({ pathname: "/404" });
    await userEvent.click(switches()[0]!);
    expect(switches()[0]!.getAttribute("href")).toBe("/ne");
    expect(readLanguageChoice()).toBe("ne");
  });

  it("offer the chosen language on a page in the other one, and remember a visitor who stays", async () => {
    history.replaceState(null, "", "/plans");
    renderPage({ pathname: "/plans" });
    const offer = () => {
      markLanguageOffer(); // at the top of <head>
      offerChosenLanguage(); // once the page is parsed
    };
    offer();
    expect(suggestion()).not.toBeVisible(); // no choice made: nothing offered

    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    offer();
    expect(suggestion()).not.toBeVisible(); // the page is in the chosen language
    expect(document.documentElement).not.toHaveAttribute(OFFER_ATTRIBUTE);

    localStorage.setItem(LANGUAGE_STORAGE_KEY, "ne");
    offer();
    // <html> is marked, so app.css makes the header taller by the offer's bar from the first paint.
    expect(document.documentElement).toHaveAttribute(OFFER_ATTRIBUTE);
    expect(suggestion()).toBeVisible();
    expect(suggestion()!.closest("header")).not.toBeNull(); // under the header's bar, not over the page
    expect(suggestion()).toHaveAttribute("lang", "ne");
    expect(suggestion()).toHaveTextContent(languageCopy.ne.suggestion.text);
    const link = screen.getByRole("link", { name: languageCopy.ne.suggestion.link });
    expect(link).toHaveAttribute("href", "/ne/plans");
    expect(location.pathname).toBe("/plans"); // offered, not redirected

    await userEvent.click(screen.getByRole("button", { name: languageCopy.ne.suggestion.dismiss }));
    expect(suggestion()).not.toBeVisible();
    expect(document.documentElement).not.toHaveAttribute(OFFER_ATTRIBUTE);
    expect(readLanguageChoice()).toBe("en");
    sessionStorage.clear();
    offer();
    expect(suggestion()).not.toBeVisible();
  });

  it("offer it once a visit: not again on the next page of the same visit", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "ne");
    history.replaceState(null, "", "/plans");
    renderPage({ pathname: "/plans" });
    markLanguageOffer();
    offerChosenLanguage();
    expect(suggestion()).toBeVisible();

    // The next page of the visit: a new document, the same session.
    document.documentElement.removeAttribute(OFFER_ATTRIBUTE);
    history.replaceState(null, "", "/about");
    renderPage({ pathname: "/about" });
    markLanguageOffer();
    offerChosenLanguage();
    expect(document.documentElement).not.toHaveAttribute(OFFER_ATTRIBUTE);
    expect(suggestion()).not.toBeVisible();

    // A new visit (a new tab, or the browser opened again) offers it again.
    sessionStorage.clear();
    markLanguageOffer();
    offerChosenLanguage();
    expect(suggestion()).toBeVisible();
  });

  it("forget nothing and break nothing when storage is blocked", async () => {
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = Storage.prototype.setItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    try {
      renderPage({ pathname: "/" });
      expect(readLanguageChoice()).toBeNull();
      await userEvent.click(switches()[0]!);
      expect(switches()[0]!.getAttribute("href")).toBe("/ne");
    } finally {
      Object.assign(Storage.prototype, { getItem, setItem });
    }
  });
});
