import type { ReactNode } from "react";
import { keepInView } from "~/lib/scroll";
import { cn } from "~/lib/utils";
import { ExpandChevron } from "./expand-chevron";

type AccordionItemProps = {
  /** Unique on the page; names the trigger (`{id}-trigger`), its title and the panel (`{id}-panel`). */
  id: string;
  open: boolean;
  onToggle: () => void;
  /** The trigger's label: the question, the job title. */
  title: ReactNode;
  /** Shown under the title inside the trigger: tags, job facts. */
  meta?: ReactNode;
  headingLevel?: "h2" | "h3";
  children: ReactNode;
};

/**
 * One item of an accordion list (`<ul>`): a heading holding a button with `aria-expanded` and
 * `aria-controls`, and the region it shows or hides. State lives with the caller (useAccordion).
 */
export function AccordionItem({
  id,
  open,
  onToggle,
  title,
  meta,
  headingLevel: Heading = "h3",
  children,
}: AccordionItemProps) {
  return (
    <li
      className={cn(
        "rounded-lg border bg-surface shadow-sm transition-[border-color,box-shadow] duration-200",
        open ? "border-brand/40 shadow-md" : "border-border",
      )}
    >
      <Heading>
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={(event) => {
            onToggle();
            // Closing an open item above moves this one up, maybe under the header or off-screen.
            keepInView(event.currentTarget);
          }}
          className="group flex min-h-16 w-full items-start gap-4 rounded-lg px-5 py-4 text-left md:px-6 md:py-5"
        >
          <span className="flex flex-1 flex-col gap-2">
            <span
              id={`${id}-title`}
              className="text-lg leading-snug font-bold transition-colors duration-200 group-hover:text-brand"
            >
              {title}
            </span>
            {meta}
          </span>
          <ExpandChevron
            open={open}
            className="mt-0.5 size-8 bg-secondary group-hover:bg-brand group-hover:text-brand-foreground"
          />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-title`}
        hidden={!open}
        className="border-t border-border px-5 pt-4 pb-6 md:px-6"
      >
        {children}
      </div>
    </li>
  );
}
