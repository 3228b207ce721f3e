import { Search } from "lucide-react";
import { useRef } from "react";
import { faqCategories, faqPage } from "~/content/faq";
import { ALL_CATEGORIES, useFaqFilter } from "~/hooks/useFaqFilter";
import { useTypedBeforeHydration } from "~/hooks/useTypedBeforeHydration";
import { CallsToAction } from "./CallsToAction";
import { AccordionItem } from "./ui/accordion";
import { Button } from "./ui/button";
import { Highlight } from "./ui/highlight";
import { Section, SectionHeader } from "./ui/section";
import { ToggleChip } from "./ui/toggle-chip";

/** The way out when the answer is not here: a card that leads to /contact. */
function ContactAside() {
  const { title, text, primary, icon: Icon } = faqPage.contact;
  return (
    <aside
      aria-labelledby="faq-contact-title"
      className="on-inverse rounded-lg bg-inverse p-7 text-inverse-foreground shadow-md lg:sticky lg:top-28"
    >
      <Icon aria-hidden="true" className="size-9 text-inverse-accent" strokeWidth={1.5} />
      <h2 id="faq-contact-title" className="mt-4 text-2xl font-extrabold">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-inverse-muted">{text}</p>
      <CallsToAction primary={primary} className="mt-6" />
    </aside>
  );
}

/**
 * The FAQ: a search box and category chips that combine, and the matching questions in a
 * single-open accordion, each tagged with its category.
 */
export function FaqBrowser() {
  const copy = faqPage.browser;
  const { search, setSearch, categoryId, setCategoryId, results } = useFaqFilter(faqCategories);
  const searchRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchRef, setSearch);

  const clearSearch = () => {
    setSearch("");
    searchRef.current?.focus();
  };

  return (
    <Section tone="muted" aria-labelledby="faq-browser-title">
      <SectionHeader id="faq-browser-title" title={copy.title} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:gap-16">
        <div>
          <search className="block">
            <label htmlFor="faq-search" className="sr-only">
              {copy.searchLabel}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <input
                ref={searchRef}
                id="faq-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={copy.searchPlaceholder}
                maxLength={100}
                autoComplete="off"
                className="h-14 w-full rounded-lg border border-input bg-surface pr-4 pl-14 text-base shadow-sm placeholder:text-muted-foreground focus-visible:border-brand"
              />
            </div>
          </search>
          <div role="group" aria-label={copy.categoriesLabel} className="mt-5 flex flex-wrap gap-2">
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

          <div aria-live="polite" className="mt-8">
            {results.length > 0 ? (
              <p className="text-sm font-semibold text-muted-foreground">{copy.results(results.length)}</p>
            ) : (
              <div className="rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
                <p className="text-lg font-bold">{copy.noResults(search)}</p>
                <p className="mt-2 text-muted-foreground">{copy.noResultsHint}</p>
              </div>
            )}
          </div>
          {results.length > 0 ? (
            <ul className="mt-4 space-y-3">
              {results.map((item) => (
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
          ) : (
            search && (
              <Button variant="outline" className="mx-auto mt-5 flex text-brand" onClick={clearSearch}>
                {copy.clear}
              </Button>
            )
          )}
        </div>
        <ContactAside />
      </div>
    </Section>
  );
}
