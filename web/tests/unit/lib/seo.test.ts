import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";
import { site } from "~/site";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);

describe("pageMeta", () => {
  const tags = pageMeta({
    title: "Services",
    description: "What we do.",
    path: "/services",
  }) as Tag[];

  it("titles an inner page '<page> | <brand>' and the home page '<brand> | <tagline>'", () => {
    expect(tags[0]).toEqual({ title: `Services | ${site.name}` });
    const home = pageMeta({ title: "ignored", description: "d", path: "/" }) as Tag[];
    expect(home[0]).toEqual({ title: `${site.name} | ${site.tagline}` });
  });

  it("gives one absolute canonical URL on the site's origin, the same as og:url", () => {
    const canonicals = tags.filter((t) => t.rel === "canonical");
    expect(canonicals).toEqual([
      { tagName: "link", rel: "canonical", href: `${site.url}/services` },
    ]);
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.url}/services`);
  });

  it("points social cards at an absolute image, the default unless one is given", () => {
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.url}/og/default.png`);
    const own = pageMeta({ title: "t", description: "d", path: "/x", image: "/og/x.png" }) as Tag[];
    expect(find(own, "name", "twitter:image")?.content).toBe(`${site.url}/og/x.png`);
  });

  it("adds robots noindex only when asked", () => {
    expect(find(tags, "name", "robots")).toBeUndefined();
    const hidden = pageMeta({ title: "t", description: "d", path: "/404", noindex: true }) as Tag[];
    expect(find(hidden, "name", "robots")).toEqual({ name: "robots", content: "noindex" });
  });

  it("emits each JSON-LD object as its own ld+json script", () => {
    const crumbs = breadcrumbJsonLd([{ name: "Services", path: "/services" }]);
    const withLd = pageMeta({
      title: "t",
      description: "d",
      path: "/services",
      jsonLd: [crumbs],
    }) as Tag[];
    expect(withLd.filter((t) => "script:ld+json" in t)).toEqual([{ "script:ld+json": crumbs }]);
  });
});

describe("breadcrumbJsonLd", () => {
  it("starts at Home and numbers the trail from 1 with absolute URLs", () => {
    const { itemListElement } = breadcrumbJsonLd([
      { name: "Services", path: "/services" },
      { name: "Design", path: "/services/design" },
    ]);
    expect(itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", `${site.url}/`],
      [2, "Services", `${site.url}/services`],
      [3, "Design", `${site.url}/services/design`],
    ]);
  });
});
