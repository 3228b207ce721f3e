/**
 * Nepali of ../contact.ts: the form's words; the page's copy is content/ne/contact.yaml. What the
 * form posts stays as the server checks it: the services' values (`contactServices`,
 * `applicationService`) and the hidden enquiry title are the English ones of ../enquiry.mjs.
 * Counts in the messages are written in Devanagari digits.
 */
import type { ContactField, ContactService, contactFormCopy as englishContactFormCopy } from "../contact";
import { applicationPrefixes, packagePrefixes } from "../applicationLine";
import { enquiryTitles } from "../enquiry.mjs";
import { formatNumberIn, locales } from "../locales.mjs";

export { applicationService, contactBudget, contactPage, contactServices } from "../contact";
import { contactBudget } from "../contact";

/** The message a job application starts with, e.g. 'आवेदन: सिनियर UX/UI डिजाइनर'. */
export const applicationMessage = (role: string) => `${applicationPrefixes.ne}${role}`;

/** The message of a visitor who chose a package starts with, e.g. 'प्याकेज: ग्रोथ प्याकेज'. */
export const packageMessage = (name: string) => `${packagePrefixes.ne}${name}`;

const count = (n: number) => formatNumberIn(n, locales.ne);

export const contactFormCopy: typeof englishContactFormCopy = {
  title: "आफ्नो प्रोजेक्टबारे बताउनुहोस्",
  intro: "'ऐच्छिक' लेखिएका फिल्ड खाली छोड्न सकिन्छ। बाँकी जानकारीले हामीलाई काम लाग्ने जवाफ दिन मद्दत गर्छ।",
  optional: "ऐच्छिक",
  fields: {
    firstName: { label: "पहिलो नाम", placeholder: "जस्तै: सीता" },
    lastName: { label: "थर", placeholder: "जस्तै: शर्मा" },
    email: { label: "इमेल", placeholder: "you@example.com" },
    phone: { label: "फोन", placeholder: "+977 9800000000" },
    company: { label: "कम्पनी", placeholder: "व्यवसाय वा संस्थाको नाम" },
    service: { label: "तपाईंलाई चाहिने सेवा" },
    budget: { label: contactBudget.label },
    portfolio: { label: "पोर्टफोलियो वा बायोडाटाको लिंक", placeholder: "https://..." },
    message: {
      label: "सन्देश",
      placeholder:
        "तपाईं के गर्ने योजनामा हुनुहुन्छ, र कहिलेसम्म? हालको वेबसाइट वा सोसल मिडिया पेजको लिंक भए झन् सजिलो हुन्छ।",
    },
  } satisfies Record<ContactField, { label: string; placeholder?: string }>,
  servicePlaceholder: "सेवा छान्नुहोस्",
  serviceLabels: {
    "Website Design": "वेबसाइट डिजाइन",
    "Brand Identity": "ब्रान्ड पहिचान",
    "Social Media Strategy": "सोसल मिडिया रणनीति",
    "Content Creation": "कन्टेन्ट निर्माण",
    "AI Implementation": "AI प्रयोग",
    "Logo & Visual Identity": "लोगो र भिजुअल पहिचान",
    Other: "अन्य",
  } satisfies Record<ContactService, string>,
  /** A job application from Careers: its own heading and a link field. A CV is "बायोडाटा". */
  applicant: {
    title: (role: string) => `${role} पदका लागि आवेदन`,
    intro: "सन्देशमा आफ्नोबारे छोटकरीमा बताउनुहोस्, र आफ्नो पोर्टफोलियो वा बायोडाटाको लिंक थप्नुहोस्।",
    portfolioHint: "साइन इन नगरी खोल्न मिल्ने सार्वजनिक लिंक, जस्तै Behance, GitHub वा सेयर गरिएको PDF।",
  },
  /** The hidden `title` every enquiry carries: the server's, in English (not shown). */
  enquiryTitle: enquiryTitles.contact,
  submit: "सन्देश पठाउनुहोस्",
  sending: "सन्देश पठाउँदै...",
  draftNote: "सन्देश नपठाउन्जेल तपाईंले लेखेको कुरा यही ब्राउजरमा सुरक्षित रहन्छ।",
  errors: {
    firstName: "पहिलो नाम कम्तीमा २ अक्षरको हुनुपर्छ।",
    lastName: "थर कम्तीमा २ अक्षरको हुनुपर्छ।",
    email: "कृपया सही इमेल ठेगाना लेख्नुहोस्।",
    message: "सन्देश कम्तीमा १० अक्षरको हुनुपर्छ।",
    service: "कृपया सूचीबाट एउटा सेवा छान्नुहोस्।",
    budget: "कृपया सूचीबाट एउटा बजेट दायरा छान्नुहोस्।",
    portfolio: "कृपया 'https://' वा 'http://' बाट सुरु हुने पूरा लिंक लेख्नुहोस्।",
    tooLong: (max: number) => `कृपया यसलाई ${count(max)} अक्षरभित्र राख्नुहोस्।`,
  },
  success: {
    title: "सन्देश सफलतापूर्वक पठाइयो!",
    text: "सम्पर्क गर्नुभएकोमा धन्यवाद! तपाईंको सन्देश हामीलाई प्राप्त भयो। हामी २४ घण्टाभित्र जवाफ दिनेछौं।",
    again: "अर्को सन्देश पठाउनुहोस्",
  },
  toasts: {
    sent: {
      title: "सन्देश पठाइयो!",
      description: "तपाईंको सन्देश हामीलाई प्राप्त भयो। हामी छिट्टै जवाफ दिनेछौं।",
    },
    failed: {
      title: "पठाउन सकिएन!",
      description: "तपाईंको सन्देश पठाउँदा समस्या आयो। केही बेरपछि फेरि प्रयास गर्नुहोस्।",
    },
  },
};
