/**
 * Nepali of ../newsletter.ts. `subscriptionTitle` stays the English enquiry title: the server
 * tells a sign-up from an enquiry by it (../enquiry.mjs), and the agency's inbox reads it.
 */
import { newsletter as box } from "content:footer";
import { enquiryTitles } from "../enquiry.mjs";

export const newsletterMessages = {
  sending: "सदस्यता लिँदै...",
  invalid: "कृपया सही इमेल ठेगाना लेख्नुहोस्।",
  toasts: {
    sent: {
      title: "सदस्यता लिइयो!",
      description: "धन्यवाद! हाम्रो अर्को न्युजलेटर सिधै तपाईंको इनबक्समा आउनेछ।",
    },
    failed: {
      title: "सदस्यता लिन सकिएन!",
      description: "सदस्यता लिँदा समस्या आयो। तपाईंको इमेल ठेगाना बाकसमै छ: केही बेरपछि फेरि प्रयास गर्नुहोस्।",
    },
  },
};

export const newsletter = {
  title: box.title,
  text: box.text,
  label: "इमेल ठेगाना",
  placeholder: "you@example.com",
  button: "सदस्यता लिनुहोस्",
  /** The hidden title that tells the agency's inbox a sign-up from an enquiry (not shown). */
  subscriptionTitle: enquiryTitles.newsletter,
  ...newsletterMessages,
};
