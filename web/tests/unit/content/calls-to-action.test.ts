import { describe, expect, it } from "vitest";
import { loadContent } from "../../../scripts/content/load.ts";
import { defaultReply, topicReplies } from "../../../app/lib/assistant/replies.ts";

// One voice for calls to action (docs/design.md): one label for the primary action wherever it
// leads to the contact page, the specification's fixed labels where it places them, and every
// button and call-to-action link in Title Case.
const content = loadContent();
const { contactCta } = content.navigation;

interface Action {
  label: string;
  href: string;
  at: string;
}

/** Every {label, href} in the content, with where it is ("pages/services › ctas › secondary"). */
function actionsIn(value: unknown, at: string, out: Action[] = []): Action[] {
  if (Array.isArray(value))
    value.forEach((item, index) => actionsIn(item, `${at} › ${index}`, out));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.label === "string" && typeof record.href === "string")
      out.push({ label: record.label, href: record.href, at });
    for (const [key, inner] of Object.entries(record)) actionsIn(inner, `${at} › ${key}`, out);
  }
  return out;
}

// The media kit's {label, href} are the logo files' names, shown as card headings, not actions.
const actions = Object.entries(content)
  .filter(([name]) => name !== "media-kit")
  .flatMap(([name, value]) => actionsIn(value, name));

/** The spec's one label that leads to /contact and is not the primary action's: the home hero's first button. */
const specFixedContactLabels = [
  { at: "pages/home › hero › ctas › primary", label: "Start Your Transformation" },
];

const smallWords = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "in",
  "on",
  "to",
  "by",
  "for",
  "with",
  "at",
  "from",
]);

/** Title Case: every word capitalised but the short joining words inside the label; {placeholders} aside. */
function isTitleCase(label: string): boolean {
  return label
    .split(/\s+/)
    .filter((word) => !/^\{\w+\}$/.test(word))
    .every((word, index) =>
      index > 0 && smallWords.has(word) ? true : /^[^a-z]/.test(word.replace(/^[("']/, "")),
    );
}

describe("the primary action", () => {
  it("is the header's 'Contact Us' to /contact (fixed by the specification)", () => {
    expect(contactCta).toEqual({ label: "Contact Us", href: "/contact" });
  });

  it("has one label wherever it leads to the contact page, the spec's fixed labels aside", () => {
    const toContact = actions.filter((action) => action.href.split("#")[0] === contactCta.href);
    expect(toContact.length).toBeGreaterThan(1);
    for (const action of toContact) {
      const fixed = specFixedContactLabels.find((entry) => entry.at === action.at);
      expect(action.label, action.at).toBe(fixed ? fixed.label : contactCta.label);
    }
  });

  it("is the label of every assistant reply that leads to the contact page", () => {
    const links = [...Object.values(topicReplies), defaultReply].flatMap((reply) => reply().links);
    const toContact = links.filter((link) => link.href === contactCta.href);
    expect(toContact.length).toBeGreaterThan(0);
    for (const link of toContact) expect(link.label).toBe(contactCta.label);
  });
});

describe("the specification's fixed labels stay where it places them", () => {
  it("the home hero, the services teaser and the industries grid", () => {
    const home = content["pages/home"];
    expect(home.hero.ctas.primary).toMatchObject({
      label: "Start Your Transformation",
      href: "/contact",
    });
    expect(home.hero.ctas.secondary).toMatchObject({
      label: "View Success Stories",
      href: "/resources/case-studies",
    });
    expect(home.hero.ctas.tertiary).toMatchObject({ label: "Contact Us", href: "/contact" });
    expect(home.services.cta).toEqual({ label: "Explore All Services", href: "/services" });
    expect(home.industries.cta).toEqual({ label: "Discover All Solutions", href: "/industries" });
  });
});

describe("one case style", () => {
  it("reads Title Case as the checker means it", () => {
    expect(isTitleCase("Brand Assets in the Media Kit")).toBe(true);
    expect(isTitleCase("Ask About {name}")).toBe(true);
    expect(isTitleCase("A Free Call")).toBe(true);
    expect(isTitleCase("Learn more")).toBe(false);
    expect(isTitleCase("Read the full post")).toBe(false);
  });

  it("every link label in the content (menus, footer, calls to action) is in Title Case", () => {
    const lower = actions.filter((action) => !isTitleCase(action.label));
    expect(lower.map((action) => `${action.at}: ${action.label}`)).toEqual([]);
  });

  it("every button and call-to-action label kept outside a {label, href} is in Title Case", () => {
    const job = content["pages/job"];
    const news = content["pages/news-post"];
    const listing = content["pages/whats-new"].listing;
    const industry = content["pages/industry"];
    const application = content["application-form"];
    const thanks = content["pages/contact-thanks"];
    const { megaMenu, header } = content.navigation;
    const labels = {
      "careers › seeOpenPositions": content["pages/careers"].seeOpenPositions,
      "case-study › card › readMore": content["pages/case-study"].card.readMore,
      "case-study › filters › all": content["pages/case-study"].filters.all,
      "contact-thanks › backHome": thanks.backHome,
      "contact-thanks › exploreServices": thanks.exploreServices,
      "industry › serviceLink": industry.serviceLink,
      "industry › hero › back": industry.hero.back,
      "job › apply › question": job.apply.question,
      "job › cardLink": job.cardLink,
      "news-post › older": news.older,
      "news-post › newer": news.newer,
      "news-post › backToAll": news.backToAll,
      "whats-new › readMore": listing.readMore,
      "whats-new › newer": listing.newer,
      "whats-new › older": listing.older,
      "whats-new › rss": listing.rss,
      "service › hero › back": content["pages/service"].hero.back,
      "service › notFound › back": content["pages/service"].notFound.back,
      "application-form › submit": application.form.submit,
      "application-form › thanks › backToCareers": application.thanks.backToCareers,
      "application-form › thanks › exploreWork": application.thanks.exploreWork,
      "enquiry-form › submit": content["enquiry-form"].form.submit,
      "question-form › submit": content["question-form"].form.submit,
      "question-form › page › backToRole": content["question-form"].page.backToRole,
      "question-form › thanks › backToCareers": content["question-form"].thanks.backToCareers,
      "ui › cardLink": content.ui.cardLink,
      "ui › visit": content.ui.visit,
      "ui › askAbout": content.ui.askAbout,
      "ui › download": content.ui.download,
      "navigation › megaMenu › services › more": megaMenu.services.more,
      "navigation › megaMenu › industries › more": megaMenu.industries.more,
      "navigation › header › search › submit": header.search.submit,
      "assistant › careers › allPositions": content.assistant.careers.allPositions,
    };
    const lower = Object.entries(labels).filter(([, label]) => !isTitleCase(label));
    expect(lower.map(([at, label]) => `${at}: ${label}`)).toEqual([]);
  });
});
