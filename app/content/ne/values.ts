/**
 * Nepali of ../values.ts: its words are in content/ne/values.yaml. The six values: Passion लगन,
 * Collaboration सहकार्य, Innovation नवीनता, Excellence उत्कृष्टता, Inclusivity समावेशिता, Integrity
 * इमानदारी. "WCAG AA" stays Latin (the standard's name and level), joined by a no-break space as in
 * English.
 */
export { valuesPage } from "../values";
