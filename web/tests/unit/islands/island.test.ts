import { createElement, type ReactNode, useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island, islandHtml, setIslandRenderer } from "~/components/islands/Island";
import { IslandFrame } from "~/components/islands/IslandFrame";
import { islandPrefix, serialiseProps } from "~/lib/islands";

setIslandRenderer(renderToString);

/** A widget with ids of its own, as a labelled field has. */
function Field({ label }: { label: string }) {
  const id = useId();
  const hint = useId();
  return createElement(
    "p",
    null,
    createElement("label", { htmlFor: id }, label),
    createElement("input", { id, "aria-describedby": hint }),
    createElement("span", { id: hint }, "hint"),
  );
}

/** What the browser's hydrateRoot renders for the island (components/islands/hydrate.tsx). */
const browserTree = (props: { label: string }) =>
  createElement(IslandFrame, null, createElement(Field, props));

/** A page around the island, with ids of its own before it and a few levels of nesting. */
const page = (island: ReactNode, before: number) =>
  createElement(
    "main",
    null,
    ...Array.from({ length: before }, (_, i) => createElement(Field, { key: i, label: `p${i}` })),
    createElement("section", { key: "s" }, createElement("div", null, island)),
  );

describe("Island at build time", () => {
  it("renders the browser's tree with the island's prefix: the ids hydrateRoot will compute", () => {
    const html = islandHtml("site-search", Field, { label: "Search" });
    expect(html).toBe(
      renderToString(browserTree({ label: "Search" }), {
        identifierPrefix: islandPrefix("site-search"),
      }),
    );
    expect(html).toMatch(/id="[^"]*site-search-[^"]*"/);
  });

  it("gives the same ids wherever the page places it (its own root, not the page's tree)", () => {
    const island = createElement(Island<{ label: string }>, {
      name: "site-search",
      on: "form",
      component: Field,
      props: { label: "Search" },
    });
    const inner = (html: string) => html.match(/<div data-island[^>]*>(.*?)<\/div>/)?.[1] ?? "";
    const first = renderToString(page(island, 0));
    const later = renderToString(page(island, 3));
    expect(inner(first)).toBe(inner(later));
    expect(inner(first)).toBe(islandHtml("site-search", Field, { label: "Search" }));
  });

  it("writes the wrapper's name and triggers and the props beside it, `<` escaped", () => {
    const html = renderToString(
      createElement(Island<{ label: string }>, {
        name: "site-search",
        on: "form param:q",
        trigger: "#open-search",
        component: Field,
        props: { label: "</script><script>alert(1)</script>" },
      }),
    );
    expect(html).toMatch(
      /^<div data-island="site-search" data-island-on="form param:q" data-island-trigger="#open-search" class="contents">/,
    );
    const props = html.match(
      /<script type="application\/json" data-island-props="site-search">(.*?)<\/script>$/,
    )?.[1];
    expect(props).toBeDefined();
    expect(props).not.toContain("<");
    expect(JSON.parse(props ?? "")).toEqual({ label: "</script><script>alert(1)</script>" });
  });
});

describe("serialiseProps", () => {
  it("keeps JSON as it is, line separators escaped", () => {
    const props = { a: [1, "x\u2028y", null, true, { b: -2.5 }] };
    const text = serialiseProps("x", props);
    expect(text).not.toMatch(/[\u2028<]/);
    expect(JSON.parse(text)).toEqual(props);
  });

  it("refuses what JSON would change or drop", () => {
    expect(() => serialiseProps("x", { onClick: () => {} })).toThrow("props.onClick is not JSON");
    expect(() => serialiseProps("x", { at: new Date(0) })).toThrow("props.at is not JSON");
    expect(() => serialiseProps("x", { list: [undefined] })).toThrow("props.list[0] is not JSON");
    expect(() => serialiseProps("x", { n: Number.NaN })).toThrow("props.n is not JSON");
    expect(() => serialiseProps("x", { m: new Map() })).toThrow("props.m is not JSON");
  });
});
