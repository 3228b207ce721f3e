/**
 * Each Nepali module stands for its English twin in the Nepali build
 * (builder/vite/locale-content.ts). TypeScript checks here that it exports everything its twin
 * exports, with the same types: a key missing in Nepali is a type error rather than an English word
 * on a Nepali page. The words of the content files are checked by their schemas at build
 * (builder/content/load.ts).
 */
type Twin<English, Nepali extends English> = [English, Nepali];

export type Twins = [
  Twin<typeof import("../about"), typeof import("./about")>,
  Twin<typeof import("../careers"), typeof import("./careers")>,
  Twin<typeof import("../chat"), typeof import("./chat")>,
  Twin<typeof import("../clients"), typeof import("./clients")>,
  Twin<typeof import("../companyPages"), typeof import("./companyPages")>,
  Twin<typeof import("../contact"), typeof import("./contact")>,
  Twin<typeof import("../enquiryForms"), typeof import("./enquiryForms")>,
  Twin<typeof import("../faq"), typeof import("./faq")>,
  Twin<typeof import("../footer"), typeof import("./footer")>,
  Twin<typeof import("../heroVisuals"), typeof import("./heroVisuals")>,
  Twin<typeof import("../home"), typeof import("./home")>,
  Twin<typeof import("../jobTitles"), typeof import("./jobTitles")>,
  Twin<typeof import("../journalCopy"), typeof import("./journalCopy")>,
  Twin<typeof import("../locale"), typeof import("./locale")>,
  Twin<typeof import("../menu"), typeof import("./menu")>,
  Twin<typeof import("../newsletter"), typeof import("./newsletter")>,
  Twin<typeof import("../plans"), typeof import("./plans")>,
  Twin<typeof import("../portfolioCopy"), typeof import("./portfolioCopy")>,
  Twin<typeof import("../services"), typeof import("./services")>,
  Twin<typeof import("../story"), typeof import("./story")>,
  Twin<typeof import("../testimonialsCopy"), typeof import("./testimonialsCopy")>,
  Twin<typeof import("../theme"), typeof import("./theme")>,
  Twin<typeof import("../toast"), typeof import("./toast")>,
  Twin<typeof import("../values"), typeof import("./values")>,
];
