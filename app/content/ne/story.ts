/**
 * Nepali of ../story.ts. One founding story, as in English: the work began in April 2024 in
 * Kathmandu, the company was registered in 2025. Dates stay Gregorian (no वि.सं.), with the Nepali
 * names of the months: a milestone's `month` is one of ./companyPages' `months`, so
 * `milestoneDate` writes it "अप्रिल २०२४" with the same dateTime.
 * Vision दृष्टि, mission लक्ष्य. The shared numbers come from the Nepali home, brand, offices and
 * city list from the Nepali site and company pages (imported from ./, which is what the Nepali
 * build resolves ../ to, so the translation check sees the same text).
 */
import { FolderCheck, Flag, Globe, Handshake, Target, Telescope, Users } from "lucide-react";
import { formatNumberIn, locales } from "../locales.mjs";
import type { storyPage as englishStoryPage } from "../story";
import { milestoneDate } from "../milestoneDate";
import { cityList, contact } from "./companyPages";
import { studioNumbers } from "./home";
import { site } from "./site";

const presentLabel = "अहिलेसम्म";

/** A number in Devanagari digits, without grouping (a year reads २०२५). */
const digits = (n: number) => formatNumberIn(n, locales.ne, { grouping: false });

// Kathmandu is where the story began, a historical fact rather than an office listing. The work
// began in April 2024; the company was registered in 2025 (DECISIONS.md 2: both readings stay).
const milestones: typeof englishStoryPage.timeline.milestones = [
  {
    year: 2024,
    month: "अप्रिल",
    title: "काठमाडौंमा स्थापना",
    description:
      "केही डिजाइनर र डेभलपरले एउटै लक्ष्य लिएर काठमाडौंमा सँगै काम गर्न थाले: स्थानीय व्यवसायले साँच्चै काममा लिन सक्ने वेबसाइट। स्टुडियो यहीँबाट सुरु भयो; कम्पनीका कागजपत्र पछि बने।",
    icon: Flag,
  },
  {
    year: 2024,
    month: "जुन",
    title: "हाम्रो पहिलो ग्राहक",
    description:
      "एउटा पारिवारिक व्यवसायले आफ्नो पहिलो वेबसाइट बनाउने जिम्मा हामीलाई दियो। त्यो प्रोजेक्टले हामीलाई कुनै पनि कोर्सले भन्दा धेरै सिकायो, र हामी आज पनि सँगै काम गर्छौं।",
    icon: Handshake,
  },
  {
    year: 2024,
    month: "सेप्टेम्बर",
    title: "१० जनाको टिम",
    description:
      "मुखैमुख नाम फैलिँदा केही जनाले भ्याउनेभन्दा धेरै काम आयो। त्यसैले डिजाइन, डेभलपमेन्ट, लेखन र मार्केटिङ गरी हामी दस जना पुग्यौं।",
    icon: Users,
  },
  {
    year: 2024,
    month: "डिसेम्बर",
    title: "५०+ प्रोजेक्ट सम्पन्न",
    description:
      "वर्षको अन्त्यसम्म हामीले ५० भन्दा बढी प्रोजेक्ट पूरा गरिसकेका थियौं: वेबसाइट, लोगो, सोसल मिडिया पेज र क्याम्पेन।",
    icon: FolderCheck,
  },
  {
    year: site.foundingYear,
    ongoing: true,
    title: "३ देशमा ग्राहकको सेवा",
    description: `${digits(site.foundingYear)}मा हामीले ${site.legalName} नामले कम्पनी दर्ता गरायौं। आज ${cityList}मा फैलिएको टिमबाट हामी तीन देशका व्यवसायहरूसँग काम गर्छौं।`,
    icon: Globe,
  },
];

/** When the work began ("२०२४ अप्रिल"): the first milestone, as the about page tells it too. */
export const workBegan = milestoneDate(milestones[0], presentLabel).label;

/** Copy of /ne/about/our-story. */
export const storyPage: typeof englishStoryPage = {
  hero: {
    eyebrow: "हाम्रो कथा",
    title: "काठमाडौंदेखि तीन देशका ग्राहकसम्म",
    promise:
      "एउटा सानो टिम, एक-एक इमानदार प्रोजेक्ट गर्दै, कसरी नेपाल र बाहिरका व्यवसायले भरोसा गर्ने स्टुडियो बन्यो, त्यसको कथा।",
    cta: { label: "हामीसँग काम गर्नुहोस्", url: contact },
  },

  timeline: {
    eyebrow: "हाम्रो यात्रा",
    title: "हामी यहाँसम्म कसरी आइपुग्यौं",
    intro: "आजको हाम्रो स्टुडियोलाई आकार दिने पाँच महत्त्वपूर्ण क्षण।",
    presentLabel,
    milestones,
  },

  stats: {
    title: "अंकमा हाम्रो कथा",
    items: [
      studioNumbers.years,
      studioNumbers.projects,
      studioNumbers.team,
      studioNumbers.satisfaction,
      studioNumbers.countries,
      { value: digits(site.offices.length), label: "नेपाल र भारतमा कार्यालय" },
    ],
  },

  purpose: {
    eyebrow: "अगाडिको बाटो",
    title: "हाम्रो दृष्टि र लक्ष्य",
    items: [
      {
        title: "हाम्रो दृष्टि",
        statement: "यस्तो नेपाल, जहाँ हरेक राम्रो व्यवसाय, जति सानो भए पनि, अनलाइनमा भेटिन्छ, विश्वास गरिन्छ र रोजिन्छ।",
        description:
          "हामी चाहन्छौं, सानो सहरको पारिवारिक पसलले पनि देशभर शाखा भएका ठूला कम्पनीसँग अनलाइनमा बराबरीमा प्रतिस्पर्धा गर्न सकोस्, किनकि उसले दिने सेवा पनि उत्तिकै राम्रो छ।",
        icon: Telescope,
      },
      {
        title: "हाम्रो लक्ष्य",
        statement: "साना व्यवसायले धान्न सक्ने मूल्यमा इमानदार र राम्ररी बनाइएका वेबसाइट, ब्रान्ड र मार्केटिङ।",
        description:
          "अनि तिनलाई चलाउने सीप पनि: हरेक प्रोजेक्ट तालिम र सजिला नोटसहित सकिन्छ, त्यसैले दैनिक परिवर्तनका लागि हाम्रा ग्राहक कहिल्यै हामीमा निर्भर हुनु पर्दैन।",
        icon: Target,
      },
    ],
  },

  closing: {
    eyebrow: "अब तपाईंको पालो",
    title: "अर्को अध्याय सँगै लेखौं",
    text: "तपाईं आफ्नो पहिलो पसल खोल्दै हुनुहुन्छ वा वर्षौंदेखि चलाइरहेको व्यवसाय बढाउँदै हुनुहुन्छ, हामी तपाईंको कथा सुन्न चाहन्छौं।",
    primary: { label: "आफ्नो यात्रा सुरु गर्नुहोस्", url: contact },
    secondary: { label: "हाम्रा मूल्यहरू", url: "/about/values" },
  },
};
