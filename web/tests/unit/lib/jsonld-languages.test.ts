// Structured data in each language (issue 18, item 8): `inLanguage` says the page's language
// (English for an entry shown from English), and the pages' URLs are the page's own language's.
// Each language is its own build, so each is loaded as a build of it would be: VITE_SITE_LOCALE
// set, on fresh modules, with English content and the language's own ui.yaml (these builders
// read no other words; English content keeps the test clear of translations in progress).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collections, type CollectionName } from "../../../app/content/collections.ts";
import { loadContent } from "../../../scripts/content/load.ts";

const english = loadContent("en") as unknown as Record<string, unknown>;
const uiOf = (code: string) => ({
  ...(english.ui as object),
  ...parse(readFileSync(join(__dirname, "../../../content", code, "ui.yaml"), "utf8")),
});

type Code = "en" | "de" | "ja" | "ar";
const origin = "https://www.kaveri-digital.example";

async function jsonLdIn(code: Code) {
  vi.resetModules();
  vi.stubEnv("VITE_SITE_LOCALE", code);
  const content: Record<string, unknown> = { ...english, ui: uiOf(code) };
  for (const name of Object.keys(collections) as CollectionName[])
    vi.doMock(`virtual:content/${name}`, () => ({ default: content[name] }));
  return {
    ...(await import("~/lib/jsonld")),
    ...(await import("~/lib/case-study-jsonld")),
    ...(await import("~/lib/service-jsonld")),
    content,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const post = {
  slug: "a-post",
  title: "A post",
  summary: "About it",
  date: "2026-01-02",
  author: "Newsroom",
  category: "Company",
  words: 300,
} as never;
const study = {
  title: "A study",
  summary: "What we did",
  datePublished: "2026-01-02",
  client: "Client",
  technologies: ["Rust"],
  words: 900,
};

describe("JSON-LD per language", () => {
  it("English: English URLs and inLanguage en, as before", async () => {
    const j = await jsonLdIn("en");
    const article = j.newsArticleJsonLd(post, {
      path: "/whats-new/a-post",
      image: "/og/x.png",
      authorIsPerson: false,
    });
    expect(article.inLanguage).toBe("en");
    expect(article.url).toBe(`${origin}/whats-new/a-post`);
    expect(j.websiteJsonLd()).toMatchObject({ url: `${origin}/`, inLanguage: "en" });
    const crumbs = j.breadcrumbJsonLd([{ name: "Services", path: "/services" }]);
    expect(crumbs.itemListElement[0]).toMatchObject({ name: "Home", item: `${origin}/` });
  });

  it.each(["de", "ja", "ar"] as const)("%s: the page's URLs and language", async (code) => {
    const j = await jsonLdIn(code);
    const article = j.newsArticleJsonLd(post, {
      path: "/whats-new/a-post",
      image: "/og/x.png",
      authorIsPerson: false,
    });
    expect(article.inLanguage).toBe(code);
    expect(article.url).toBe(`${origin}/${code}/whats-new/a-post`);
    expect(article.mainEntityOfPage["@id"]).toBe(article.url);
    // A post the language shows from English says so.
    const english = j.newsArticleJsonLd({ ...(post as object), untranslated: true } as never, {
      path: "/whats-new/a-post",
      image: "/og/x.png",
      authorIsPerson: false,
    });
    expect(english.inLanguage).toBe("en");
    expect(english.url).toBe(`${origin}/${code}/whats-new/a-post`);
    // Its card is the language's own (the page's og:image), English for an English post.
    expect(article.image).toEqual([`${origin}/og/${code}/x.png`]);
    expect(english.image).toEqual([`${origin}/og/x.png`]);

    const cs = j.caseStudyJsonLd(study, { path: "/resources/case-studies/x", image: "/og/x.png" });
    expect(cs).toMatchObject({
      inLanguage: code,
      url: `${origin}/${code}/resources/case-studies/x`,
    });

    expect(j.websiteJsonLd()).toMatchObject({ url: `${origin}/${code}/`, inLanguage: code });
    expect(j.faqPageJsonLd([]).inLanguage).toBe(code);

    const crumbs = j.breadcrumbJsonLd([{ name: "x", path: "/services" }]);
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
      `${origin}/${code}/`,
      `${origin}/${code}/services`,
    ]);
    // "Home" in the page's language (ui.yaml's home).
    expect(crumbs.itemListElement[0]?.name).toBe((j.content.ui as { home: string }).home);
    expect(crumbs.itemListElement[0]?.name).not.toBe("Home");

    const services = j.content.services as { slug: string }[];
    const service = j.serviceJsonLd(services[0] as never);
    expect(service.url).toBe(`${origin}/${code}/services/${services[0]?.slug}`);
    // The organisation is one entity in every language: its address stays the root.
    expect(j.organizationJsonLd().url).toBe(`${origin}/`);
  });
});
