// Open Graph cards per language (issue 18, item 8): each language's pages name their cards under
// /og/<code>/; the build draws those whose words differ from English (right to left for Arabic,
// wrapped between phrases for Japanese, in a face the machine has) and copies English's otherwise.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../scripts/content/load.ts";
import {
  canDraw,
  cardsIn,
  overlay,
  renderCards,
  type Card,
} from "../../../scripts/build-steps/social-cards.mjs";
import { caseStudyCardsIn } from "../../../scripts/build-steps/case-study-cards.mjs";
import { socialCardIn } from "~/lib/seo";

const english = loadContent("en") as unknown as Record<string, unknown> & {
  services: { slug: string; title: string; untranslated?: true }[];
  news: { slug: string; title: string; category: string; untranslated?: true }[];
};

describe("socialCardIn", () => {
  it("names a language's own card under /og/<code>/, English's as before", () => {
    expect(socialCardIn("/og/services/cloud.png", "de")).toBe("/og/de/services/cloud.png");
    expect(socialCardIn("/og/default.png", "ar")).toBe("/og/ar/default.png");
    expect(socialCardIn("/og/services/cloud.png", "en")).toBe("/og/services/cloud.png");
    expect(socialCardIn("/media-kit/logo.png", "ja")).toBe("/media-kit/logo.png");
  });
});

describe("the cards of a language", () => {
  it("English: the default card, each service's and each post's, as before", () => {
    const cards = cardsIn("en", english);
    expect(cards[0]).toMatchObject({ file: "default.png", own: true });
    const service = english.services[0]!;
    expect(cards.find((c) => c.file === `services/${service.slug}.png`)?.text).toMatchObject({
      eyebrow: "Services",
      title: service.title,
    });
    const post = english.news[0]!;
    expect(cards.find((c) => c.file === `news/${post.slug}.png`)?.text.eyebrow).toBe(
      `What's New · ${post.category}`,
    );
  });

  it("each news post's card is drawn over the picture its page shows (art/news-<slug>.svg), in every language", () => {
    for (const code of ["en", "de", "ja", "ar"]) {
      const posts = cardsIn(code).filter((c) => c.file.startsWith("news/"));
      expect(posts.length).toBeGreaterThan(0);
      for (const c of posts) {
        const slug = c.file.slice("news/".length, -".png".length);
        expect(c.art).toBe(`news-${slug}`);
        expect(existsSync(new URL(`../../../art/news-${slug}.svg`, import.meta.url))).toBe(true);
      }
    }
  });

  it("another language: its words, its facts, and which entries are its own", () => {
    const [first, second] = english.services;
    const content = {
      ...english,
      "page-types": {
        types: [
          { route: "/services/:slug", label: "Leistung" },
          { route: "/whats-new/:slug", label: "News" },
        ],
      },
      ui: { valueLabels: { newsCategory: { Company: "Unternehmen" } } },
      services: [
        { ...first, title: "Cloud auf Deutsch" },
        { ...second, untranslated: true },
      ],
      news: [],
    };
    const cards = cardsIn("de", content);
    expect(cards[0]?.text.title).not.toBe(cardsIn("en", english)[0]?.text.title); // site-texts/de.ts's tagline
    // The place in the language's words: Arabic writes the city in Arabic, no Latin run to reorder.
    expect(cardsIn("ar", content)[0]?.text.eyebrow).toBe("بنغالور، الهند");
    expect(cardsIn("ja", content)[0]?.text.eyebrow).toBe("インド・ベンガルール");
    expect(cards[1]).toMatchObject({
      own: true,
      text: { eyebrow: "Leistung", title: "Cloud auf Deutsch" },
    });
    expect(cards[2]?.own).toBe(false);
    const studies = caseStudyCardsIn("en", english);
    expect(studies.length).toBeGreaterThan(0);
    expect(studies[0]?.file).toMatch(/^case-studies\/[a-z0-9-]+\.png$/);
  });
});

describe("drawing the words", () => {
  const text = { eyebrow: "x", title: "", description: "d" };
  it("right to left for Arabic: lines start at the right margin", () => {
    const svg = overlay({ ...text, title: "كافيري تطلق مساعد الذكاء الاصطناعي" }, "ar");
    expect(svg).toContain('x="1120" direction="rtl" text-anchor="start"');
    expect(overlay({ ...text, title: "Cloud" }, "de")).not.toContain("direction");
  });

  it("Japanese wraps between phrases, in a Japanese face", () => {
    const title =
      "エンタープライズ向けAIアシスタントを正式リリースし導入企業は初月で問い合わせ対応時間を半減";
    const svg = overlay({ ...text, title }, "ja");
    expect(svg).toContain("Noto Sans CJK JP");
    const lines = [...svg.matchAll(/font-size="(?:64|52)"[^>]*>([^<]+)</g)].map((m) => m[1] ?? "");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(20);
    // No word is cut: each line ends where a phrase ends.
    expect(lines.join("|")).toContain("問い合わせ");
    expect(lines.join("|")).toContain("アシスタント");
  });

  it("Japanese keeps a compound whole and punctuation off a line's start", () => {
    const titleLines = (title: string) =>
      [...overlay({ ...text, title }, "ja").matchAll(/font-size="(?:64|52)"[^>]*>([^<]+)</g)].map(
        (m) => m[1] ?? "",
      );
    const lines = titleLines("機械学習で需要予測を高精度に実現するクラウド基盤");
    expect(lines).toEqual(["機械学習で需要予測を", "高精度に実現する", "クラウド基盤"]);
    for (const line of titleLines("最初のスケッチから、止まらないシステムまで、確かな運用を。"))
      expect(line).not.toMatch(/^[、。]/);
    // Latin words keep the space between them, inside a line; none starts or ends a line.
    const latin = titleLines("Google Cloudへの移行をエンドツーエンドで支援します");
    expect(latin[0]).toBe("Google Cloudへの移行を");
    for (const line of latin) expect(line).toBe(line.trim());
    // A phrase longer than a line is still cut, by character.
    const long = titleLines("超大規模分散型機械学習基盤運用最適化支援統合管理体制構築");
    expect(long.length).toBeGreaterThan(1);
  });

  it("knows when this machine cannot draw a script", () => {
    expect(canDraw("en")).toBe(true);
    expect(canDraw("zz")).toBe(false);
  });
});

describe("renderCards", () => {
  const dir = mkdtempSync(join(tmpdir(), "cards-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("draws only what differs from English and copies the rest", async () => {
    const base: Card = {
      file: "services/x.png",
      art: "home-hero",
      own: true,
      text: { eyebrow: "Services", title: "Cloud", description: "Runs" },
    };
    const cardsOf = (code: string): Card[] =>
      code === "en"
        ? [base]
        : code === "de"
          ? [base] // the same words: copied
          : code === "ja"
            ? [{ ...base, text: { ...base.text, title: "クラウド" } }]
            : [{ ...base, own: false, text: { ...base.text, title: "سحابة" } }]; // shown from English
    const report = await renderCards(dir, cardsOf);
    const en = readFileSync(join(dir, "og/services/x.png"));
    expect(readFileSync(join(dir, "og/de/services/x.png")).equals(en)).toBe(true);
    expect(readFileSync(join(dir, "og/ar/services/x.png")).equals(en)).toBe(true);
    const ja = readFileSync(join(dir, "og/ja/services/x.png"));
    expect(ja.equals(en)).toBe(canDraw("ja") ? false : true);
    expect(report).toMatch(/de 0 drawn, 1 English/);
    expect(existsSync(join(dir, "og/ja/services/x.png"))).toBe(true);
  }, 30_000);
});
