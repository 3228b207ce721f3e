import explorer from "content:services/explorer";
import type { ServiceCategory } from "./serviceTypes";

/**
 * The services on /services, in their categories (SPEC.md section 3): the few fields its
 * JavaScript needs, from the service files (content/en/services/) and the categories file. Each
 * service's details are a chunk of their own (`loadDetails`).
 */
export const serviceCategories: ServiceCategory[] = explorer;

/** The /services page's interface words; its copy is content/{en,ne}/services-page.yaml. */
export const servicesPage = {
  tabsLabel: "Service categories",
  serviceTabsLabel: "Services in this category",
  detail: {
    featuresTitle: "What's included",
    processTitle: "How we work",
    cta: { label: "Get Started", url: "/contact" },
    pageLink: "Read the full service page",
    loadFailed: "We could not load what this service includes. Check your connection, then reload the page.",
    reload: "Reload page",
  },
};
