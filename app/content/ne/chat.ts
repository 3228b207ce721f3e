/** Nepali of ../chat.ts. */
export const chatCopy = {
  title: "हामीसँग च्याट गर्नुहोस्",
  lead: "वा अहिले नै च्याट गर्नुहोस्",
  replies: (name: string, days: string, time: string) => `${name}ले ${days}, ${time} जवाफ दिनुहुन्छ`,
  linkPrefix: "च्याट गर्नुहोस्:",
  floatLabel: (name: string, newTab: string) => `WhatsApp मा ${name}सँग च्याट गर्नुहोस् (${newTab})`,
};
