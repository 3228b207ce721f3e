import type { ServiceDetailsContent } from "../serviceTypes";

/** Content Strategy on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "A plan for what your business says, where and how often, so every post, article and page pulls in the same direction. We match your customers' real questions to content they will look for, and build a calendar your team can actually keep up with.",
  features: [
    {
      title: "Customer question research",
      description: "We collect the questions people really ask at the counter, on the phone and in comments.",
    },
    {
      title: "Content pillars",
      description: "Three to five themes that keep your content focused and recognisably yours.",
    },
    {
      title: "Channel plan",
      description: "Which ideas belong on your website, Facebook, Instagram, YouTube or newsletter, and why.",
    },
    {
      title: "Editorial calendar",
      description: "A realistic schedule built around launches, festival seasons and your busy months.",
    },
    {
      title: "Content audit",
      description: "A review of what you have already published, marking what to update, reuse or retire.",
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
};

export default details;
