import { describe, expect, it } from "vitest";
import {
  aiCapabilities,
  assistantDefaultReply,
  assistantSearchIntro,
  pricingModels,
} from "~/content/assistant";
import { jobOpenings } from "~/content/jobs";
import { products } from "~/content/products";
import { replyTo, type SearchHit, type SiteSearch } from "~/lib/assistant/reply-engine";
import { deliveredServices } from "~/lib/assistant/replies";
import { formatStat, site, stats } from "~/site";

// A small fixed index: a page matches when it contains every word of the query.
const pages: (SearchHit & { body: string })[] = [
  {
    url: "/services/cloud",
    title: "Cloud Services",
    excerpt: "Kubernetes migrations",
    body: "cloud kubernetes migration landing zone",
  },
  {
    url: "/industries/healthcare",
    title: "Healthcare",
    excerpt: "Hospitals and clinics",
    body: "healthcare hospitals clinics patient records",
  },
  {
    url: "/resources/case-studies",
    title: "Case Studies",
    excerpt: "Patient records at scale",
    body: "case studies patient records retail",
  },
];
const fixedIndex: SiteSearch = async (query) => {
  const words = query.toLowerCase().split(/\s+/);
  return pages
    .filter((p) => words.every((w) => p.body.includes(w)))
    .map(({ url, title, excerpt }) => ({ url, title, excerpt }));
};

describe("keyword replies", () => {
  it("services: lists the seven delivered services and links to /services", async () => {
    const reply = await replyTo("What services do you provide?");
    expect(deliveredServices).toHaveLength(7);
    for (const s of deliveredServices) expect(reply.text).toContain(s.title);
    expect(reply.links.map((l) => l.href)).toContain("/services");
  });

  it("products: lists all nine products", async () => {
    const reply = await replyTo("Show me your products");
    expect(products).toHaveLength(9);
    for (const p of products) expect(reply.text).toContain(p.name);
    expect(reply.links.map((l) => l.href)).toContain("/products");
  });

  it("AI: lists the six capabilities", async () => {
    const reply = await replyTo("Do you do AI?");
    expect(aiCapabilities).toHaveLength(6);
    for (const c of aiCapabilities) expect(reply.text).toContain(c);
  });

  it("contact: email, phone, website and the two-hour promise", async () => {
    const reply = await replyTo("how can I contact you");
    expect(reply.text).toContain(site.contact.email);
    expect(reply.text).toContain(site.contact.phone);
    expect(reply.text).toContain(new URL(site.url).host);
    expect(reply.text).toContain("within 2 hours in business hours");
    expect(reply.links.map((l) => l.href)).toContain("/contact");
  });

  it("careers: lists the roles being hired", async () => {
    const reply = await replyTo("Are you hiring?");
    for (const j of jobOpenings) expect(reply.text).toContain(j.title);
    expect(reply.links.map((l) => l.href)).toContain("/careers");
    // Each open position's application form, and how to apply.
    for (const j of jobOpenings)
      expect(reply.links.map((l) => l.href)).toContain(`/careers/${j.slug}#apply`);
    expect(reply.text).toMatch(/application form/);
  });

  it("pricing: names the five pricing models", async () => {
    const reply = await replyTo("What does a project cost?");
    expect(pricingModels.map((m) => m.name)).toEqual([
      "Consultation",
      "Project-based",
      "Time and materials",
      "Retainer",
      "Enterprise",
    ]);
    for (const m of pricingModels) expect(reply.text).toContain(m.name);
  });

  it("about: founding year 2019, 500+ projects for 50+ enterprise clients", async () => {
    const reply = await replyTo("Tell me about the company");
    expect(reply.text).toContain("2019");
    expect(reply.text).toContain(
      `${formatStat(stats.projects)} projects for ${formatStat(stats.enterpriseClients)} enterprise clients`,
    );
    expect(reply.links.map((l) => l.href)).toContain("/about-us/our-story");
  });
});

describe("precedence and matching", () => {
  it("a message naming services and pricing gets the services reply", async () => {
    const both = await replyTo("What is the pricing of your services?");
    expect(both).toEqual(await replyTo("services"));
  });

  it("follows the order services, products, AI, contact, careers, pricing, about", async () => {
    const chain = [
      ["products and services", "services"],
      ["AI products", "products"],
      ["email me about AI", "ai"],
      ["contact me about jobs", "contact"],
      ["job pricing", "careers"],
      ["company pricing", "pricing"],
    ] as const;
    for (const [message, expected] of chain) {
      expect(await replyTo(message), message).toEqual(await replyTo(expected));
    }
  });

  it("is case-insensitive", async () => {
    expect(await replyTo("SERVICES")).toEqual(await replyTo("services"));
    expect(await replyTo("Ai")).toEqual(await replyTo("ai"));
  });

  it("matches whole words: 'maintain' and 'email' are not about AI", async () => {
    expect((await replyTo("maintain")).text).not.toContain(aiCapabilities[0]);
    expect((await replyTo("my email")).text).toContain(site.contact.email);
  });
});

describe("default reply and site-search fallback", () => {
  it("gives the default reply when nothing matches and there is no search", async () => {
    expect((await replyTo("hello there")).text).toBe(assistantDefaultReply);
  });

  it("answers with matching pages as links when no keyword matches", async () => {
    const reply = await replyTo("Kubernetes migration?", fixedIndex);
    expect(reply.text).toBe(assistantSearchIntro);
    expect(reply.links).toEqual([
      { href: "/services/cloud", label: "Cloud Services", excerpt: "Kubernetes migrations" },
    ]);
  });

  it("ranks pages by how many of the words they match when none match them all", async () => {
    const reply = await replyTo("patient records in healthcare", fixedIndex);
    expect(reply.links.map((l) => l.href)).toEqual(["/industries/healthcare"]);
    const partial = await replyTo("patient records for airlines", fixedIndex);
    expect(partial.links.map((l) => l.href)).toEqual([
      "/industries/healthcare",
      "/resources/case-studies",
    ]);
  });

  it("falls back to the default reply when the search finds nothing relevant", async () => {
    expect((await replyTo("quantum teleportation", fixedIndex)).text).toBe(assistantDefaultReply);
    expect((await replyTo("hi!", fixedIndex)).text).toBe(assistantDefaultReply);
  });

  it("treats a failing search as finding nothing", async () => {
    const broken: SiteSearch = () => Promise.reject(new Error("offline"));
    expect((await replyTo("kubernetes", broken)).text).toBe(assistantDefaultReply);
  });

  it("keyword topics win over the search", async () => {
    let searched = false;
    const spy: SiteSearch = async () => ((searched = true), []);
    await replyTo("cloud services", spy);
    expect(searched).toBe(false);
  });
});
