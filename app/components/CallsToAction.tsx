import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { Button } from "./ui/button";

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
        <Link to={primary.url}>
          {primary.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      {secondary && (
        <Button asChild size="lg" variant="outline">
          <Link to={secondary.url}>{secondary.label}</Link>
        </Button>
      )}
    </div>
  );
}
