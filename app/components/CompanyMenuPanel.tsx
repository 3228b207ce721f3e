import { companyMenu } from "~/content/menuPanels";
import { cn } from "~/lib/utils";
import { localHref } from "~/lib/localHref";

/** The 'Who We Are' panel (CompanyMenu): the pages the registry places there (content/pages.ts). */
export function CompanyMenuPanel({ pathname }: { pathname: string }) {
  return (
    <ul className="w-72 rounded-lg border border-border bg-surface p-2 text-surface-foreground shadow-lg">
      {companyMenu().map((item) => {
        const Icon = item.icon;
        const current = pathname === item.url;
        return (
          <li key={item.url}>
            <a
              href={localHref(item.url)}
              aria-current={current ? "page" : undefined}
              className={cn(
                "flex gap-3 rounded-md p-3 transition-colors duration-150 hover:bg-muted",
                current && "bg-secondary",
              )}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" strokeWidth={1.75} />
              <span>
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-muted-foreground">{item.description}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
