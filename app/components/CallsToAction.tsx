import { ArrowDown, ArrowRight } from "lucide-react";
import { cn } from "~/lib/utils";
import { Button } from "./ui/button";
import { localHref } from "~/lib/localHref";

type CallToAction = { label: string; url: string };

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
        <a href={localHref(primary.url)}>
          {primary.label}
          {primary.url.startsWith("#") ? <ArrowDown aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
        </a>
      </Button>
      {secondary && (
        <Button asChild size="lg" variant="outline">
          <a href={localHref(secondary.url)}>{secondary.label}</a>
        </Button>
      )}
    </div>
  );
}
