import { render, screen, within } from "@testing-library/react";
import { chat, hours } from "content:site";
import { replier, viber, whatsapp } from "content:site/chat";
import { people } from "content:team";
import { describe, expect, it } from "vitest";
import { commands } from "vitest/browser";
import { ChatFloat, ChatInvite, ChatLinks, ChatReplier } from "~/components/ChatLinks";
import { chatCopy } from "~/content/chat";
import { chatCopy as nepaliChatCopy } from "~/content/ne/chat";
import { chatDigits, chatView, site as contactDetails } from "~/content/schema/site";

const team = { people: [{ id: "sarita-bhandari", name: "सरिता भण्डारी" }] };
const nepaliHours = { days: "आइतबार – शुक्रबार", time: "बिहान ९:०० – बेलुका ६:००" };

describe("the chat details (content/en/site.yaml, chat)", () => {
  it("are Nepali mobile numbers in the real format, marked as placeholders like the phones", async () => {
    for (const number of [chat.whatsapp, chat.viber]) expect(number).toMatch(/^\+977 9[78]\d-\d{3} \d{4}$/);
    const file = await commands.readFile("content/en/site.yaml");
    expect(file.slice(0, file.indexOf("\nchat:"))).toMatch(/# .*[Pp]laceholders in the real format/);
  });

  it("name a person of the team, whose role is to keep clients in the loop, with the office hours", () => {
    const person = people.find((member) => member.id === chat.replier);
    expect(person?.role).toBe("Project Manager");
    expect(replier).toBe(person?.name);
    render(<ChatReplier />);
    expect(screen.getByText(`${person?.name} replies ${hours.days}, ${hours.time}`)).toBeInTheDocument();
  });

  it("stop the build when the replier is no one on the team", () => {
    expect(() => chatView({ ...details(), chat: { ...chat, replier: "nobody" } }, { team })).toThrow(
      /Who replies: no one on the team .* "nobody"/,
    );
    const bad = contactDetails.safeParse({ ...details(), chat: { ...chat, whatsapp: "9801234567" } });
    expect(bad.success).toBe(false);
  });
});

/** The file's fields, as the view receives them. */
function details() {
  return { ...contactDetailsFixture };
}
const contactDetailsFixture = {
  legalName: "x",
  tagline: "x",
  phones: ["+977 71-540 123", "+977 980-123 4567"],
  offices: [{ city: "x", country: "x", countryCode: "NP", role: "x" }],
  hours: nepaliHours,
  openingHours: "Su-Fr 09:00-18:00",
  availability: "x",
  social: [{ name: "Facebook" as const, href: "https://x" }],
  foundingYear: 2025,
  chat: {
    whatsapp: "+977 981-234 5678",
    viber: "+977 970-111 2222",
    replier: "sarita-bhandari",
    greeting: "नमस्ते! मैले तपाईंको वेबसाइट हेरें।",
  },
};

describe("the chat links", () => {
  it("open WhatsApp at wa.me with the number's digits and the greeting of the page's language", () => {
    const view = chatView(contactDetailsFixture, { team });
    const url = new URL(view.whatsapp.href);
    expect(url.origin + url.pathname).toBe("https://wa.me/9779812345678");
    expect(url.searchParams.get("text")).toBe("नमस्ते! मैले तपाईंको वेबसाइट हेरें।");
    expect(view.viber.href).toBe("viber://chat?number=%2B9779701112222");
    expect(view.replier).toBe("सरिता भण्डारी");
    expect(view.hours).toEqual(nepaliHours);
    expect(nepaliChatCopy.replies(view.replier, view.hours.days, view.hours.time)).toBe(
      "सरिता भण्डारीले आइतबार – शुक्रबार, बिहान ९:०० – बेलुका ६:०० जवाफ दिनुहुन्छ",
    );
    expect(chatDigits("+977 980-123 4567")).toBe("9779801234567");
  });

  it("show each app and its number, named for screen readers, WhatsApp's in a new tab", () => {
    render(<ChatLinks />);
    const list = screen.getByRole("list");
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName(
      `${chatCopy.linkPrefix} WhatsApp ${chat.whatsapp} (opens in a new tab)`,
    );
    expect(links[0]).toHaveAttribute(
      "href",
      `https://wa.me/${chatDigits(chat.whatsapp)}?text=${encodeURIComponent(chat.greeting)}`,
    );
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    expect(links[1]).toHaveAccessibleName(`${chatCopy.linkPrefix} Viber ${chat.viber}`);
    expect(links[1]).toHaveAttribute("href", viber.href);
    expect(links[1]).not.toHaveAttribute("target");
    expect(whatsapp.href).toContain("?text=Namaste!%20I%20saw%20your%20website");
  });

  it("invite to chat at the foot of a service page, with who replies", () => {
    render(<ChatInvite />);
    expect(screen.getByText(chatCopy.lead)).toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getByText(new RegExp(`^${replier} replies`))).toBeInTheDocument();
  });

  it("float on phones as one button to WhatsApp, named, hidden until the shell has looked", () => {
    render(<ChatFloat />);
    const button = screen.getByRole("link", {
      name: `Chat on WhatsApp with ${replier} (opens in a new tab)`,
    });
    expect(button).toHaveAttribute("href", whatsapp.href);
    expect(button).toHaveAttribute("data-covered");
    expect(button).toHaveClass("md:hidden", "fixed");
  });
});
