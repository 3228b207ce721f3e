// @ts-check
/**
 * What the contact form, the newsletter box and the production server's mail pipeline
 * (server/mail.mjs, DECISIONS.md 18) share: the kinds of enquiry, the service list, the pages a
 * form posted without JavaScript lands on, and the text of the e-mails the server sends. Plain
 * JavaScript because Node 20 cannot import TypeScript; the TypeScript content modules take these
 * values from here.
 */
import { identity } from "./identity.mjs";

/** The hidden `title` each form posts, which tells the kinds apart (SPEC.md section 3, DECISIONS.md 9). */
export const enquiryTitles = /** @type {const} */ ({
  contact: "Contact Request",
  newsletter: "Newsletter Subscription",
});

/** @typedef {keyof typeof enquiryTitles} EnquiryKind */

/** The services a visitor can pick; the empty value is 'Select a service' (SPEC.md section 3). */
export const contactServices = /** @type {const} */ ([
  "Website Design",
  "Brand Identity",
  "Social Media Strategy",
  "Content Creation",
  "AI Implementation",
  "Logo & Visual Identity",
  "Other",
]);

/**
 * The budget ranges a visitor can pick (DECISIONS.md 27), posted as `budget`: what the visitor
 * means to spend, not the agency's prices. Bands for a Nepali small business's project, from a
 * logo or a small website to a shop with custom features. The value posted is the id; the words
 * each page shows are the agency's, in content/{en,ne}/contact.yaml; the agency's e-mail shows
 * these words, fixed, never what a post carried.
 */
export const contactBudgets = /** @type {const} */ ({
  "under-50k": "Under NPR 50,000",
  "50k-100k": "NPR 50,000 to 100,000",
  "100k-250k": "NPR 100,000 to 250,000",
  "250k-500k": "NPR 250,000 to 500,000",
  "over-500k": "Over NPR 500,000",
  "not-sure": "Not sure yet",
});

/** @typedef {keyof typeof contactBudgets} ContactBudget */

/** The ids of the budget ranges, in order: the values the form's select posts. */
export const contactBudgetIds = /** @type {[ContactBudget, ...ContactBudget[]]} */ (
  Object.keys(contactBudgets)
);

/** The site a visitor writes from (DECISIONS.md 23), posted by the forms as `locale`. */
export const enquiryLocales = /** @type {const} */ (["en", "ne"]);

/** @typedef {(typeof enquiryLocales)[number]} EnquiryLocale */

/**
 * The pages a form posted without JavaScript (`POST /api/enquiry`) lands on: the confirmation of
 * each kind; the page for a field the server's checks refused (one the browser's own checks let
 * through, such as a Nepali word of fewer letters than keys typed), which says what the form
 * asks for; or the failure page for the rest. The Nepali site's are the same paths under `/ne`.
 */
export const enquiryPages = /** @type {const} */ ({
  contact: "/contact/sent",
  newsletter: "/newsletter/subscribed",
  invalid: "/check-your-message",
  failed: "/send-failed",
});

/** The e-mail the agency's inbox gets for each enquiry: for the agency's staff, in English. */
export const agencyMail = {
  senderName: `${identity.name} website`,
  subject: {
    /** @param {string} name the visitor's first and last name */
    contact: (name) => `${enquiryTitles.contact} from ${name}`,
    /** @param {string} email the address that signed up */
    newsletter: (email) => `${enquiryTitles.newsletter}: ${email}`,
  },
  intro: {
    contact: "A visitor sent this enquiry with the website's contact form.",
    newsletter: "A visitor signed up for the newsletter on the website.",
  },
  /** One label a field, in the order the body lists them. */
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    company: "Company",
    service: "Service",
    budget: "Budget",
    portfolio: "Portfolio or CV",
    message: "Message",
  },
  notGiven: "(not given)",
  sentFrom: {
    en: "Sent from: the English site (/)",
    ne: "Sent from: the Nepali site (/ne)",
  },
  received: "Received",
  enquiryId: "Enquiry id",
  replyHint: "Replying to this e-mail answers the visitor: its Reply-To is their address.",
  replyByHand:
    "This e-mail has no Reply-To: the visitor's address has letters before the @ that not every mail server can carry in a header. Copy it from the E-mail line into a new message to answer them.",
};

const signature = {
  en: ["Warm regards,", `The ${identity.name} team`, identity.url],
  ne: ["शुभकामनासहित,", `${identity.name} टोली`, `${identity.url}/ne`],
};

/**
 * The acknowledgement a visitor may get (ENQUIRY_AUTOREPLY=1), in the language of the site they
 * wrote from. Fixed text only: never anything the visitor typed, or the form would relay spam.
 */
export const autoreply = {
  en: {
    contact: {
      subject: `We've received your message – ${identity.name}`,
      text: [
        "Namaste,",
        "",
        `Thank you for contacting ${identity.name}. We have received your message, and a member of our team will reply within 24 hours.`,
        "",
        "This e-mail was sent automatically. If you would like to add something, simply reply to it.",
        "",
        ...signature.en,
      ].join("\n"),
    },
    newsletter: {
      subject: `Thank you for subscribing – ${identity.name}`,
      text: [
        "Namaste,",
        "",
        `Thank you for subscribing to the ${identity.name} newsletter. Once a month we will send you practical tips on websites, branding and marketing for Nepali businesses.`,
        "",
        "If you did not sign up, please ignore this e-mail, or reply to it and we will remove your address.",
        "",
        ...signature.en,
      ].join("\n"),
    },
  },
  ne: {
    contact: {
      subject: `तपाईंको सन्देश हामीलाई प्राप्त भयो – ${identity.name}`,
      text: [
        "नमस्ते,",
        "",
        `${identity.name} लाई सम्पर्क गर्नुभएकोमा धन्यवाद। तपाईंको सन्देश हामीलाई प्राप्त भएको छ। हाम्रो टोलीका एक सदस्यले २४ घण्टाभित्र तपाईंलाई जवाफ दिनुहुनेछ।`,
        "",
        "यो इमेल स्वचालित रूपमा पठाइएको हो। केही थप्नु छ भने यसैमा जवाफ पठाउनुहोस्।",
        "",
        ...signature.ne,
      ].join("\n"),
    },
    newsletter: {
      subject: `न्युजलेटरको सदस्यता लिनुभएकोमा धन्यवाद – ${identity.name}`,
      text: [
        "नमस्ते,",
        "",
        `${identity.name} को न्युजलेटरको सदस्यता लिनुभएकोमा धन्यवाद। नेपाली व्यवसायका लागि वेबसाइट, ब्रान्डिङ र मार्केटिङसम्बन्धी व्यावहारिक सुझावहरू हामी महिनामा एक पटक पठाउनेछौं।`,
        "",
        "तपाईंले सदस्यता लिनुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्, वा यसैमा जवाफ पठाउनुहोस्; हामी तपाईंको इमेल ठेगाना हटाउनेछौं।",
        "",
        ...signature.ne,
      ].join("\n"),
    },
  },
};
