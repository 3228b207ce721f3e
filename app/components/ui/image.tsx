import type { ComponentProps } from "react";

type ImageProps = Omit<ComponentProps<"img">, "alt" | "width" | "height"> & {
  /** Required: describe the image, or pass "" for a purely decorative one. */
  alt: string;
  /** Required, so the layout reserves the image's space before it loads. */
  width: number;
  height: number;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
};

/** Every image of the site: alt text and dimensions are not optional; lazy unless a priority. */
export function Image({ alt, priority = false, ...props }: ImageProps) {
  return (
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      {...props}
    />
  );
}
