import { Languages, X } from "lucide-react";
import { languageCopy } from "~/content/languages";
import { locale } from "~/content/locale";
import { otherLocale, pathIn } from "~/content/locales.mjs";
import { pages } from "~/content/pages";
import { KEEP_LINK_ATTRIBUTE, SWITCH_ATTRIBUTE } from "~/lib/languageSwitch";
import { cn } from "~/lib/utils";
import { Button } from "./ui/button";
import { Container } from "./ui/container";

type LanguageSwitchProps = {
  /** The page's path without its language's prefix (as the router gives it). */
  pathname: string;
  className?: string;
};

/**
 * Where a switch leads: this page in the other language, which the shell's script completes with
 * the section (app/shell/language.ts). The not-found page has no twin to lead to (its path is
 * unknown in both languages): it leads to the other language's home page, as it is.
 */
function switchLink(pathname: string) {
  const other = otherLocale(locale);
  const notFound = pathname === pages.notFound.path;
  return {
    href: pathIn(notFound ? "/" : pathname, other),
    hrefLang: other.lang,
    [SWITCH_ATTRIBUTE]: other.code,
    ...(notFound && { [KEEP_LINK_ATTRIBUTE]: "" }),
  };
}

/**
 * The link to the same page in the other language (DECISIONS.md 23): the language's own name in
 * its own script, and for screen readers where it leads, in the page's language. The shell's
 * script keeps the section (the hash) and remembers the choice (app/shell/language.ts).
 */
export function LanguageSwitch({ pathname, className }: LanguageSwitchProps) {
  const other = otherLocale(locale);
  return (
    // On the narrowest phones the name alone: "English" beside the brand and the menu button.
    <Button
      asChild
      variant="ghost"
      size="sm"
      className={cn("px-1.5 min-[400px]:px-2.5 md:max-xl:gap-0 md:max-xl:px-2", className)}
    >
      <a {...switchLink(pathname)}>
        <Languages aria-hidden="true" className="max-[399px]:hidden" />
        {/* One flex item: the name and the hint read as one ("नेपाली, this page in Nepali"). */}
        <span>
          {/* Between phone and desktop widths the bar is full: the icon, named for screen readers. */}
          <span lang={other.lang} className="md:max-xl:sr-only">
            {other.name}
          </span>
          <span className="sr-only">, {languageCopy[locale.code].switchHint}</span>
        </span>
      </a>
    </Button>
  );
}

/** The same switch as a row of the phone menu, beside the theme switch. */
export function LanguageSwitchRow({ pathname, className }: LanguageSwitchProps) {
  const other = otherLocale(locale);
  return (
    <a
      {...switchLink(pathname)}
      className={cn(
        "flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 font-semibold transition-colors duration-150 hover:bg-muted",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-5 text-brand" />
      <span>
        <span lang={other.lang}>{other.name}</span>
        <span className="sr-only">, {languageCopy[locale.code].switchHint}</span>
      </span>
    </a>
  );
}

/**
 * Offered to a visitor who chose the other language, on a page in this one: a slim bar under the
 * header's, in the chosen language's words, once a visit (app/shell/language.ts). The header
 * grows by its height (app.css, `data-language-offer`), so it pushes the page down instead of
 * covering any of it. A link, never a redirect. On a phone the link alone; its sentence is read.
 */
export function LanguageSuggestion({ pathname }: { pathname: string }) {
  const other = otherLocale(locale);
  const copy = languageCopy[other.code].suggestion;
  return (
    <div
      hidden
      lang={other.lang}
      data-language-suggestion
      className="on-inverse bg-brand-surface font-devanagari text-sm text-brand-surface-foreground"
    >
      <Container className="flex h-[var(--notice-height)] items-center gap-3">
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1 truncate">
          <span className="max-sm:sr-only">{copy.text} </span>
          <a {...switchLink(pathname)} className="font-semibold underline underline-offset-4">
            {copy.link}
          </a>
        </p>
        <Button variant="ghost" size="icon-sm" data-language-stay aria-label={copy.dismiss}>
          <X aria-hidden="true" />
        </Button>
      </Container>
    </div>
  );
}
