import {
  Accessibility,
  BookMarked,
  BookOpen,
  Box,
  BriefcaseBusiness,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  Camera,
  ChartLine,
  Clapperboard,
  ClipboardList,
  Code2,
  Columns3,
  Component,
  Crosshair,
  FileText,
  FolderSync,
  Frame,
  Gauge,
  Gift,
  Globe,
  IdCard,
  ImageIcon,
  Layers,
  LayoutGrid,
  LayoutTemplate,
  Leaf,
  ListTree,
  Mail,
  MapIcon,
  MapPin,
  Megaphone,
  MessageCircle,
  MessageSquare,
  MessageSquareQuote,
  MessageSquareText,
  MessagesSquare,
  Mic,
  MousePointerClick,
  Network,
  Newspaper,
  Palette,
  PenLine,
  PenTool,
  Plane,
  Printer,
  QrCode,
  Scaling,
  ScanEye,
  ScanSearch,
  Search,
  SearchCheck,
  Send,
  Share2,
  ShoppingBag,
  ShoppingCart,
  Signpost,
  Smartphone,
  Sparkles,
  SpellCheck,
  Store,
  TabletSmartphone,
  Tag,
  Target,
  Type,
  UserPlus,
  Users,
  Wallet,
  WifiOff,
  Workflow,
  Wrench,
} from "lucide-react";
import type { ServicePageContent } from "./serviceTypes";

/**
 * The static service pages (SPEC.md section 2, "Service pages"). Sixteen routes, fourteen
 * entries: /services/logo-identity and /services/Branding show their twin's content and declare
 * its canonical URL (DECISIONS.md 3).
 */
