import type { ServiceDetailsContent } from "../serviceTypes";

/** UI/UX Design on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "When customers abandon a form, get lost in a menu or phone you to ask what the screen should have told them, the problem is the experience. We study how people really use your website or software and redesign it to remove that friction.",
  features: [
    {
      title: "User research",
      description:
        "Short interviews and observation sessions with your actual customers or staff, not guesswork.",
    },
    {
      title: "Usability testing",
      description: "We watch people attempt real tasks and note exactly where they hesitate or give up.",
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
};

export default details;
