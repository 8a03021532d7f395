// The assistant in each language: its greeting, keyword replies and links come from that
// language's content, and its keywords match the way the language is written (whole words in
// German and Arabic, with Arabic's article and prefixes; anywhere in Japanese). Each language is
// its own build, so each is loaded here as a build of it would be: the content collections of
// that language and VITE_SITE_LOCALE set, on fresh modules.
import { afterEach, describe, expect, it, vi } from "vitest";
import { collections, type CollectionName } from "../../../app/content/collections.ts";
import { keywordPattern as pattern, normalise, topicDetector } from "~/lib/assistant/keyword-match";
import { searchTerms } from "~/lib/assistant/search-terms";
import { speechLanguage } from "~/lib/assistant/speech-language";
import { loadContent } from "../../../scripts/content/load.ts";

type Code = "en" | "de" | "ja" | "ar";

/** Keywords as the detector matches them: against the message normalised for the language. */
const keywordPattern = (keywords: string[], code: Code) => {
  const regex = pattern(keywords, code);
  return { test: (message: string) => regex.test(normalise(message, code)) };
};

const contentOf = (code: Code) => loadContent(code);

/** The assistant's modules as the `code` build has them. */
async function assistantIn(code: Code) {
  vi.resetModules();
  vi.stubEnv("VITE_SITE_LOCALE", code);
  const content = contentOf(code);
  for (const name of Object.keys(collections) as CollectionName[])
    vi.doMock(`virtual:content/${name}`, () => ({ default: content[name] }));
  const engine = await import("~/lib/assistant/reply-engine");
  const copy = await import("~/content/assistant");
  const { site } = await import("~/site");
  return { ...engine, ...copy, site, content };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("keyword matching", () => {
  it("Latin script: whole words, any case, Unicode-aware", () => {
    const ai = keywordPattern(["ai", "über uns"], "de");
    expect(ai.test("Was macht ihr mit AI?")).toBe(true);
    expect(ai.test("Schreiben Sie eine E-Mail")).toBe(false);
    expect(ai.test("maintain")).toBe(false);
    expect(ai.test("ÜBER UNS")).toBe(true);
    // "\b" would see a boundary before "über" in "Gegenüber uns" (ü is no ASCII word character).
    expect(keywordPattern(["ber uns"], "de").test("über uns")).toBe(false);
    // Japanese around a Latin word is a boundary: "AIについて" is about AI.
    expect(keywordPattern(["ai"], "ja").test("AIについて")).toBe(true);
    // Full-width letters are the same letters.
    expect(keywordPattern(["ai"], "ja").test("ＡＩの活用")).toBe(true);
  });

  it("Japanese: anywhere in the message", () => {
    const pricing = keywordPattern(["料金"], "ja");
    expect(pricing.test("開発の料金はいくらですか")).toBe(true);
    expect(keywordPattern(["サービス"], "ja").test("ｻｰﾋﾞｽについて")).toBe(true);
  });

  it("Arabic: whole words, with the article, و/ف/ب/ل and without diacritics", () => {
    const services = keywordPattern(["خدمات"], "ar");
    for (const form of ["خدمات", "الخدمات", "والخدمات", "بالخدمات", "للخدمات", "ما هي خدماتٌ؟"])
      expect(services.test(form), form).toBe(true);
    expect(services.test("خدماتكم")).toBe(false); // another word: listed on its own
    const ai = keywordPattern(["ذكاء اصطناعي"], "ar");
    expect(ai.test("ماذا عن الذكاءِ الاصطناعيِّ؟")).toBe(true);
    // أ/إ/آ, ى and ة are folded with their plain forms.
    expect(keywordPattern(["اسعار"], "ar").test("الأسعار")).toBe(true);
  });

  const examples: Record<Code, [string, string][]> = {
    en: [
      ["What services do you provide?", "services"],
      ["Can you email me?", "contact"],
      ["How much does an app cost?", "products"],
      ["maintain", "none"],
    ],
    de: [
      ["Welche Leistungen bieten Sie an?", "services"],
      ["Welche Produkte haben Sie?", "products"],
      ["Nutzen Sie künstliche Intelligenz?", "ai"],
      ["Wie kann ich Sie telefonisch erreichen?", "contact"],
      ["Ich möchte mich bewerben", "careers"],
      ["Was kostet ein Projekt?", "pricing"],
      ["Wann wurde die Firma gegründet?", "about"],
      ["Guten Tag", "none"],
    ],
    ja: [
      ["どんなサービスがありますか", "services"],
      ["製品を教えてください", "products"],
      ["生成AIについて", "ai"],
      ["お問い合わせ先は？", "contact"],
      ["採用情報を見たい", "careers"],
      ["料金はいくらですか", "pricing"],
      ["会社概要を教えて", "about"],
      ["こんにちは", "none"],
    ],
    ar: [
      ["ما هي خدماتكم؟", "services"],
      ["أخبرني عن المنتجات", "products"],
      ["هل تعملون بالذكاء الاصطناعي؟", "ai"],
      ["كيف أتواصل معكم؟", "contact"],
      ["هل لديكم وظائف شاغرة؟", "careers"],
      ["كم التكلفة؟", "pricing"],
      ["من أنتم؟", "about"],
      ["مرحبا", "none"],
    ],
  };
  for (const code of Object.keys(examples) as Code[])
    it(`${code}: the keywords name the topics in the specified order`, () => {
      const detect = topicDetector(contentOf(code).assistant.keywords, code);
      for (const [message, topic] of examples[code])
        expect(detect(message) ?? "none", message).toBe(topic);
    });
});

describe("the assistant in each language", () => {
  it("English greets and answers as before", async () => {
    const { assistantGreeting, replyTo } = await assistantIn("en");
    expect(assistantGreeting).toMatch(/^Hi, I'm Kavi, the Kaveri Digital assistant\./);
    const reply = await replyTo("What services do you offer?");
    expect(reply.text).toMatch(/^We offer 7 core services:/);
    expect(reply.links).toContainEqual({ href: "/services", label: "Explore All Services" });
  });

  it("German: greeting, a keyword reply and its links", async () => {
    const { assistantGreeting, replyTo, content } = await assistantIn("de");
    expect(assistantGreeting).toMatch(/^Hallo, ich bin Kavi/);
    const reply = await replyTo("Was kostet ein Projekt?");
    expect(reply.text.startsWith(content.assistant.replies.pricing.intro)).toBe(true);
    expect(reply.text).toContain(content.assistant.replies.pricing.outro);
    // Links are paths in the site; the build's basename (/de/) puts them in German.
    for (const link of reply.links) expect(link.href).toMatch(/^\/(?!de\/)/);
  });

  it("Japanese: greeting and the services reply with its count", async () => {
    const { assistantGreeting, replyTo, content } = await assistantIn("ja");
    expect(assistantGreeting).toMatch(/^こんにちは。/);
    const reply = await replyTo("サービスについて教えてください");
    const intro = content.assistant.replies.services.intro.replace("{count}", "7");
    expect(reply.text.startsWith(intro)).toBe(true);
    expect(reply.links).toContainEqual({
      href: "/services",
      label: content.assistant.replies.services.link,
    });
  });

  it("Arabic: greeting and the careers reply, matched with the article and a prefix", async () => {
    const { assistantGreeting, replyTo, content } = await assistantIn("ar");
    expect(assistantGreeting).toMatch(/^مرحبًا، أنا Kavi/);
    const reply = await replyTo("أبحث عن الوظائف والتوظيف لديكم");
    expect(reply.text.startsWith(content.assistant.careers.intro)).toBe(true);
    expect(reply.links.map((l) => l.href)).toContain("/careers");
  });

  it("the search fallback answers in the page's language", async () => {
    const { replyTo, content } = await assistantIn("de");
    const reply = await replyTo("Kubernetes Migration", async () => [
      { url: "/services/cloud", title: "Cloud", excerpt: "Kubernetes" },
    ]);
    expect(reply.text).toBe(content.assistant.searchIntro);
    expect(reply.links[0]?.href).toBe("/services/cloud");
  });
});

describe("search terms in each language", () => {
  it("greetings search for nothing; the words that matter are kept", () => {
    expect(searchTerms("Hallo, wie geht es Ihnen?", "de")).toEqual([]);
    expect(searchTerms("Arbeiten Sie mit Krankenhäusern?", "de")).toEqual([
      "arbeiten",
      "krankenhäusern",
    ]);
    expect(searchTerms("こんにちは！", "ja")).toEqual([]);
    expect(searchTerms("クラウド移行について教えてください", "ja")).toEqual(["クラウド", "移行"]);
    expect(searchTerms("مرحبا، كيف حالك؟", "ar")).toEqual([]);
    expect(searchTerms("هل تعملون مع المستشفيات؟", "ar")).toEqual(["تعملون", "المستشفيات"]);
  });
});

describe("voice input", () => {
  it("listens in US English on English pages and in each page's language elsewhere", () => {
    expect(speechLanguage("en")).toBe("en-US");
    expect(speechLanguage("de")).toBe("de-DE");
    expect(speechLanguage("ja")).toBe("ja-JP");
    expect(speechLanguage("ar")).toBe("ar-SA");
  });
});
