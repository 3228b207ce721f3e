import { Mail, MessageCircle, MessageSquare, QrCode, Send, Workflow } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/EmailWhatsappMarketing: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Messages your customers actually open",
  intro:
    "Social posts get buried, but a message on WhatsApp, Viber or email lands where your customers look every day. We set up the accounts, grow lists of people who genuinely want to hear from you, and write messages that bring them back through your door.",
  capabilitiesTitle: "What we set up and run",
  capabilities: [
    {
      title: "WhatsApp Business profile",
      description: "Catalogue, hours, quick replies and labels set up so every chat is easy to manage.",
      icon: MessageCircle,
    },
    {
      title: "Broadcasts and offers",
      description: "Opt-in broadcasts for new stock, festival offers and events, sent at a respectful pace.",
      icon: Send,
    },
    {
      title: "Email newsletters",
      description: "Well-designed newsletters that share news, tips and offers with customers and partners.",
      icon: Mail,
    },
    {
      title: "Automations",
      description: "Welcome messages, appointment reminders and re-order nudges that run on their own.",
      icon: Workflow,
    },
    {
      title: "List building",
      description: "QR codes, website sign-up forms and counter cards that invite customers to join.",
      icon: QrCode,
    },
    {
      title: "Viber and SMS",
      description: "Reach customers who prefer Viber or plain text messages with the same message plan.",
      icon: MessageSquare,
    },
  ],
  closing: {
    title: "Start a conversation with your customers",
    text: "Tell us how customers contact you today. We will suggest the right mix of WhatsApp, Viber and email for your business.",
    cta: { label: "Get in Touch", url: "/contact" },
  },
} satisfies ServicePageContent;
