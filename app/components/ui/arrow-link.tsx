import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A text link that leads on: brand colour, an arrow, underline on hover. */
export function ArrowLink({ className, children, ...props }: ComponentProps<"a">) {
  return (
    <a
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md font-semibold text-brand hover:underline",
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
