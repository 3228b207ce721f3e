/**
 * Nepali of ../plans.ts: the packages, the comparison and the page's words are in
 * content/ne/plans.yaml; here, the interface's short words. The packages' names follow the English
 * ones (स्टार्टअप प्याकेज, ग्रोथ प्याकेज, इन्टरप्राइज समाधान). Figures in Devanagari digits; a
 * limited or partial feature's mark reads "सीमित" (plansPage.inclusion).
 */
import { formatNumberIn, locales } from "../locales.mjs";
import { type plansPage as englishPlansPage, plansCopy } from "../plans";

export { CARD_FEATURE_LIMIT, plans, plansCopy } from "../plans";

const count = (n: number) => formatNumberIn(n, locales.ne);

export const plansPage: typeof englishPlansPage = {
  ...plansCopy,
  viewLabel: "प्याकेजहरू यसरी हेर्नुहोस्",
  views: [
    { id: "cards", label: "कार्ड दृश्य" },
    { id: "comparison", label: "तुलना" },
  ],
  moreFeatures: (n: number) => `+${count(n)} थप सुविधा`,
  fewerFeatures: "कम सुविधा देखाउनुहोस्",
  inclusion: { included: "समावेश", excluded: "समावेश छैन", limited: "सीमित" },
  /** The accessible name of a feature's info button; in the table it names the plan too. */
  tooltipLabel: (feature: string, plan?: string) =>
    plan ? `${plan}मा ${feature} सम्बन्धी जानकारी` : `${feature} सम्बन्धी जानकारी`,
  table: {
    caption: "तीन प्याकेजका सुविधाहरूको तुलना",
    feature: "सुविधा",
    /** Phones show one plan's column at a time, chosen with these buttons. */
    planSwitcher: "तुलनामा देखाइएको प्याकेज",
  },
};