export const servicePages: ServicePageContent[] = [
  {
    path: "/services/website-design",
    eyebrow: "Website Design",
    title: "Business websites built for phones, data packs and busy customers",
    intro:
      "Most of your customers will meet your business on a phone, often on mobile data and often in a hurry. We design and build custom websites that load quickly, explain what you offer in plain words and keep the call and WhatsApp buttons within thumb's reach. A basic business site usually goes live in 2-4 weeks.",
    metaTitle: "Website Design in Nepal | Sathi Digital",
    metaDescription:
      "Custom, mobile-first websites for Nepali businesses: fast on mobile data, in Nepali and English, with WhatsApp buttons, Google Maps and enquiry forms built in.",
    capabilitiesTitle: "What your new website can include",
    capabilities: [
      {
        title: "Business websites",
        description:
          "Clear, trustworthy sites for shops, clinics, schools, hotels, restaurants and service firms.",
        icon: Store,
      },
      {
        title: "Online shops",
        description: "Product catalogues and carts that accept eSewa, Khalti, cards or cash on delivery.",
        icon: ShoppingCart,
      },
      {
        title: "Booking and enquiry forms",
        description: "Table reservations, appointments and quote requests delivered straight to your inbox.",
        icon: CalendarCheck,
      },
      {
        title: "Campaign landing pages",
        description: "Focused single pages for a product launch, an admission season or a festival offer.",
        icon: Target,
      },
      {
        title: "Speed and hosting setup",
        description:
          "Optimised images, caching and a reliable host so pages open quickly across the country.",
        icon: Gauge,
      },
      {
        title: "Search-ready from launch",
        description:
          "Page titles, descriptions, a sitemap and your Google Business Profile connected on day one.",
        icon: SearchCheck,
      },
    ],
    closing: {
      title: "Ready for a website that brings in enquiries?",
      text: "Tell us what your business does and what you want visitors to do. We reply within 24 hours with honest next steps.",
      cta: { label: "Get Started", url: "/contact" },
    },
  },
  {
    path: "/services/webredesign",
    eyebrow: "Website Redesign",
    title: "Give your old website a second life",
    intro:
      "A slow, dated website quietly sends customers to your competitors. We redesign and rebuild it around what visitors need today, while keeping your domain, your search visibility and the content that still earns its place.",
    metaTitle: "Website Redesign Services | Sathi Digital",
    metaDescription:
      "Redesign an outdated website without losing Google traffic: an audit, a faster rebuild, careful content migration, safe redirects and clearer calls to action.",
    capabilitiesTitle: "What a redesign covers",
    capabilities: [
      {
        title: "Performance audit",
        description: "We time your pages on mobile data and find exactly what is slowing them down.",
        icon: Gauge,
      },
      {
        title: "Mobile rework",
        description: "Layouts rebuilt so menus, text and buttons work properly on small screens.",
        icon: Smartphone,
      },
      {
        title: "Careful content migration",
        description: "Pages, images, blog posts and downloads moved to the new site without gaps.",
        icon: FolderSync,
      },
      {
        title: "Search-safe redirects",
        description: "Every old address is redirected, so rankings and shared links survive the move.",
        icon: Signpost,
      },
      {
        title: "Conversion fixes",
        description: "Forms and contact buttons repositioned to turn more of your visits into enquiries.",
        icon: MousePointerClick,
      },
      {
        title: "Clean, maintainable code",
        description: "A modern, secure build that is easy to update and far less likely to break.",
        icon: Code2,
      },
    ],
    process: {
      title: "How a redesign works",
      steps: [
        {
          title: "Audit",
          description:
            "We review your current site's speed, mobile experience, search performance and content, and share the findings in plain language.",
        },
        {
          title: "Plan",
          description: "We agree what to keep, rewrite or remove, and map every old page to its new address.",
        },
        {
          title: "Redesign and rebuild",
          description:
            "You approve new layouts for the key pages, then we build the site and migrate your content.",
        },
        {
          title: "Launch and monitor",
          description:
            "We switch over with minimal downtime, then watch traffic and search results in the weeks that follow.",
        },
      ],
    },
    closing: {
      title: "Is your website holding you back?",
      text: "Send us your current web address. We will look it over and tell you honestly whether it needs a redesign or just a few fixes.",
      cta: { label: "Start Your Project", url: "/contact" },
    },
  },
  {
    path: "/services/mobile-app",
    eyebrow: "Mobile App Design",
    title: "App designs people understand at first tap",
    intro:
      "A good app idea fails when its first screens confuse people. We design Android and iOS apps around the few things your users must be able to do, test them with real people, and hand your developers files they can build from without guessing.",
    metaTitle: "Mobile App Design for Android & iOS | Sathi Digital",
    metaDescription:
      "Android and iOS app design for Nepali startups and businesses: user flows, eSewa and Khalti checkout screens, clickable prototypes and developer-ready files.",
    capabilitiesTitle: "What we design for your app",
    capabilities: [
      {
        title: "Onboarding and sign-up",
        description:
          "First screens that explain the app and get people signed up in as few steps as possible.",
        icon: UserPlus,
      },
      {
        title: "Checkout and payments",
        description: "Cart and payment screens that hand off smoothly to eSewa, Khalti or mobile banking.",
        icon: Wallet,
      },
      {
        title: "Booking and delivery flows",
        description:
          "Order tracking, table booking and appointment flows that keep users informed at each step.",
        icon: CalendarClock,
      },
      {
        title: "Offline and slow-network states",
        description:
          "Screens that explain what is happening when the signal drops, instead of simply freezing.",
        icon: WifiOff,
      },
      {
        title: "Interactive prototypes",
        description:
          "A clickable app on your own phone for user testing, investor meetings or team sign-off.",
        icon: TabletSmartphone,
      },
      {
        title: "Design handoff",
        description:
          "Components, specs and exported assets ready for Flutter, React Native or native developers.",
        icon: Layers,
      },
    ],
    closing: {
      title: "Have an app idea?",
      text: "Share what you want to build, even if it is only a sketch on paper. We will help you decide what belongs in version one.",
      cta: { label: "Get in Touch", url: "/contact" },
    },
  },
  {
    path: "/services/uiux",
    eyebrow: "UI/UX Design",
    title: "Interfaces that feel obvious to the people using them",
    intro:
      "Every confusing screen costs you support calls, abandoned forms and lost sales. We research how your customers and staff actually use your website, software or dashboard, then redesign the interface so the right action is always the easy one.",
    metaTitle: "UI/UX Design & Usability Testing | Sathi Digital",
    metaDescription:
      "Research-led UI/UX design for websites, web apps and dashboards. We interview users, test real tasks and redesign interfaces to be easy to use and accessible.",
    capabilitiesTitle: "How we improve your product",
    capabilities: [
      {
        title: "User interviews",
        description:
          "Conversations with customers and staff to learn what they need and where they get stuck.",
        icon: MessagesSquare,
      },
      {
        title: "Usability testing",
        description: "Sessions where real people attempt real tasks while we note every hesitation.",
        icon: ScanEye,
      },
      {
        title: "Information architecture",
        description: "Navigation and labels restructured so people find things where they expect them.",
        icon: ListTree,
      },
      {
        title: "Wireframes and prototypes",
        description: "Quick, testable sketches of new flows before any expensive development begins.",
        icon: Frame,
      },
      {
        title: "Design systems",
        description: "Reusable components and clear rules that keep a growing product consistent.",
        icon: Component,
      },
      {
        title: "Accessibility reviews",
        description:
          "Checks for contrast, keyboard use and screen readers, with the fixes put in order of priority.",
        icon: Accessibility,
      },
    ],
    process: {
      title: "Our UI/UX process",
      steps: [
        {
          title: "Research",
          description: "We interview users and stakeholders and watch people use the current product.",
        },
        {
          title: "Define",
          description:
            "Findings become clear problems, user journeys and priorities that we agree on together.",
        },
        {
          title: "Design and prototype",
          description: "We design improved flows and turn them into clickable prototypes.",
        },
        {
          title: "Test and refine",
          description: "Real users try the prototype, and we refine it until the key tasks feel effortless.",
        },
      ],
    },
    closing: {
      title: "Where do your users get stuck?",
      text: "Tell us about the screen, form or flow that causes the most complaints. We will suggest a sensible first round of research.",
      cta: { label: "Get Started", url: "/contact" },
    },
  },
  {
    path: "/services/logo-design",
    aliases: ["/services/logo-identity"],
    eyebrow: "Logo Design",
    title: "A logo that works on a signboard and on a phone screen",
    intro:
      "Your logo turns up everywhere: above your shop, on your Facebook page, on receipts, packaging and uniforms. We design original marks that stay clear at any size, in colour or in black and white, and hand over every file you will need.",
    metaTitle: "Logo Design & Visual Identity | Sathi Digital",
    metaDescription:
      "Original logo design for Nepali businesses, with colour palette, fonts and print-ready files. Works on signboards, social media, stamps and packaging alike.",
    capabilitiesTitle: "What's in your logo package",
    capabilities: [
      {
        title: "Original concepts",
        description: "Two or three distinct directions based on your story, never clip art or stock icons.",
        icon: PenTool,
      },
      {
        title: "A logo for every size",
        description:
          "Full, stacked and icon versions that stay legible from a shop sign down to a browser tab.",
        icon: Scaling,
      },
      {
        title: "Colour palette",
        description: "Primary and supporting colours, with codes for print, screens and signboard paint.",
        icon: Palette,
      },
      {
        title: "Typography",
        description: "Fonts for headings and body text, with a matching Devanagari pairing.",
        icon: Type,
      },
      {
        title: "Print-ready files",
        description: "Vector artwork for sign makers, embroidery, rubber stamps and printers.",
        icon: Printer,
      },
      {
        title: "Social media kit",
        description: "Profile pictures and cover images sized for Facebook, Instagram, TikTok and WhatsApp.",
        icon: Share2,
      },
    ],
    process: {
      title: "Our logo process",
      steps: [
        {
          title: "Discover",
          description:
            "We learn about your business, customers and competitors, and agree what the logo must say.",
        },
        {
          title: "Design",
          description:
            "We sketch widely, then present two or three concepts shown on real signs, cards and profiles.",
        },
        {
          title: "Deliver",
          description:
            "After focused refinement, you receive the final logo set, colours, fonts and a usage guide.",
        },
      ],
    },
    showcase: {
      title: "Sample logos from our studio",
      images: [
        {
          src: "/assets/logos/logo1.png",
          alt: "Himalayan Threads logo: a framed diamond lattice in navy, blue and crimson, a nod to Dhaka weave, above the boutique's name",
          width: 600,
          height: 400,
        },
        {
          src: "/assets/logos/logo2.png",
          alt: "Momo House logo: a crimson roundel with a white momo and rising steam, beside the restaurant's name",
          width: 600,
          height: 400,
        },
        {
          src: "/assets/logos/logo3.png",
          alt: "Shrestha & Associates logo: a navy tile with a columned pediment on a crimson base, beside a serif wordmark for the accountancy firm",
          width: 600,
          height: 400,
        },
      ],
      link: { label: "See more of our work", url: "/portfolio" },
    },
    closing: {
      title: "Let's design your logo",
      text: "Tell us your business name and a little about your customers. We reply within 24 hours to arrange a short brief.",
      cta: { label: "Start Your Logo Project", url: "/contact" },
    },
  },
  {
    path: "/services/BrandStrategy",
    eyebrow: "Brand Strategy",
    title: "Know what your brand stands for before you design it",
    intro:
      "A logo alone can't tell customers why they should choose you. Brand strategy decides who you serve, what you promise and how you sound, so every design, post and sales conversation says the same thing.",
    metaTitle: "Brand Strategy & Positioning | Sathi Digital",
    metaDescription:
      "Brand strategy for Nepali startups and small businesses: positioning, audience, key messages, naming advice and tone of voice, written down and agreed together.",
    capabilitiesTitle: "What brand strategy gives you",
    capabilities: [
      {
        title: "Positioning",
        description: "A sharp statement of the customers you serve and why you are their best choice.",
        icon: Crosshair,
      },
      {
        title: "Audience profiles",
        description:
          "Clear portraits of your main customer groups, their needs and where they spend time online.",
        icon: Users,
      },
      {
        title: "Competitor map",
        description:
          "How rivals in your town, city or export market present themselves, and the gap you can own.",
        icon: MapIcon,
      },
      {
        title: "Key messages",
        description: "The handful of things every customer should hear from you, in English and Nepali.",
        icon: MessageSquareQuote,
      },
      {
        title: "Naming and taglines",
        description: "Advice on business, product or range names, and a tagline people can remember.",
        icon: Tag,
      },
      {
        title: "Brand architecture",
        description: "How branches, sub-brands and product lines relate, so growth doesn't cause confusion.",
        icon: Network,
      },
    ],
    closing: {
      title: "Build your brand on solid ground",
      text: "Whether you are launching or repositioning, a short strategy session is a good place to begin. Tell us where you are today.",
      cta: { label: "Get in Touch", url: "/contact" },
    },
  },
  {
    path: "/services/PersonalBranding",
    eyebrow: "Personal Branding",
    title: "Make your name the reason people choose you",
    intro:
      "When clients hire you, they are choosing you as much as your service. We help doctors, lawyers, consultants, coaches, artists and founders present a clear, consistent professional image online, in a voice that still sounds like them.",
    metaTitle: "Personal Branding for Professionals | Sathi Digital",
    metaDescription:
      "Personal branding for doctors, consultants, coaches, artists and founders in Nepal: a clear story, polished profiles, a personal website and a posting plan.",
    capabilitiesTitle: "How we build your personal brand",
    capabilities: [
      {
        title: "Your story, well told",
        description:
          "A headline and bio that explain your expertise in a sentence, for profiles, events and media.",
        icon: BookOpen,
      },
      {
        title: "Professional profiles",
        description:
          "LinkedIn and other profiles that recruiters, partners and clients understand at a glance.",
        icon: BriefcaseBusiness,
      },
      {
        title: "Personal website",
        description:
          "A simple site under your own name with your story, services, work samples and booking link.",
        icon: Globe,
      },
      {
        title: "Photography brief",
        description: "Direction for portraits and working shots that feel professional but still human.",
        icon: Camera,
      },
      {
        title: "Speaker and media kit",
        description: "A one-page profile, photos and talking points for events, podcasts and interviews.",
        icon: Mic,
      },
      {
        title: "Sustainable posting routine",
        description: "A rhythm that fits a busy diary, with post ideas drawn from your everyday work.",
        icon: CalendarDays,
      },
    ],
    closing: {
      title: "Ready to be known for what you do best?",
      text: "Tell us about your work and who you want to reach. We will suggest a starting point that fits your time and budget.",
      cta: { label: "Get Started", url: "/contact" },
    },
  },
  {
    path: "/services/PackagingDesign",
    eyebrow: "Packaging Design",
    title: "Packaging that sells from the shelf",
    intro:
      "On a shop shelf or a marketplace listing, your packaging has a second or two to win a buyer over. We design labels, boxes and bags for Nepali producers that look the part, protect the product and carry the information buyers and retailers expect.",
    metaTitle: "Packaging & Label Design | Sathi Digital",
    metaDescription:
      "Packaging and label design for tea, coffee, food, cosmetics and handicraft producers in Nepal: bilingual labels, gift editions and print-ready dielines.",
    capabilitiesTitle: "What we design for your product",
    capabilities: [
      {
        title: "Labels and stickers",
        description:
          "Clear, bilingual labels for jars, bottles and pouches, with room for ingredients, weight and dates.",
        icon: Tag,
      },
      {
        title: "Boxes and cartons",
        description: "Structure and artwork for folding boxes, sleeves and shipping cartons.",
        icon: Box,
      },
      {
        title: "Gift and festival packs",
        description: "Special editions for Dashain, Tihar, weddings and souvenir shoppers.",
        icon: Gift,
      },
      {
        title: "Packaging for export",
        description: "Designs that tell your product's Nepali origin clearly to buyers and shoppers abroad.",
        icon: Plane,
      },
      {
        title: "Natural materials",
        description: "Lokta paper, kraft board, cloth pouches and other materials that suit handmade goods.",
        icon: Leaf,
      },
      {
        title: "Print production support",
        description:
          "Dielines, colour proofs and liaison with your printer, so the final run matches the design.",
        icon: Printer,
      },
    ],
    closing: {
      title: "Let's get your product noticed",
      text: "Send us a photo of your product and tell us where it is sold. We will come back with ideas that fit your budget and print run.",
      cta: { label: "Start Your Project", url: "/contact" },
    },
  },
  {
    path: "/services/social-media",
    eyebrow: "Social Media Marketing",
    title: "Social media that brings customers, not just likes",
    intro:
      "Your customers scroll Facebook, Instagram and TikTok every day, and many message a business before they ever visit it. We plan, create and publish content that gets you noticed locally, and help make sure every comment and message becomes a conversation.",
    metaTitle: "Social Media Marketing in Nepal | Sathi Digital",
    metaDescription:
      "Facebook, Instagram and TikTok marketing for Nepali businesses: content calendars, reels, Meta ads with agreed budgets and plain-language monthly reports.",
    capabilitiesTitle: "What we handle for you",
    capabilities: [
      {
        title: "Strategy and calendar",
        description:
          "A monthly plan of posts, reels and stories built around your offers and the festival calendar.",
        icon: CalendarRange,
      },
      {
        title: "Graphics and photography",
        description: "Eye-catching visuals in your brand style, from menu cards to product shots.",
        icon: ImageIcon,
      },
      {
        title: "Reels and TikTok videos",
        description: "Short vertical videos scripted, filmed with you and edited for each platform.",
        icon: Clapperboard,
      },
      {
        title: "Meta ads management",
        description:
          "Facebook and Instagram ads targeted by location and interest, with budgets you approve first.",
        icon: Megaphone,
      },
      {
        title: "Community management",
        description:
          "Help answering comments and messages promptly, with reply templates for common questions.",
        icon: MessageCircle,
      },
      {
        title: "Insights that matter",
        description:
          "Monthly figures for messages, calls and bookings, not just likes, with clear next steps.",
        icon: ChartLine,
      },
    ],
    closing: {
      title: "Turn followers into customers",
      text: "Share your page links and tell us your goals. We will review what is working and suggest a realistic monthly plan.",
      cta: { label: "Get Started", url: "/contact" },
    },
  },
  {
    path: "/services/ContentStrategy",
    eyebrow: "Content Strategy",
    title: "Know what to publish, where, and why",
    intro:
      "Posting every day means little if it doesn't lead anywhere. We build a content strategy around the questions your customers really ask, decide which channel each idea belongs on, and give your team a calendar it can realistically follow.",
    metaTitle: "Content Strategy & Planning | Sathi Digital",
    metaDescription:
      "Content strategy for small businesses in Nepal: customer research, content pillars, channel plans and an editorial calendar your team can actually keep up with.",
    capabilitiesTitle: "What your content strategy includes",
    capabilities: [
      {
        title: "Content audit",
        description: "An honest look at what you have already published and what each piece achieved.",
        icon: ClipboardList,
      },
      {
        title: "Audience research",
        description: "Interviews, comments and search data turned into topics your customers care about.",
        icon: ScanSearch,
      },
      {
        title: "Content pillars",
        description: "A few clear themes that keep every post and article on message.",
        icon: Columns3,
      },
      {
        title: "Channel mix",
        description:
          "What belongs on your website, social pages, YouTube or newsletter, and how each supports the others.",
        icon: Share2,
      },
      {
        title: "Editorial calendar",
        description:
          "A month-by-month plan timed to launches, seasons and festivals, with owners and deadlines.",
        icon: CalendarDays,
      },
      {
        title: "Measurement plan",
        description: "The few numbers that show whether your content is working, and how to track them.",
        icon: ChartLine,
      },
    ],
    closing: {
      title: "Make every post count",
      text: "Tell us what you publish today and what you want it to achieve. We will show you where a clear strategy can help.",
      cta: { label: "Get in Touch", url: "/contact" },
    },
  },
  {
    path: "/services/SEO",
    eyebrow: "SEO Optimization",
    title: "Be found when people search for what you sell",
    intro:
      "When someone nearby searches for a dentist, a hotel or a momo shop, they choose from the first few results and the pins on the map. We improve your website and Google Business Profile to give you a real chance of being one of them, and report progress honestly, without promising rankings nobody can guarantee.",
    metaTitle: "SEO & Local Search Services | Sathi Digital",
    metaDescription:
      "SEO for Nepali businesses: technical fixes, keyword research, on-page work and Google Maps optimisation, with honest monthly reports and no false promises.",
    capabilitiesTitle: "Our SEO services",
    capabilities: [
      {
        title: "Technical SEO",
        description:
          "Fixing the speed, mobile, indexing and structured data issues that hold your site back.",
        icon: Wrench,
      },
      {
        title: "Local SEO",
        description:
          "A complete Google Business Profile, consistent listings and a steady flow of genuine reviews.",
        icon: MapPin,
      },
      {
        title: "Keyword research",
        description: "Finding the searches your customers use, in English, Nepali and Romanised Nepali.",
        icon: Search,
      },
      {
        title: "On-page optimisation",
        description: "Better titles, headings and copy on every page that matters to your business.",
        icon: FileText,
      },
      {
        title: "Content for search",
        description:
          "Helpful articles and service pages written around the questions people type into Google.",
        icon: PenLine,
      },
      {
        title: "Tracking and reporting",
        description:
          "Search Console and analytics set up properly, with a monthly summary in plain language.",
        icon: ChartLine,
      },
    ],
    closing: {
      title: "Start getting found",
      text: "Send us your website and the areas you serve. We will check how you appear on Google today and where the quickest wins are.",
      cta: { label: "Start Your Project", url: "/contact" },
    },
  },
  {
    path: "/services/EmailWhatsappMarketing",
    eyebrow: "Email & WhatsApp Marketing",
    title: "Messages your customers actually open",
    intro:
      "Social posts get buried, but a message on WhatsApp, Viber or email lands where your customers look every day. We set up the accounts, grow lists of people who genuinely want to hear from you, and write messages that bring them back through your door.",
    metaTitle: "Email & WhatsApp Marketing | Sathi Digital",
    metaDescription:
      "WhatsApp Business, Viber and email marketing for Nepali businesses: opt-in lists, broadcasts, newsletters and automated reminders that bring customers back.",
    capabilitiesTitle: "What we set up and run",
    capabilities: [
      {
        title: "WhatsApp Business profile",
        description: "Catalogue, hours, quick replies and labels set up so every chat is easy to manage.",
        icon: MessageCircle,
      },
      {
        title: "Broadcasts and offers",
        description:
          "Opt-in broadcasts for new stock, festival offers and events, sent at a respectful pace.",
        icon: Send,
      },
      {
        title: "Email newsletters",
        description:
          "Well-designed newsletters that share news, tips and offers with customers and partners.",
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
  },
  {
    path: "/services/branding",
    aliases: ["/services/Branding"],
    eyebrow: "Branding",
    title: "A brand identity that makes you look established",
    intro:
      "Customers decide whether to trust a business in seconds, often from a signboard or a profile picture. We create complete brand identities, from logo and colours to voice and templates, so a young business looks as reliable as the work it does.",
    metaTitle: "Branding & Brand Identity Design | Sathi Digital",
    metaDescription:
      "Brand identity design for Nepali businesses: logo, colours, typography, tone of voice, brand guidelines and ready-made templates for print and social media.",
    capabilitiesTitle: "Everything your brand identity includes",
    capabilities: [
      {
        title: "Logo and marks",
        description: "A primary logo plus supporting marks that hold up at every size.",
        icon: Sparkles,
      },
      {
        title: "Colour and type",
        description:
          "A palette and font system that works in print and on screens, in English and Devanagari.",
        icon: Palette,
      },
      {
        title: "Brand voice",
        description: "How your business speaks, with dos, don'ts and example posts to learn from.",
        icon: MessageSquareText,
      },
      {
        title: "Brand guidelines",
        description: "A clear guidebook so printers, staff and future designers apply your brand correctly.",
        icon: BookMarked,
      },
      {
        title: "Stationery and signage",
        description: "Business cards, letterheads, ID cards, signboards and uniforms designed to match.",
        icon: IdCard,
      },
      {
        title: "Social media templates",
        description: "Editable post and story templates that keep your feed looking consistent.",
        icon: LayoutGrid,
      },
    ],
    closing: {
      title: "Ready to look as good as your work?",
      text: "Tell us about your business and what feels wrong with how it looks today. We reply within 24 hours to plan a first conversation.",
      cta: { label: "Start Your Project", url: "/contact" },
    },
  },
  {
    path: "/services/content-writing",
    eyebrow: "Content Writing",
    title: "Clear words that help customers say yes",
    intro:
      "Good design needs good words. Our writers produce website pages, product descriptions, blog articles and social captions in clear English and natural Nepali, written for your customers first and search engines second.",
    metaTitle: "Content Writing in English & Nepali | Sathi Digital",
    metaDescription:
      "Website copy, blog articles, product descriptions and social captions in English and Nepali, written in plain language for your customers and for search.",
    capabilitiesTitle: "What we write",
    capabilities: [
      {
        title: "Website copy",
        description: "Home, about and service pages that explain what you do and why it matters.",
        icon: LayoutTemplate,
      },
      {
        title: "Blog articles",
        description: "Useful, well-researched articles that answer customer questions and support your SEO.",
        icon: Newspaper,
      },
      {
        title: "Product descriptions",
        description: "Descriptions for online shops and marketplaces that give buyers the details they need.",
        icon: ShoppingBag,
      },
      {
        title: "Social captions and scripts",
        description: "Short, lively captions and video scripts for Facebook, Instagram and TikTok.",
        icon: MessagesSquare,
      },
      {
        title: "Bilingual writing",
        description: "Natural writing in Nepali and English, never stiff word-for-word translation.",
        icon: PenLine,
      },
      {
        title: "Editing and proofreading",
        description: "Polishing your existing text for clarity, grammar and a consistent tone.",
        icon: SpellCheck,
      },
    ],
    closing: {
      title: "Need words that work?",
      text: "Send us the pages or posts you need and a little about your audience. We reply within 24 hours with next steps.",
      cta: { label: "Get in Touch", url: "/contact" },
    },
  },
];

/** Every service page route, canonical paths and aliases (sixteen). */
export const servicePagePaths: string[] = servicePages.flatMap((page) => [
  page.path,
  ...(page.aliases ?? []),
]);

/** The page shown at `pathname` (exact, case-sensitive match on its path or an alias). */
export function findServicePage(pathname: string): ServicePageContent | undefined {
  return servicePages.find((page) => page.path === pathname || (page.aliases ?? []).includes(pathname));
}
