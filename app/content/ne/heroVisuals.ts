/**
 * Nepali of ../heroVisuals.ts. The crops of the artwork have no words and are the same in both
 * languages: they are taken from the English module.
 * "Your seat", the empty place among the team's portraits on /ne/about/careers, reads "तपाईंको ठाउँ".
 */
export { phoneScreenCrops } from "../heroVisuals";

export const heroVisuals = {
  /** Under a service page's artwork: the case study it comes from. */
  caseStudyLabel: "केस स्टडी",
  /** On /about/careers, the empty seat among the team's portraits. */
  openSeat: "तपाईंको ठाउँ",
};

/** The words inside the service pages' drawings: see ../heroVisuals.ts. */
export const pictureWords = {
  search: {
    query: "पोखरा नजिकका छोटा पदयात्रा",
    tabs: ["सबै", "नक्सा", "तस्बिर"],
    title: "पोखरा वरपरका छोटा पदयात्रा",
    area: "लेकसाइड",
  },
  redesign: { before: "पहिले", after: "पछि", headline: "पाल्पामा हातले बुनेको", button: "किन्नुहोस्" },
  wireframe: { sketch: "वायरफ्रेम", screen: "डिजाइन", title: "बिलहरू", button: "पठाउनुहोस्" },
  app: {
    greeting: "नमस्ते",
    balanceLabel: "मेरो बचत",
    balance: "रु १२,४५०",
    goal: "दसैं",
    button: "बचत थप्नुहोस्",
  },
  article: { kicker: "यात्राका टिपोट", title: "पुन हिलमा सूर्योदय", dropCap: "प", readTime: "८ मिनेट पढाइ" },
  calendar: { month: "वैशाख", days: ["आ", "सो", "मं", "बु", "बि", "शु", "श"], kinds: ["पोस्ट", "भिडियो", "इमेल"] },
  social: { follow: "फलो", reels: "रिल", offer: "शुक्रबार" },
  broadcast: {
    subject: "हाम्रो दसैं सङ्ग्रह",
    button: "अहिले किन्नुहोस्",
    message: "नयाँ ढाका टोपी आइपुग्यो",
    reply: "मूल्य कति हो?",
  },
  pack: { tagline: "बुटवलमा बाफमा पकाइएको", sauce: "अचार" },
  identity: { priceList: "मूल्य सूची" },
  strategy: {
    who: "कसका लागि",
    promise: "हाम्रो वाचा",
    voice: "हाम्रो बोली",
    axisX: "दैनिक",
    axisY: "हातले बनेको",
  },
  profile: { role: "फोटोग्राफर", connect: "जोडिनुहोस्" },
  website: { headline: "एक मिनेटमै बिल", button: "सुरु गर्नुहोस्" },
};
