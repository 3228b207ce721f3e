/**
 * The chat links' interface words (components/ChatLinks.tsx); the numbers, the replier and the
 * greeting are content (content/{en,ne}/site.yaml, `chat`).
 */
export const chatCopy = {
  title: "Chat with us",
  /** Before the links at the foot of a service page. */
  lead: "Or chat with us now",
  /** Who replies, and when: "Sarita Bhandari replies Sunday - Friday, 9:00 AM - 6:00 PM". */
  replies: (name: string, days: string, time: string) => `${name} replies ${days}, ${time}`,
  /** Read before a link's app and number by screen readers: "Chat on WhatsApp +977 980-123 4567". */
  linkPrefix: "Chat on",
  /** The button on phones: one tap to WhatsApp. */
  floatLabel: (name: string, newTab: string) => `Chat on WhatsApp with ${name} (${newTab})`,
};
