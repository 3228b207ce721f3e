/**
 * Nepali of ../formOutcomes.ts: the pages a form posted without JavaScript lands on. `tone`
 * chooses the icon and colour (not shown as text), so it stays as in English.
 */
import type { FormOutcome } from "../formOutcomes";
import { contactFormCopy } from "./contact";
import { newsletter } from "./newsletter";
import { site } from "../site";

export const formOutcomes = {
  contactSent: {
    tone: "success",
    eyebrow: "सम्पर्क",
    title: contactFormCopy.success.title,
    text: contactFormCopy.success.text,
    actions: [
      { label: contactFormCopy.success.again, url: "/contact" },
      { label: "गृहपृष्ठमा फर्कनुहोस्", url: "/" },
    ],
  },
  newsletterSubscribed: {
    tone: "success",
    kind: "newsletter",
    eyebrow: newsletter.title,
    title: newsletter.toasts.sent.title,
    text: newsletter.toasts.sent.description,
    actions: [
      { label: "गृहपृष्ठमा फर्कनुहोस्", url: "/" },
      { label: "हाम्रा काम हेर्नुहोस्", url: "/portfolio" },
    ],
  },
  sendFailed: {
    tone: "failure",
    eyebrow: "पठाइएन",
    title: "तपाईंको सन्देश पठाइएन",
    text: `तपाईंले लेखेको केही पनि हराएको छैन: ब्राउजरको 'पछाडि' बटन थिचेर फर्कनुहोस्, फारममा सबै कुरा जस्ताको तस्तै हुनेछ। केही मिनेटपछि फेरि प्रयास गर्नुहोस्, वा ${site.emails.general} मा इमेल लेख्नुहोस् वा ${site.phones[0]} मा फोन गर्नुहोस्।`,
    actions: [{ label: "सम्पर्क फारममा फर्कनुहोस्", url: "/contact" }],
  },
} satisfies Record<string, FormOutcome>;
