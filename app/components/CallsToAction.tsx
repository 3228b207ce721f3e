import { ArrowDown, ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { Button } from "./ui/button";

type CallToAction = { label: string; url: string };

/**
 * A router link, or for a `#section` of the same page a plain anchor: the site's anchor handling
 * (useScrollManagement) scrolls it smoothly below the header and moves focus there.
 */
function ActionLink({ url, children, ...props }: { url: string } & Omit<ComponentProps<"a">, "href">) {
  return url.startsWith("#") ? (
    <a href={url} {...props}>
      {children}
    </a>
  ) : (
    <Link to={url} {...props}>
      {children}
    </Link>
  );
}

type CallsToActionProps = {
  primary: CallToAction;
  secondary?: CallToAction;
  align?: "start" | "center";
  className?: string;
};

/** The one look of calls to action: crimson primary with an arrow, outline secondary. */
export function CallsToAction({ primary, secondary, align = "start", className }: CallsToActionProps) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", align === "center" && "justify-center", className)}>
      <Button asChild size="lg">
        <ActionLink url={primary.url}>
          {primary.label}
          {primary.url.startsWith("#") ? <ArrowDown aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
        </ActionLink>
      </Button>
      {secondary && (
        <Button asChild size="lg" variant="outline">
          <ActionLink url={secondary.url}>{secondary.label}</ActionLink>
        </Button>
      )}
    </div>
  );
}
