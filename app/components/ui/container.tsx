import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** Content column: max width 1200px with gutters on the 4px grid. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-[1200px] px-5 sm:px-8", className)} {...props} />;
}
