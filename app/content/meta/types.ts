/** Per-page metadata. Each page's title and description are unique; the path is canonical. */
export type PageMeta = {
  path: string;
  title: string;
  description: string;
  /** A shared image instead of the page's own Open Graph card (app/lib/ogImage.mjs). */
  image?: string;
};

/** A page with its short name, as breadcrumbs call it (the first part of its title). */
export type NamedPage = PageMeta & { name: string };
