import type { ServiceDetailsContent } from "../serviceTypes";

/** Email & WhatsApp Marketing on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "Reach customers in the inbox they check most. We set up WhatsApp Business, Viber and email lists that people join by choice, write messages they look forward to, and automate the follow-ups that bring customers back.",
  features: [
    {
      title: "WhatsApp Business setup",
      description: "Catalogue, quick replies, greeting and away messages configured for your shop.",
    },
    {
      title: "Opt-in broadcast lists",
      description: "Lists for offers, new stock and festival greetings that customers chose to join.",
    },
    {
      title: "Email newsletters",
      description: "Branded templates and regular newsletters for customers, members or trade partners.",
    },
    {
      title: "Automated follow-ups",
      description: "Welcome messages, order updates and appointment reminders that send themselves.",
    },
    {
      title: "Viber communities",
      description: "Setup and regular content for customers who prefer Viber to WhatsApp.",
    },
    {
      title: "Healthy lists",
      description: "Easy sign-ups and opt-outs that keep your number and sender address in good standing.",
    },
  ],
  process: [
    {
      title: "Channel review",
      description: "We find out where customers already message you and which channel to start with.",
    },
    {
      title: "Account setup",
      description: "Business profiles, catalogues and email sending are configured and verified.",
    },
    {
      title: "Grow the list",
      description: "QR codes at the counter, website forms and receipts invite customers to sign up.",
    },
    {
      title: "Write and design",
      description: "We write messages and templates in the tone and language your customers prefer.",
    },
    {
      title: "Automate",
      description: "Welcome, reminder and win-back sequences are set to run on their own.",
    },
    {
      title: "Measure",
      description: "We track opens, replies and redeemed offers, and refine what you send.",
    },
  ],
};

export default details;
