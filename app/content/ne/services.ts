/**
 * Nepali of ../services.ts: the /services page's interface words (its copy is
 * content/ne/services-page.yaml). The services and their categories are
 * the content files' (content/ne/services/, content/ne/service-categories.yaml), which ../services.ts
 * reads in the language being built.
 * Service names as Nepali agencies write them (वेबसाइट रिडिजाइन, पर्सनल ब्रान्डिङ, कन्टेन्ट रणनीति);
 * "Google Maps" is "Google म्याप्स", "WhatsApp Business" is "WhatsApp बिजनेस". Pages of a website
 * or a Facebook account are "पेज"; the page the reader is on (reload) is "पृष्ठ", as in
 * content/ne/errors.yaml.
 */
export { serviceCategories } from "../services";

/** The /services page's interface words; its copy is content/ne/services-page.yaml. */
export const servicesPage = {
  tabsLabel: "सेवाका श्रेणीहरू",
  serviceTabsLabel: "यो श्रेणीका सेवाहरू",
  detail: {
    featuresTitle: "के-के समावेश छ",
    processTitle: "हामी कसरी काम गर्छौं",
    cta: { label: "सुरु गर्नुहोस्", url: "/contact" },
    pageLink: "सेवाको पूरा पृष्ठ पढ्नुहोस्",
    loadFailed:
      "यो सेवामा के-के समावेश छ भन्ने जानकारी लोड गर्न सकिएन। आफ्नो इन्टरनेट जडान जाँच गर्नुहोस्, अनि पृष्ठ फेरि लोड गर्नुहोस्।",
    reload: "पृष्ठ फेरि लोड गर्नुहोस्",
  },
};
