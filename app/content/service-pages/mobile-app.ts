import { CalendarClock, Layers, TabletSmartphone, UserPlus, Wallet, WifiOff } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/mobile-app: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "App designs people understand at first tap",
  intro:
    "A good app idea fails when its first screens confuse people. We design Android and iOS apps around the few things your users must be able to do, test them with real people, and hand your developers files they can build from without guessing.",
  capabilitiesTitle: "What we design for your app",
  capabilities: [
    {
      title: "Onboarding and sign-up",
      description: "First screens that explain the app and get people signed up in as few steps as possible.",
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
      description: "A clickable app on your own phone for user testing, investor meetings or team sign-off.",
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
} satisfies ServicePageContent;
