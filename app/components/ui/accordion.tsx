import type { ReactNode } from "react";
import { ExpandChevron } from "./expand-chevron";

type AccordionItemProps = {
  /** Unique on the page; the item's id and its title's (`{id}-title`). */
  id: string;
  /** The accordion's name: of the items sharing it, one is open at a time. */
  name: string;
  /** The item's title: the question, the job title. */
  title: ReactNode;
  /** Shown under the title: tags, job facts. */
  meta?: ReactNode;
  headingLevel?: "h2" | "h3";
  children: ReactNode;
};

/**
 * One item of an accordion list (`<ul>`): a native <details> whose summary holds the item's
 * heading. Items sharing a `name` open one at a time, and the open one closes again, with no
 * script (SPEC.md: single-open, collapsible); the shell's script keeps an item in view when one
 * above it closes (app/shell/disclosures.ts).
 */
export function AccordionItem({
  id,
  name,
  title,
  meta,
  headingLevel: Heading = "h3",
  children,
}: AccordionItemProps) {
  return (
    <li className="rounded-lg border border-border bg-surface shadow-sm transition-[border-color,box-shadow] duration-200 has-open:border-brand/40 has-open:shadow-md">
      <details id={id} name={name} className="group">
        {/* A summary holds phrasing and heading content only: laid out as a grid, not wrapped. */}
        <summary className="grid min-h-16 w-full cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-2 rounded-lg px-5 py-4 text-left md:px-6 md:py-5 [&::-webkit-details-marker]:hidden">
          <Heading
            id={`${id}-title`}
            className="text-lg leading-snug font-bold transition-colors duration-200 group-hover:text-brand"
          >
            {title}
          </Heading>
          <ExpandChevron className="col-start-2 row-span-2 row-start-1 mt-0.5 size-8 bg-secondary group-hover:bg-brand group-hover:text-brand-foreground" />
          {meta}
        </summary>
        <div className="border-t border-border px-5 pt-4 pb-6 md:px-6">{children}</div>
      </details>
    </li>
  );
}
