import { Star } from "lucide-react";
import { cn } from "~/lib/utils";

type StarRatingProps = {
  rating: number;
  /** The text equivalent, e.g. "5 out of 5 stars". */
  label: string;
  className?: string;
};

/** A rating of 1-5 as filled and empty stars, read out as its text equivalent. */
export function StarRating({ rating, label, className }: StarRatingProps) {
  return (
    <p role="img" aria-label={label} className={cn("flex gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn("size-4", star < rating ? "fill-rating text-rating" : "text-muted-foreground/75")}
        />
      ))}
    </p>
  );
}
