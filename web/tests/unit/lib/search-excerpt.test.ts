import { describe, expect, it } from "vitest";
import { buildExcerpt, excerptRuns, excerptText, titleSpan } from "~/lib/search/excerpt";

/** The positions of the words equal to `word` (ignoring punctuation), as Pagefind gives them. */
const at = (content: string, word: string) =>
  content
    .split(/\s+/)
    .flatMap((w, i) => (w.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase() === word ? [i] : []));

const page =
  "Industries. Healthcare. Hospitals and clinics use our software to cut waiting times. " +
  "The challenges. Patients wait for hours because schedules ignore no-shows. " +
  "Clinicians spend a large share of their day on documentation, and the records live in " +
  "systems that cannot share them. We move the records to the cloud, with audit logs, so " +
  "every clinic sees the same patient.";

describe("search excerpts", () => {
  it("find the page's title among its first words", () => {
    const words = page.split(/\s+/);
    expect(titleSpan(words, "Healthcare")).toEqual({ start: 1, end: 2 });
    expect(titleSpan(words, "Not on the page")).toEqual({ start: 0, end: 0 });
  });

  it("start at the sentence of the best match, and mark the word without its punctuation", () => {
    const excerpt = buildExcerpt(
      { content: page, locations: at(page, "cloud"), title: "Healthcare" },
      16,
    );
    const text = excerptText(excerpt);
    expect(text.startsWith("We move the records to the cloud,")).toBe(true);
    expect(excerptRuns(excerpt).filter((r) => r.highlighted)).toEqual([
      { text: "cloud", highlighted: true },
    ]);
  });

  it("cut a long sentence before its match with an ellipsis, keeping the match in view", () => {
    const excerpt = buildExcerpt(
      { content: page, locations: at(page, "records").slice(0, 1), title: "Healthcare" },
      10,
    );
    expect(excerptText(excerpt)).toMatch(/^… .*records/);
  });

  it("show the lead when the only match is the page's title or eyebrow", () => {
    const locations = [...at(page, "healthcare"), ...at(page, "industries")];
    const excerpt = buildExcerpt({ content: page, locations, title: "Healthcare" }, 10);
    expect(excerptText(excerpt)).toBe(
      "Hospitals and clinics use our software to cut waiting times.",
    );
    expect(excerptRuns(excerpt).some((r) => r.highlighted)).toBe(false);
  });

  it("show the body's first match when the title matches too, highlighted", () => {
    const content =
      "Services. Cloud Services. Migration to AWS and Azure. The cloud bill grows quietly.";
    const excerpt = buildExcerpt({
      content,
      locations: at(content, "cloud"),
      title: "Cloud Services",
    });
    expect(excerptText(excerpt)).toBe("The cloud bill grows quietly.");
    expect(excerptRuns(excerpt).filter((r) => r.highlighted)).toEqual([
      { text: "cloud", highlighted: true },
    ]);
  });

  it("offer the next best place as a variant, for a page that shares its best text with another", () => {
    const source = { content: page, locations: at(page, "records"), title: "Healthcare" };
    const best = excerptText(buildExcerpt(source, 10));
    const next = excerptText(buildExcerpt(source, 10, 1));
    expect(next).not.toBe(best);
    expect(next).toContain("records");
  });

  it("escape the page's text, which excerptRuns decodes", () => {
    const content = "Data & Analytics. Dashboards <and> models for data teams.";
    const excerpt = buildExcerpt({
      content,
      locations: at(content, "data"),
      title: "Data & Analytics",
    });
    expect(excerpt).toContain("&lt;and&gt;");
    expect(excerptText(excerpt)).toBe("Dashboards <and> models for data teams.");
  });

  describe("in a language written without spaces", () => {
    // Pagefind's extended indexer segments Japanese and ends every word with a zero-width space;
    // a word that ended a block keeps its space, and a block that ended without punctuation
    // gets a Latin full stop.
    const zws = "\u200B";
    const segmented = (...blocks: string[][]) =>
      blocks.map((words) => words.join(zws)).join(` ${zws}`);
    const content = segmented(
      ["旅行", "・", "物流", "."],
      ["航空", "会社", "が", "、", "貨物", "の", "移動", "を", "追跡", "し", "ます", "。"],
      ["位置", "情報", "の", "データ", "が", "届", "き", "ます", "。"],
      ["経路", "変更", "を", "提案", "."],
    );
    const words = content.split(zws);
    const atWord = (word: string) => words.flatMap((w, i) => (w.trim() === word ? [i] : []));

    it("count words as Pagefind does, and find the title in them", () => {
      expect(titleSpan(words, "旅行・物流")).toEqual({ start: 0, end: 4 });
    });

    it("show the sentence of the match, highlighted, set without Latin spaces or full stops", () => {
      const excerpt = buildExcerpt(
        { content, locations: atWord("データ"), title: "旅行・物流" },
        5,
      );
      expect(excerptText(excerpt)).toBe("位置情報のデータが届きます。");
      expect(excerpt).toContain("<mark>データ</mark>");
    });

    it("close a block that had no punctuation with the language's full stop", () => {
      const excerpt = buildExcerpt({ content, locations: atWord("提案"), title: "旅行・物流" }, 30);
      const text = excerptText(excerpt);
      expect(text).toBe("経路変更を提案。");
      const variant = excerptText(
        buildExcerpt({ content, locations: atWord("物流"), title: "旅行・物流" }, 30),
      );
      expect(variant).toBe(
        "航空会社が、貨物の移動を追跡します。位置情報のデータが届きます。経路変更を提案。",
      );
      expect(variant).not.toMatch(/[ .]/);
    });

    it("put no Latin space after the language's punctuation, and start after a closing quote", () => {
      const quoted = segmented(
        ["製造", "."],
        ["“", "検査", "は", "速い", "。", "”"],
        ["“", "Kaveri", "の", "検査", "システム", "。", "”"],
        ["アラート", "。"],
        ["MES", "、", "ERP", "の", "連携", "."],
      );
      const all = quoted.split(zws);
      const found = (word: string) => all.flatMap((w, i) => (w.trim() === word ? [i] : []));
      const onQuote = buildExcerpt(
        { content: quoted, locations: found("システム"), title: "製造" },
        6,
      );
      expect(excerptText(onQuote)).toMatch(/^“Kaveriの検査システム。”/);
      const latin = buildExcerpt(
        { content: quoted, locations: found("アラート"), title: "製造" },
        6,
      );
      expect(excerptText(latin)).toBe("アラート。MES、ERPの連携。");
    });

    it("mark neighbouring matched words as one", () => {
      const excerpt = buildExcerpt(
        { content, locations: [...atWord("位置"), ...atWord("情報")], title: "旅行・物流" },
        5,
      );
      expect(excerptRuns(excerpt).filter((r) => r.highlighted)).toEqual([
        { text: "位置情報", highlighted: true },
      ]);
    });
  });
});
