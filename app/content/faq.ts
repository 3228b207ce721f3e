import { MessagesSquare } from "lucide-react";

export type FaqEntry = { question: string; answer: string };
/** A category of the FAQ with its question and answer pairs (SPEC.md section 3). */
export type FaqCategory = { id: string; category: string; questions: FaqEntry[] };

export const faqCategories: FaqCategory[] = [
  {
    id: "services",
    category: "Services",
    questions: [
      {
        question: "What services does Sathi Digital offer?",
        answer:
          "We design and build websites, create logos and brand identities, set up and run social media, write content in English and Nepali, improve your search rankings with SEO, run email and WhatsApp marketing, and help startups put AI tools to work. You can hire us for one of these or for all of them together.",
      },
      {
        question: "Can you help my business use AI tools?",
        answer:
          "Yes. We set up practical AI tools for startups and small businesses: chat assistants that answer common customer questions on your website or WhatsApp, faster content drafting, and simple automations for enquiries and bookings. We start with the time-consuming task you most want to hand off, and we keep a person in charge of what goes out.",
      },
      {
        question: "Do you work with clients outside Nepal?",
        answer:
          "Yes. Our offices are in Butwal, Kathmandu and Bangalore, and we already serve clients in three countries. Most of our work happens over video calls, WhatsApp and e-mail, so distance is rarely a problem.",
      },
    ],
  },
  {
    id: "pricing",
    category: "Pricing",
    questions: [
      {
        question: "How much does a website cost?",
        answer:
          "It depends on what you need, so we offer three packages. The Startup Package covers a 5-page website with content written for 3 pages, 3 months of support and 1 hour of training. The Growth Package adds an online shop with up to 50 products, a 3-month content calendar, 6 months of support and 3 hours of training. The Enterprise Solution is priced to your needs. After a free consultation you get a written, fixed quote.",
      },
      {
        question: "Do you offer payment plans?",
        answer:
          "Yes. We offer payment plans so you can spread the cost of a project over its milestones, for example a first part to start, a second at design approval and the rest at launch. Ongoing marketing and support are billed monthly.",
      },
      {
        question: "Are there any hidden costs?",
        answer:
          "No. Your quote lists everything we will do and what it costs. Costs from other providers, such as your domain name, hosting or an advertising budget, are named in the quote up front and paid at cost, in your name.",
      },
    ],
  },
  {
    id: "process",
    category: "Process",
    questions: [
      {
        question: "How long does it take to build a website?",
        answer:
          "A basic website usually takes 2-4 weeks from our first call to launch. Online shops and sites with custom features take longer; your quote includes a timeline with dates for each step, and we tell you early if anything changes.",
      },
      {
        question: "What does your process look like?",
        answer:
          "Six steps: Discovery, where we learn your business and goals; Design, where you review real layouts; Development; Testing on real phones and slow connections; Launch, with your domain, analytics and Google listing connected; and Support after launch.",
      },
      {
        question: "How involved do I need to be?",
        answer:
          "About an hour for the first call, then a short review at each design round and any photos or facts only you know. We handle the rest and send you a progress update every week, so you are never guessing where things stand.",
      },
    ],
  },
  {
    id: "support",
    category: "Support",
    questions: [
      {
        question: "How quickly do you respond to support requests?",
        answer:
          "We answer standard requests within 24 hours. On our support plans, critical issues, such as a website that is down or a checkout that fails, get a response within 4 hours.",
      },
      {
        question: "When is your support team available?",
        answer:
          "Our support team works Monday to Friday, and we offer emergency support at weekends for critical issues, so a problem on a Saturday does not wait until the week starts.",
      },
      {
        question: "What happens when my support period ends?",
        answer:
          "Support is included for 3 months with the Startup Package, 6 months with the Growth Package and 12 months of priority support with the Enterprise Solution. After that you can continue on a support plan or ask for help when you need it. Either way, your website, domain and files stay yours.",
      },
    ],
  },
  {
    id: "getting-started",
    category: "Getting Started",
    questions: [
      {
        question: "How do I get started?",
        answer:
          "Send us a message through the contact form with a few lines about your business and what you need. We reply within 24 hours to arrange a free consultation, then send a written proposal with the scope, timeline and price.",
      },
      {
        question: "What should I prepare before our first call?",
        answer:
          "Nothing is required. It helps to think about who your customers are, what you want the website or campaign to achieve, a few websites you like and a rough budget. If you already have a logo, photos or brand colours, bring them along.",
      },
      {
        question: "Which package is right for my business?",
        answer:
          "The Startup Package suits a new business that needs a professional presence quickly. The Growth Package suits a business ready to sell online and post regularly. The Enterprise Solution suits larger projects with custom needs. Not sure? Tell us about your business and we will recommend one honestly, even if it is the smallest.",
      },
    ],
  },
];

export const faqPage = {
  hero: {
    eyebrow: "Help centre",
    title: "Frequently Asked Questions",
    promise:
      "Straight answers about our services, prices, timelines and support, before you even have to ask.",
    cta: { label: "Ask Us Directly", url: "/contact" },
  },
  browser: {
    title: "Find your answer",
    searchLabel: "Search the questions and answers",
    searchPlaceholder: "Search for answers...",
    categoriesLabel: "Filter by category",
    all: "All",
    results: (count: number) => `${count} ${count === 1 ? "question" : "questions"}`,
    noResults: (search: string) => `No results found for "${search}"`,
    noResultsHint: "Try a different search term or browse categories above",
    clear: "Clear search",
  },
  contact: {
    title: "Still have a question?",
    text: "Ask us directly. A real person from our team replies within 24 hours, in English or Nepali.",
    primary: { label: "Contact Us", url: "/contact" },
    icon: MessagesSquare,
  },
};
