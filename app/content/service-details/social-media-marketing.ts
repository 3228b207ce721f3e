import type { ServiceDetailsContent } from "../serviceTypes";

/** Social Media Marketing on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "Facebook, Instagram and TikTok pages that are planned, posted to regularly and answered quickly. We create content your local audience stops scrolling for, run ads with budgets agreed in advance, and report which posts brought in messages and sales.",
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
      description: "Meta ads targeted by city, age and interest, with spending agreed before anything runs.",
    },
    {
      title: "Reply templates",
      description:
        "Ready answers for common questions, so messages and comments get quick, friendly replies.",
    },
    {
      title: "Monthly report",
      description: "Reach, engagement and enquiries explained in plain language, with next month's plan.",
    },
  ],
  process: [
    {
      title: "Account audit",
      description: "We review your current pages, followers and past posts to see what already works.",
    },
    {
      title: "Goals and audience",
      description: "We agree what success means, from table bookings to walk-ins, and who we are talking to.",
    },
    {
      title: "Content plan",
      description: "A monthly calendar of themes, formats and posting times is shared for your approval.",
    },
    {
      title: "Create",
      description: "We design graphics, shoot or edit video and write captions in Nepali, English or both.",
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
};

export default details;
