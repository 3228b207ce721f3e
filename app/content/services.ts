import {
  CalendarDays,
  Gem,
  GraduationCap,
  Languages,
  LayoutTemplate,
  Mail,
  Megaphone,
  MessageCircleHeart,
  MonitorSmartphone,
  NotebookPen,
  Package,
  PenTool,
  QrCode,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";
import type { Capability, Service, ServiceCategory } from "./serviceTypes";

/** The twelve services on /services, in three categories (SPEC.md section 3). */
export const serviceCategories: ServiceCategory[] = [
  {
    id: "design-development",
    title: "Design & Development",
    description:
      "Websites, apps and interfaces that load fast on mobile data and make it easy for customers to act.",
    icon: MonitorSmartphone,
    services: [
      {
        id: "website-design",
        title: "Website Design",
        description:
          "A custom website built for your business, not a template with your logo dropped in. We design mobile-first pages that explain what you do in seconds and make it easy to call, message or visit. A basic business site usually launches in 2-4 weeks.",
        icon: LayoutTemplate,
        color: "blue",
        features: [
          {
            title: "Mobile-first layouts",
            description:
              "Every page is designed on a phone screen first, because that is where most visitors will see it.",
          },
          {
            title: "Quick on mobile data",
            description: "Compressed images and lean code, so pages open quickly even on a patchy 4G signal.",
          },
          {
            title: "Nepali and English pages",
            description:
              "Content in one or both languages, with Devanagari text that displays cleanly on every device.",
          },
          {
            title: "One-tap contact",
            description:
              "Call, WhatsApp and Viber buttons on every page, so customers reach you on the app they already use.",
          },
          {
            title: "Maps and directions",
            description:
              "Your Google Maps location, opening hours and directions built in, so nearby customers find your door.",
          },
          {
            title: "Updates without a developer",
            description: "Change prices, photos and notices yourself through a simple editor.",
          },
        ],
        process: [
          {
            title: "Discovery call",
            description:
              "We talk through your business, your customers and what a visitor should do on the site.",
          },
          {
            title: "Sitemap and content plan",
            description:
              "We agree which pages you need and who writes the text and gathers the photos for each.",
          },
          {
            title: "Design preview",
            description:
              "You review the home page and one key inner page on your own phone before we design the rest.",
          },
          {
            title: "Build",
            description: "We code the pages and connect your enquiry form, map and messaging buttons.",
          },
          {
            title: "Real-device testing",
            description: "Every page is checked on budget Android phones, iPhones and slow connections.",
          },
          {
            title: "Launch and handover",
            description:
              "We connect your domain, set up visitor analytics and show you how to make everyday changes.",
          },
        ],
        page: "/services/website-design",
      },
      {
        id: "website-redesign",
        title: "Website Redesign",
        description:
          "Your current site looks dated, loads slowly or simply brings in no enquiries. We keep what already works, like your domain, your Google visibility and your best content, and rebuild the rest around what customers need today.",
        icon: RefreshCcw,
        color: "teal",
        features: [
          {
            title: "Plain-language audit",
            description:
              "A review of speed, mobile use, search visibility and content before anything is changed.",
          },
          {
            title: "Content carried across",
            description: "Useful pages, photos and blog posts are moved over, so nothing valuable is lost.",
          },
          {
            title: "Redirects that protect search traffic",
            description:
              "Old page addresses point to their new versions, so Google results and saved links keep working.",
          },
          {
            title: "A look that matches your business now",
            description:
              "Fresh layouts that reflect how much your business has grown since the first site went up.",
          },
          {
            title: "Clearer routes to an enquiry",
            description:
              "Forms, booking links and message buttons moved to where visitors actually look for them.",
          },
        ],
        process: [
          {
            title: "Audit",
            description:
              "We measure how your current site performs on phones, speed and search, and share what we find.",
          },
          {
            title: "Keep, fix or cut",
            description: "Together we decide which pages stay, which need rewriting and which can go.",
          },
          {
            title: "Redesign key pages",
            description: "New layouts for your most visited pages, reviewed by you on desktop and mobile.",
          },
          {
            title: "Rebuild and migrate",
            description: "We build the new site and move your content, images and page addresses across.",
          },
          {
            title: "Map redirects",
            description: "Every old URL is matched to its new home and tested before the switch.",
          },
          {
            title: "Switch and watch",
            description:
              "We go live with minimal downtime and keep an eye on traffic and search results afterwards.",
          },
        ],
        page: "/services/webredesign",
      },
      {
        id: "mobile-app-design",
        title: "Mobile App Design",
        description:
          "Screens for an Android or iOS app that people understand at first tap. We design the user flows, the visual style and a clickable prototype that your developers, or ours, can build from with confidence.",
        icon: Smartphone,
        color: "violet",
        features: [
          {
            title: "User flows",
            description:
              "Maps of every path through the app, from sign-up to checkout, drawn before any screen is designed.",
          },
          {
            title: "Android-first sizing",
            description:
              "Layouts tuned for the mid-range Android phones most of your users carry, then adapted for iOS.",
          },
          {
            title: "Local payment journeys",
            description: "Checkout screens planned around eSewa, Khalti, bank transfer and cash on delivery.",
          },
          {
            title: "Weak-signal states",
            description:
              "Loading, empty and offline screens designed in, so the app still makes sense on a poor connection.",
          },
          {
            title: "Clickable prototype",
            description:
              "A tappable version you can test with customers or show to investors before development starts.",
          },
          {
            title: "Developer-ready handoff",
            description:
              "Organised design files with spacing, colours and exported assets, so no one has to guess.",
          },
        ],
        process: [
          {
            title: "Define the core job",
            description: "We agree the one or two things users must be able to do in the first version.",
          },
          {
            title: "Map the flows",
            description: "Each screen and step is laid out as a flow you can follow, question and approve.",
          },
          {
            title: "Wireframes",
            description: "Simple grey layouts let us settle structure before colour and detail.",
          },
          {
            title: "Visual design",
            description: "Your brand is applied across the screens using reusable, consistent components.",
          },
          {
            title: "Prototype and test",
            description: "Real users try the clickable prototype and we fix whatever confuses them.",
          },
          {
            title: "Developer handoff",
            description:
              "Builders get specs, assets and a walkthrough, and we answer their questions during the build.",
          },
        ],
        page: "/services/mobile-app",
      },
      {
        id: "ui-ux-design",
        title: "UI/UX Design",
        description:
          "When customers abandon a form, get lost in a menu or phone you to ask what the screen should have told them, the problem is the experience. We study how people really use your website or software and redesign it to remove that friction.",
        icon: PenTool,
        color: "amber",
        features: [
          {
            title: "User research",
            description:
              "Short interviews and observation sessions with your actual customers or staff, not guesswork.",
          },
          {
            title: "Usability testing",
            description:
              "We watch people attempt real tasks and note exactly where they hesitate or give up.",
          },
          {
            title: "Clearer structure",
            description: "Menus, labels and page order reorganised around the words your users actually use.",
          },
          {
            title: "Design systems",
            description:
              "A shared library of buttons, forms and components that keeps every new screen consistent.",
          },
          {
            title: "Accessible by default",
            description:
              "Readable contrast, a sensible keyboard order and tap targets large enough for every hand.",
          },
        ],
        process: [
          {
            title: "Stakeholder interviews",
            description: "We learn what the business needs and where your team sees customers struggle.",
          },
          {
            title: "User research",
            description: "We talk to users and watch them work to find the real pain points.",
          },
          {
            title: "Journey mapping",
            description: "Findings become clear journeys that show where people drop off and why.",
          },
          {
            title: "Wireframes and prototypes",
            description: "We sketch better flows and build quick prototypes to try them out.",
          },
          {
            title: "Usability testing",
            description: "Real users test the prototype and we refine it until the tasks feel easy.",
          },
          {
            title: "Interface design and handoff",
            description: "The final screens and component library go to your developers with notes.",
          },
        ],
        page: "/services/uiux",
      },
    ],
  },
  {
    id: "branding",
    title: "Branding",
    description:
      "Logos, identities and packaging that make a young business look as trustworthy as the work it does.",
    icon: Gem,
    services: [
      {
        id: "logo-identity",
        title: "Logo & Identity",
        description:
          "A distinctive logo and the basic visual kit around it: colours, fonts and versions for every place your name appears. Designed to work as a shop signboard, a Facebook profile picture, a rubber stamp and a browser icon alike.",
        icon: Sparkles,
        color: "crimson",
        features: [
          {
            title: "Original concepts",
            description: "Directions drawn from your own story, never a stock icon placed next to your name.",
          },
          {
            title: "A version for every use",
            description: "Full, stacked and icon-only logos, in colour and in single-colour black or white.",
          },
          {
            title: "Colours and fonts",
            description: "A small palette and type pairing that work in both English and Devanagari.",
          },
          {
            title: "Print and screen files",
            description:
              "Vector files for printers and sign makers, plus PNG and SVG for websites and social media.",
          },
          {
            title: "One-page usage guide",
            description:
              "Spacing, minimum sizes and common mistakes, so the logo looks right wherever it goes.",
          },
        ],
        process: [
          {
            title: "Brief",
            description: "We ask about your business, your customers and the feeling the logo should carry.",
          },
          {
            title: "Research",
            description: "We look at your competitors and local visual culture to find room to stand out.",
          },
          {
            title: "Sketching",
            description: "Many rough ideas are drawn and narrowed down to the strongest few.",
          },
          {
            title: "Concept presentation",
            description: "You see two or three concepts mocked up on signs, cards and social profiles.",
          },
          {
            title: "Refinement",
            description: "We polish the chosen direction through focused rounds of your feedback.",
          },
          {
            title: "Final files",
            description: "You receive the full logo set, colour codes, fonts and the usage guide.",
          },
        ],
        page: "/services/logo-design",
      },
      {
        id: "brand-identity",
        title: "Brand Identity",
        description:
          "A complete identity that brings your positioning, tone of voice and visual style together, so your shop, website and social pages feel like one business. Ideal when you are launching, rebranding or have outgrown a logo made in a hurry.",
        icon: Gem,
        color: "violet",
        features: [
          {
            title: "Positioning",
            description:
              "A clear statement of who you serve, what you promise and why you are the better choice.",
          },
          {
            title: "Visual system",
            description:
              "Logo, colours, typography, photo style and graphic patterns designed to work as a set.",
          },
          {
            title: "Tone of voice",
            description:
              "How your brand sounds in English and Nepali, with example sentences your team can follow.",
          },
          {
            title: "Brand guidelines",
            description:
              "A practical guidebook for staff, printers and any designer who works with you later.",
          },
          {
            title: "Everyday templates",
            description: "Business cards, letterheads, invoices and social post templates, ready to use.",
          },
        ],
        process: [
          {
            title: "Discovery workshop",
            description:
              "We talk through your history, customers, values and plans with the people who run the business.",
          },
          {
            title: "Market review",
            description: "We study how others in your field present themselves and where you can differ.",
          },
          {
            title: "Brand strategy",
            description: "Positioning, personality and key messages are written down and agreed.",
          },
          {
            title: "Identity design",
            description:
              "We design the visual system and show it on real items, from signboards to Instagram posts.",
          },
          {
            title: "Guidelines and templates",
            description: "Everything is documented and turned into files your team can use every day.",
          },
          {
            title: "Rollout",
            description: "We help you switch signs, profiles and printed materials over in a sensible order.",
          },
        ],
        page: "/services/branding",
      },
      {
        id: "personal-branding",
        title: "Personal Branding",
        description:
          "For doctors, consultants, coaches, artists and founders whose own name is the business. We shape a clear professional story and a consistent presence across LinkedIn, Instagram and a personal website, so the right people remember you and reach out.",
        icon: UserRound,
        color: "amber",
        features: [
          {
            title: "Personal positioning",
            description:
              "A one-line answer to 'what do you do, and for whom' that you can say with confidence.",
          },
          {
            title: "Profile makeover",
            description: "Rewritten LinkedIn, Facebook and Instagram profiles with matching photos and bios.",
          },
          {
            title: "Personal website",
            description:
              "A simple site with your story, services, past work and an easy way to book or enquire.",
          },
          {
            title: "Photo direction",
            description: "A brief for a professional shoot, so your photos look like you on your best day.",
          },
          {
            title: "Content starter kit",
            description:
              "Post ideas and talking points drawn from your real expertise, plus templates to post them.",
          },
        ],
        process: [
          {
            title: "Conversation",
            description:
              "A relaxed interview about your work, your values and the opportunities you want more of.",
          },
          {
            title: "Audience",
            description:
              "We decide who you most want to reach: clients, employers, patients, buyers or investors.",
          },
          {
            title: "Story and positioning",
            description: "We write your headline, bio and key messages in your own voice.",
          },
          {
            title: "Personal look",
            description: "A simple personal mark, colours and photo style that suit your profession.",
          },
          {
            title: "Profiles and website",
            description: "We update your profiles and build or refresh your personal site.",
          },
          {
            title: "Posting plan",
            description: "You leave with a realistic schedule and templates to keep going on your own.",
          },
        ],
        page: "/services/PersonalBranding",
      },
      {
        id: "packaging-design",
        title: "Packaging Design",
        description:
          "Packaging that stands out on a crowded shelf, survives the courier and tells buyers what is inside at a glance. For tea and coffee producers, food brands, cosmetics makers and craft exporters selling in Nepal or abroad.",
        icon: Package,
        color: "green",
        features: [
          {
            title: "Shelf-ready designs",
            description:
              "Boxes, pouches, labels and jars designed to hold their own next to imported brands.",
          },
          {
            title: "Bilingual labels",
            description:
              "Nepali and English text laid out cleanly, with room for ingredients, weight and dates.",
          },
          {
            title: "Printer-ready artwork",
            description:
              "Dielines and files prepared for local printers, so colours and folds come out as planned.",
          },
          {
            title: "Festival and gift editions",
            description: "Seasonal sleeves and gift boxes for Dashain, Tihar and the tourist season.",
          },
          {
            title: "Natural materials",
            description: "Advice on lokta paper, kraft card and other materials that suit handmade products.",
          },
        ],
        process: [
          {
            title: "Product brief",
            description: "We learn about the product, where it is sold and who picks it up.",
          },
          {
            title: "Shelf research",
            description: "We look at competing packs in shops, supermarkets and online marketplaces.",
          },
          {
            title: "Structure and materials",
            description: "We choose formats and materials that protect the product and fit your budget.",
          },
          {
            title: "Design concepts",
            description:
              "Two or three directions are shown as 3D mock-ups, so you can judge them as a shopper would.",
          },
          {
            title: "Printed sample",
            description: "A physical prototype lets you check size, colour and feel before the full run.",
          },
          {
            title: "Print handoff",
            description: "Final artwork goes to your printer and we check the proof with you.",
          },
        ],
        page: "/services/PackagingDesign",
      },
    ],
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    description:
      "Social media, search and messaging campaigns on the channels your customers already open every day.",
    icon: Megaphone,
    services: [
      {
        id: "social-media-marketing",
        title: "Social Media Marketing",
        description:
          "Facebook, Instagram and TikTok pages that are planned, posted to regularly and answered quickly. We create content your local audience stops scrolling for, run ads with budgets agreed in advance, and report which posts brought in messages and sales.",
        icon: Users,
        color: "crimson",
        features: [
          {
            title: "Page setup and clean-up",
            description: "Correct business details, categories, buttons and links on every profile you run.",
          },
          {
            title: "Monthly content calendar",
            description: "Posts, reels and stories planned around your offers, festivals and local events.",
          },
          {
            title: "Reels and short video",
            description: "Vertical videos scripted and edited for Instagram Reels, TikTok and Facebook.",
          },
          {
            title: "Paid ads and boosts",
            description:
              "Meta ads targeted by city, age and interest, with spending agreed before anything runs.",
          },
          {
            title: "Reply templates",
            description:
              "Ready answers for common questions, so messages and comments get quick, friendly replies.",
          },
          {
            title: "Monthly report",
            description:
              "Reach, engagement and enquiries explained in plain language, with next month's plan.",
          },
        ],
        process: [
          {
            title: "Account audit",
            description: "We review your current pages, followers and past posts to see what already works.",
          },
          {
            title: "Goals and audience",
            description:
              "We agree what success means, from table bookings to walk-ins, and who we are talking to.",
          },
          {
            title: "Content plan",
            description:
              "A monthly calendar of themes, formats and posting times is shared for your approval.",
          },
          {
            title: "Create",
            description:
              "We design graphics, shoot or edit video and write captions in Nepali, English or both.",
          },
          {
            title: "Publish and promote",
            description: "Posts go out on schedule and the strongest performers get a budgeted boost.",
          },
          {
            title: "Review and adjust",
            description:
              "Each month we report results and change the plan based on what your audience responded to.",
          },
        ],
        page: "/services/social-media",
      },
      {
        id: "content-strategy",
        title: "Content Strategy",
        description:
          "A plan for what your business says, where and how often, so every post, article and page pulls in the same direction. We match your customers' real questions to content they will look for, and build a calendar your team can actually keep up with.",
        icon: NotebookPen,
        color: "teal",
        features: [
          {
            title: "Customer question research",
            description:
              "We collect the questions people really ask at the counter, on the phone and in comments.",
          },
          {
            title: "Content pillars",
            description: "Three to five themes that keep your content focused and recognisably yours.",
          },
          {
            title: "Channel plan",
            description:
              "Which ideas belong on your website, Facebook, Instagram, YouTube or newsletter, and why.",
          },
          {
            title: "Editorial calendar",
            description: "A realistic schedule built around launches, festival seasons and your busy months.",
          },
          {
            title: "Content audit",
            description:
              "A review of what you have already published, marking what to update, reuse or retire.",
          },
        ],
        process: [
          {
            title: "Set goals",
            description: "We link content to business results such as enquiries, bookings or trust.",
          },
          {
            title: "Audit",
            description: "We review what you have published so far and how each piece performed.",
          },
          {
            title: "Research",
            description: "Customer conversations and search data show which topics people care about.",
          },
          {
            title: "Write the strategy",
            description: "Pillars, formats, channels and voice are set out in one short document.",
          },
          {
            title: "Build the calendar",
            description: "We plan month by month, with a named owner and a deadline for every piece.",
          },
          {
            title: "Quarterly refresh",
            description: "Every three months we look at what worked and update the plan.",
          },
        ],
        page: "/services/ContentStrategy",
      },
      {
        id: "seo-optimization",
        title: "SEO Optimization",
        description:
          "Help people find you on Google and Google Maps when they search for what you sell. We fix the technical problems holding your site back, improve pages around real searches and strengthen your local listing, with honest monthly reporting and no ranking guarantees.",
        icon: Search,
        color: "green",
        features: [
          {
            title: "Technical audit",
            description: "Speed, mobile usability, indexing and broken links checked and then fixed.",
          },
          {
            title: "Keyword research",
            description: "The words people in your area actually type, including Romanised Nepali spellings.",
          },
          {
            title: "On-page improvements",
            description: "Titles, headings, descriptions and body text improved one page at a time.",
          },
          {
            title: "Google Business Profile",
            description: "Your Maps listing completed with photos, hours, categories and regular updates.",
          },
          {
            title: "Listings and reviews",
            description:
              "Consistent details in local directories and a simple routine for asking happy customers to review you.",
          },
          {
            title: "Monthly reporting",
            description: "Search visibility, clicks and calls from Google, explained without jargon.",
          },
        ],
        process: [
          {
            title: "Crawl and audit",
            description: "We scan your site and check how Google currently sees it.",
          },
          {
            title: "Keyword map",
            description: "We choose the searches that matter for each service and location you cover.",
          },
          {
            title: "Technical fixes",
            description:
              "Speed, structure and indexing problems are fixed first, because everything else depends on them.",
          },
          {
            title: "Page improvements",
            description: "We strengthen existing pages and write new ones for priority searches.",
          },
          {
            title: "Local presence",
            description: "We build up your Maps listing, directory entries and customer reviews.",
          },
          {
            title: "Measure and repeat",
            description: "A monthly report tracks progress and sets the next round of work.",
          },
        ],
        page: "/services/SEO",
      },
      {
        id: "email-whatsapp-marketing",
        title: "Email & WhatsApp Marketing",
        description:
          "Reach customers in the inbox they check most. We set up WhatsApp Business, Viber and email lists that people join by choice, write messages they look forward to, and automate the follow-ups that bring customers back.",
        icon: Mail,
        color: "blue",
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
            description:
              "Branded templates and regular newsletters for customers, members or trade partners.",
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
            description:
              "Easy sign-ups and opt-outs that keep your number and sender address in good standing.",
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
        page: "/services/EmailWhatsappMarketing",
      },
    ],
  },
];

export const allServices: Service[] = serviceCategories.flatMap((category) => category.services);

export function findCategory(id: string): ServiceCategory | undefined {
  return serviceCategories.find((category) => category.id === id);
}

export function findService(id: string): Service | undefined {
  return allServices.find((service) => service.id === id);
}

/** Copy for the /services page. */
export const servicesPage = {
  hero: {
    eyebrow: "Our services",
    title: "Design, branding and marketing under one roof",
    promise:
      "Choose a single service or combine a few. Every project is planned around your customers, your budget and the way people in Nepal really use their phones.",
    cta: { label: "Get a Free Consultation", url: "/contact" },
  },
  categoriesTitle: "Where would you like to start?",
  tabsLabel: "Service categories",
  serviceTabsLabel: "Services in this category",
  detail: {
    featuresTitle: "What's included",
    processTitle: "How we work",
    cta: { label: "Get Started", url: "/contact" },
    pageLink: "Read the full service page",
  },
  mobileHint: "Tap a category to see its services, then tap a service for the details.",
  consultation: {
    title: "Get a Free Consultation",
    text: "Not sure which service you need? Tell us about your business and we will suggest where to begin, within 24 hours and with no obligation.",
    cta: { label: "Schedule a Call", url: "/contact" },
  },
  whyChooseUs: {
    title: "Why businesses in Nepal work with us",
    points: [
      {
        title: "Bilingual from day one",
        description:
          "We write and design in Nepali and English, and check that Devanagari text looks right on every screen.",
        icon: Languages,
      },
      {
        title: "Planned around your calendar",
        description:
          "Campaigns and launches are timed for Dashain, Tihar, New Year and the tourist seasons that shape your sales.",
        icon: CalendarDays,
      },
      {
        title: "Connected to local tools",
        description:
          "eSewa and Khalti, WhatsApp and Viber, Google Maps: we set up the tools your customers already trust.",
        icon: QrCode,
      },
      {
        title: "Honest advice first",
        description:
          "If a well-run Facebook page will serve you better than a new website right now, we will tell you.",
        icon: MessageCircleHeart,
      },
      {
        title: "You learn to run it",
        description:
          "Every handover includes training and simple notes, so your team can keep things going without us.",
        icon: GraduationCap,
      },
    ] satisfies Capability[],
  },
};
