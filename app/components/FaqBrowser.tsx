import { MessagesSquare, Search } from "lucide-react";
import { type RefObject, useRef } from "react";
import { faqBrowserCopy, faqCategories, faqPage } from "~/content/faq";
import { ALL_CATEGORIES, type FaqItem, useFaqFilter } from "~/hooks/useFaqFilter";
import { useTypedBeforeHydration } from "~/hooks/useTypedBeforeHydration";
import { ANCHOR_OFFSET, scrollToElement } from "~/lib/scroll";
import { CallsToAction } from "./CallsToAction";
import { FaqIllustration } from "./hero-visuals/Illustrations";
import { PageHero } from "./PageHero";
import { AccordionItem } from "./ui/accordion";
import { Button } from "./ui/button";
import { Highlight } from "./ui/highlight";
import { Section } from "./ui/section";
import { ToggleChip } from "./ui/toggle-chip";

const copy = faqBrowserCopy;

type FaqSearchProps = {
  search: string;
  onSearch: (search: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * At the first keystroke of a search, the search box goes up to where anchors land, under the
 * header, and the results below it come into view (issue 33: they were under the fold at 1440px).
 * Scrolling moves no focus: the visitor types on. Smooth, or a jump under reduced motion.
 */
function revealResults(input: HTMLInputElement) {
  const box = input.closest("search") ?? input;
  if (box.getBoundingClientRect().top > ANCHOR_OFFSET + 1) scrollToElement(box);
}

/** The search box, in the page's hero: what is typed filters the questions below. */
export function FaqSearch({ search, onSearch, inputRef }: FaqSearchProps) {
  useTypedBeforeHydration(inputRef, onSearch);
  return (
    <search className="mt-8 block max-w-xl">
      <label htmlFor="faq-search" className="sr-only">
        {copy.searchLabel}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id="faq-search"
          type="search"
          value={search}
          onChange={(event) => {
            const typed = event.target.value;
            if (!search.trim() && typed.trim()) revealResults(event.target);
            onSearch(typed);
          }}
          placeholder={copy.searchPlaceholder}
          maxLength={100}
          autoComplete="off"
          className="h-14 w-full rounded-lg border border-transparent bg-surface dark:border-white/40 pr-4 pl-14 text-base text-foreground shadow-lg placeholder:text-muted-foreground focus-visible:border-brand"
        />
      </div>
    </search>
  );
}

/**
 * The way out when the answer is not here: a card that leads to /contact. Not a landmark: an
 * `aside` inside the page's `main` would be a complementary landmark nested in another.
 */
function ContactCard() {
  const { title, text, primary } = faqPage.contact;
  return (
    <div className="on-inverse rounded-lg bg-inverse p-7 text-inverse-foreground shadow-md lg:sticky lg:top-[calc(var(--header-height)+2rem)]">
      <MessagesSquare aria-hidden="true" className="size-9 text-inverse-accent" strokeWidth={1.5} />
      <h2 className="mt-4 text-2xl font-extrabold">{title}</h2>
      <p className="mt-3 leading-relaxed text-inverse-muted">{text}</p>
      <CallsToAction primary={primary} className="mt-6" />
    </div>
  );
}

/** The questions shown, in their categories, in the order of the FAQ; categories without any are left out. */
function groupByCategory(results: FaqItem[]) {
  return faqCategories
    .map((group) => ({ ...group, items: results.filter((item) => item.categoryId === group.id) }))
    .filter((group) => group.items.length > 0);
}

type FaqBrowserProps = ReturnType<typeof useFaqFilter> & {
  /** The hero's search box, which 'Clear search' empties and focuses. */
  searchRef: RefObject<HTMLInputElement | null>;
};

/**
 * The FAQ under its hero: category chips that combine with the hero's search, and the matching
 * questions under their categories' headings in one single-open accordion, each tagged with its
 * category; beside them, sticky on wide screens, the way to ask us directly.
 */
export function FaqBrowser({
  search,
  setSearch,
  categoryId,
  setCategoryId,
  results,
  searchRef,
}: FaqBrowserProps) {
  const clearSearch = () => {
    setSearch("");
    searchRef.current?.focus();
  };

  return (
    <Section tone="muted" aria-label={copy.title}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:gap-16">
        <div>
          <div role="group" aria-label={copy.categoriesLabel} className="flex flex-wrap gap-2">
            <ToggleChip pressed={categoryId === ALL_CATEGORIES} onClick={() => setCategoryId(ALL_CATEGORIES)}>
              {copy.all}
            </ToggleChip>
            {faqCategories.map((group) => (
              <ToggleChip
                key={group.id}
                pressed={categoryId === group.id}
                onClick={() => setCategoryId(group.id)}
              >
                {group.category}
              </ToggleChip>
            ))}
          </div>

          <div aria-live="polite" className="mt-6">
            {results.length > 0 ? (
              <p className="text-sm font-semibold text-muted-foreground">{copy.results(results.length)}</p>
            ) : (
              <div className="rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
                {/* It shows the visitor's search back: in the font for what visitors type (app.css). */}
                <p className="font-typed text-lg font-bold">{copy.noResults(search)}</p>
                <p className="mt-2 text-muted-foreground">{copy.noResultsHint}</p>
              </div>
            )}
          </div>
          {results.length > 0 ? (
            <div className="mt-6 space-y-10">
              {groupByCategory(results).map((group) => (
                <div key={group.id}>
                  <h2 className="text-2xl font-extrabold">{group.category}</h2>
                  <ul className="mt-4 space-y-3">
                    {group.items.map((item) => (
                      <AccordionItem
                        key={item.id}
                        id={`faq-${item.id}`}
                        name="faq"
                        title={<Highlight text={item.question} query={search} />}
                        meta={
                          <span className="justify-self-start rounded-full bg-chip-blue px-2.5 py-0.5 text-xs font-semibold text-chip-blue-foreground">
                            {item.category}
                          </span>
                        }
                      >
                        <p className="max-w-[65ch] leading-relaxed text-muted-foreground">
                          <Highlight text={item.answer} query={search} />
                        </p>
                      </AccordionItem>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : (
            search && (
              <Button variant="outline" className="mx-auto mt-5 flex w-fit text-brand" onClick={clearSearch}>
                {copy.clear}
              </Button>
            )
          )}
        </div>
        <ContactCard />
      </div>
    </Section>
  );
}

/**
 * The FAQ page's island (routes/faq.tsx): the search is in the hero, the questions it filters
 * below it, one filter for both.
 */
export function FaqExplorer() {
  const { hero } = faqPage;
  const filter = useFaqFilter(faqCategories);
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<FaqIllustration />}
        visualOnPhones={false}
      >
        <FaqSearch search={filter.search} onSearch={filter.setSearch} inputRef={searchRef} />
      </PageHero>
      <FaqBrowser {...filter} searchRef={searchRef} />
    </>
  );
}
