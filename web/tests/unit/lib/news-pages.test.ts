import { describe, expect, it } from "vitest";
import { newsPosts } from "~/content/news";
import {
  laterNewsPagePaths,
  newsNeighbours,
  newsPage,
  newsPageCount,
  newsPagePath,
  parsePageParam,
  readingMinutes,
} from "~/lib/news-pages";

const posts = (n: number) => Array.from({ length: n }, (_, i) => ({ slug: `post-${i + 1}` }));

describe("news pagination", () => {
  it("shows twelve posts a page; page 1 is /whats-new itself", () => {
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(12)).toBe(1);
    expect(newsPageCount(13)).toBe(2);
    expect(newsPage(posts(15), 1)).toHaveLength(12);
    expect(newsPage(posts(15), 2)?.map((p) => p.slug)).toEqual(["post-13", "post-14", "post-15"]);
    expect(newsPage(posts(15), 3)).toBeUndefined();
    expect(newsPage(posts(15), 0)).toBeUndefined();
    expect(newsPagePath(1)).toBe("/whats-new");
    expect(newsPagePath(2)).toBe("/whats-new/page/2");
    expect(laterNewsPagePaths(25)).toEqual(["/whats-new/page/2", "/whats-new/page/3"]);
  });

  it("accepts only a plain page number from 2 in the address", () => {
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam("1")).toBeUndefined();
    expect(parsePageParam("02")).toBeUndefined();
    expect(parsePageParam("2.5")).toBeUndefined();
    expect(parsePageParam("404")).toBe(404);
    expect(parsePageParam(undefined)).toBeUndefined();
  });

  it("the real posts need more than one page", () => {
    expect(newsPosts.length).toBeGreaterThan(12);
    expect(laterNewsPagePaths(newsPosts.length)).toContain("/whats-new/page/2");
  });
});

describe("a post's neighbours and reading time", () => {
  it("the older post follows and the newer one precedes in a newest-first list", () => {
    const list = posts(3);
    expect(newsNeighbours(list, "post-1")).toEqual({ older: list[1], newer: undefined });
    expect(newsNeighbours(list, "post-2")).toEqual({ older: list[2], newer: list[0] });
    expect(newsNeighbours(list, "post-3")).toEqual({ older: undefined, newer: list[1] });
    expect(newsNeighbours(list, "missing")).toEqual({});
  });

  it("reads at about 220 words a minute, never less than one minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(330)).toBe(2);
    expect(readingMinutes(440)).toBe(2);
    expect(readingMinutes(600)).toBe(3);
    expect(readingMinutes(315)).toBe(2);
  });
});

describe("news content", () => {
  it("most posts are from the last twelve months and every body has 200 to 450 words", () => {
    const recent = newsPosts.filter((p) => p.date > "2025-11-23");
    expect(recent.length * 2).toBeGreaterThan(newsPosts.length);
    for (const post of newsPosts) {
      expect(post.words, post.slug).toBeGreaterThanOrEqual(200);
      expect(post.words, post.slug).toBeLessThanOrEqual(450);
      expect(post.html, post.slug).not.toMatch(/<h1/);
    }
  });
});
