/**
 * What the language switch (components/LanguageSwitch.tsx) writes into the page for the shell's
 * script (shell/language.ts), which completes its link with the section and remembers the choice.
 */
/** On every switch: the code of the language it leads to. */
export const SWITCH_ATTRIBUTE = "data-language-switch";
/** On a switch that leads where its HTML says (the not-found page's, to the other home page). */
export const KEEP_LINK_ATTRIBUTE = "data-language-keep-link";
