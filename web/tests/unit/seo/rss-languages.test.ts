// An RSS feed per language (issue 18, item 8): beside its news page, in its language, listing
// only the posts written in it; the news pages link to their own language's feed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { feedXml, ownPosts } from "../../../scripts/build-steps/rss.mjs";

const page = (url: string, title: string) =>
  `<html><head><title>${title}</title><meta name="description" content="Neuigkeiten &amp; mehr"><link rel="canonical" href="${url}"></head></html>`;
const post = (slug: string, untranslated?: true) => ({
  slug,
  title: `Titel ${slug}`,
  date: "2026-03-01",
  category: "Company",
  author: "Newsroom",
  summary: "Kurz",
  html: `<p><a href="/services">Leistungen</a></p>`,
  ...(untranslated ? { untranslated } : {}),
});

describe("per-language RSS", () => {
  it("lists only the posts written in the language", () => {
    const posts = [post("a"), post("b", true), post("c")];
    expect(ownPosts(posts).map((p) => p.slug)).toEqual(["a", "c"]);
  });

  it("is the language's feed, at its news page, with its language and links", () => {
    const xml = feedXml(
      page("https://www.kaveri-digital.example/de/whats-new", "Neuigkeiten | Kaveri Digital"),
      [post("a")],
      "de",
    );
    expect(xml).toContain("<language>de</language>");
    expect(xml).toContain("<title>Neuigkeiten | Kaveri Digital</title>");
    expect(xml).toContain(
      '<atom:link href="https://www.kaveri-digital.example/de/whats-new/rss.xml" rel="self"',
    );
    expect(xml).toContain("<link>https://www.kaveri-digital.example/de/whats-new/a</link>");
    // Links inside a post become absolute for feed readers (the post's own, prefixed, path).
    expect(xml).toContain('href="https://www.kaveri-digital.example/services"');
  });

  it("English stays at /whats-new/rss.xml with <language>en</language>", () => {
    const xml = feedXml(
      page("https://www.kaveri-digital.example/whats-new", "What's New"),
      [post("a")],
      "en",
    );
    expect(xml).toContain("<language>en</language>");
    expect(xml).toContain('<atom:link href="https://www.kaveri-digital.example/whats-new/rss.xml"');
  });

  it("is a valid, empty feed for a language with no posts of its own", () => {
    const xml = feedXml(
      page("https://www.kaveri-digital.example/ja/whats-new", "ニュース"),
      [],
      "ja",
    );
    expect(xml).toContain("<language>ja</language>");
    expect(xml).not.toContain("<item>");
  });
});

describe("the news pages' feed link", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each([
    ["en", "/whats-new/rss.xml"],
    ["de", "/de/whats-new/rss.xml"],
    ["ja", "/ja/whats-new/rss.xml"],
    ["ar", "/ar/whats-new/rss.xml"],
  ])("%s: %s", async (code, path) => {
    vi.resetModules();
    vi.stubEnv("VITE_SITE_LOCALE", code);
    const { newsFeedPath } = await import("~/content/news-feed");
    expect(newsFeedPath).toBe(path);
  });
});
