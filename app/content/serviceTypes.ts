import type { LucideIcon } from "lucide-react";
import type { ClientId } from "./clients";

export type ServiceFeature = { title: string; description: string };
export type ProcessStep = { title: string; description: string };

/** One of the twelve services on /services (SPEC.md section 3). */
export type Service = {
  /** Exactly as SPEC.md section 3, e.g. "website-redesign"; also its deep-link hash. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Accent of the service's icon chip: one of the theme's accent tokens. */
  color: ServiceColor;
  /**
   * Its description, what is included and how we work: a chunk of its own, so /services loads the
   * details of the service it shows and not those of all twelve.
   */
  loadDetails: () => Promise<{ default: ServiceDetailsContent }>;
  /** Its static page, e.g. "/services/webredesign". */
  page: string;
};

/** One service's details on /services. */
export type ServiceDetailsContent = {
  /** Two or three sentences. */
  description: string;
  /** Four to six. */
  features: ServiceFeature[];
  /** Exactly six. */
  process: ProcessStep[];
};

export type ServiceColor = "blue" | "crimson" | "teal" | "amber" | "violet" | "green";

export type ServiceCategory = {
  /** design-development, branding or digital-marketing; also its deep-link hash. */
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  services: Service[];
};

export type Capability = { title: string; description: string; icon: LucideIcon };

/**
 * One static service page as its route knows it before the page's content is loaded: its paths
 * and what React Router's `meta` needs, which runs during hydration and so cannot wait for a chunk.
 * Two routes may share one (DECISIONS.md 3).
 */
export type ServicePage = {
  /** Canonical path, e.g. "/services/logo-design". */
  path: string;
  /** Other paths that show the same page, e.g. ["/services/logo-identity"]. */
  aliases?: string[];
  eyebrow: string;
  /** <title> (under 60 characters) and meta description (120-160 characters), unique. */
  metaTitle: string;
  metaDescription: string;
  /** Its content, a chunk of its own, so that each page loads only its own copy and icons. */
  loadContent: () => Promise<{ default: ServicePageContent }>;
  /** Ids of its case studies (content/portfolio.ts), shown as related work; none: the fallback. */
  work?: number[];
  /** Its entry in 'What We Do', under one of the menu's categories (content/menuPanels.ts). */
  menu?: {
    category: "design-development" | "branding" | "digital-marketing";
    title: string;
    /** One short line under the title. */
    summary: string;
    icon: LucideIcon;
    /** Shown tinted: the category's lead service. */
    featured?: boolean;
    /** Linked from the footer's services too. */
    footer?: boolean;
  };
};

/** What a static service page shows below its eyebrow. */
export type ServicePageContent = {
  /** The page's h1. */
  title: string;
  intro: string;
  capabilitiesTitle: string;
  /** Six, as a grid. */
  capabilities: Capability[];
  /** Only where SPEC.md gives steps: website redesign 4, logo 3, UI/UX 4. */
  process?: { title: string; steps: ProcessStep[] };
  /** Sample logos on the logo page (DECISIONS.md 13). */
  showcase?: {
    title: string;
    /** Each one a client's from the client list, in that client's colours. */
    images: { src: string; alt: string; width: number; height: number; client: ClientId }[];
    link: { label: string; url: string };
  };
  closing: {
    title: string;
    text: string;
    cta: {
      label: string;
      url: "/contact";
    };
  };
};
