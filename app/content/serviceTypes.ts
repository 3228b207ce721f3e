import type { LucideIcon } from "lucide-react";
import type { ServiceEntry } from "./schema/services";

export type { ServiceEntry };

/**
 * A service with its page (content/en/services/<id>.md), as content:services gives it: every
 * service has one, at `servicePath(id)`, and shows it at its twins' addresses too (DECISIONS.md 3).
 */
export type ServicePage = ServiceEntry;

/** A service page's address: its file's name, as it is (/services/SEO). */
export const servicePath = (id: string) => `/services/${id}`;

/** What a service page shows below its eyebrow: its own chunk, fetched by the page. */
export type ServicePageContent = Awaited<ReturnType<ServiceEntry["page"]>>["default"];

/** What /services shows of a service once its chunk is in: description, features, process. */
export type ServiceDetailsContent = Awaited<
  ReturnType<NonNullable<ServiceEntry["explorer"]>["details"]>
>["default"];

export type ServiceColor = NonNullable<ServiceEntry["explorer"]>["color"];

/** One of the services on /services, and its deep-link hash (SPEC.md section 3). */
export type Service = {
  /** Its id on /services, e.g. "website-redesign": also its deep-link hash. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Accent of the service's icon chip: one of the theme's accent tokens. */
  color: ServiceColor;
  /** Its static page, e.g. "/services/webredesign". */
  page: string;
  /**
   * Its description, what is included and how we work: a chunk of its own, so /services loads the
   * details of the service it shows and not those of all twelve.
   */
  loadDetails: () => Promise<{ default: ServiceDetailsContent }>;
};

export type ServiceCategory = {
  /** design-development, branding or digital-marketing; also its deep-link hash. */
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  services: Service[];
};

export type Capability = { title: string; description: string; icon: LucideIcon };
