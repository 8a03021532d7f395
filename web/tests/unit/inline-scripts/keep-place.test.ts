import { describe, expect, it } from "vitest";
import { keepPlaceAttribute, keepPlaceKey, keepPlaceScript } from "~/lib/inline-scripts/keep-place";

// The script over a stand-in page: sessionStorage, the scroll position, the filter links (one of
// them folded away) and the document's click listener, which the test calls as a click would.
function run(pathname: string, stored: Record<string, string> = {}, scrollY = 0) {
  const storage = new Map(Object.entries(stored));
  const focused: string[] = [];
  let scrolled: number | undefined;
  let onClick: (e: unknown) => void = () => {};
  const summary = { focus: () => focused.push("summary") };
  const link = (href: string, visible: boolean) => ({
    pathname: href,
    checkVisibility: () => visible,
    closest: (selector: string) =>
      selector === `a[${keepPlaceAttribute}]`
        ? link(href, visible)
        : { querySelector: () => summary },
    focus: (options: unknown) => {
      expect(options).toEqual({ preventScroll: true });
      focused.push(href);
    },
  });
  const links: Record<string, ReturnType<typeof link>> = {
    "/case-studies/industry/retail": link("/case-studies/industry/retail", true),
    "/case-studies/service/cloud": link("/case-studies/service/cloud", false),
  };
  const document = {
    querySelector: (selector: string) => links[/href="([^"]+)"/.exec(selector)?.[1] ?? ""] ?? null,
  };
  class Element {}
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  };
  new Function(
    "document",
    "sessionStorage",
    "location",
    "scrollTo",
    "scrollY",
    "addEventListener",
    "Element",
    keepPlaceScript,
  )(
    document,
    sessionStorage,
    { pathname },
    (_: number, y: number) => (scrolled = y),
    scrollY,
    (type: string, fn: (e: unknown) => void) => type === "click" && (onClick = fn),
    Element,
  );
  const click = (href: string, modifiers: Record<string, boolean> = {}) =>
    onClick({ target: Object.assign(new Element(), links[href]), ...modifiers });
  return { storage, focused, scrolled: () => scrolled, click };
}

const noted = (href: string, y: number) => ({ [keepPlaceKey]: JSON.stringify({ href, y }) });

describe("keep-place inline script", () => {
  it("notes the filter clicked and the scroll position, unless the click opens a tab", () => {
    const page = run("/case-studies", {}, 240);
    page.click("/case-studies/industry/retail", { metaKey: true });
    expect(page.storage.size).toBe(0);
    page.click("/case-studies/industry/retail");
    expect(JSON.parse(page.storage.get(keepPlaceKey)!)).toEqual({
      href: "/case-studies/industry/retail",
      y: 240,
    });
  });

  it("opens the filter's page at that place, focused on the filter, and forgets it", () => {
    const page = run("/case-studies/industry/retail", noted("/case-studies/industry/retail", 240));
    expect(page.scrolled()).toBe(240);
    expect(page.focused).toEqual(["/case-studies/industry/retail"]);
    expect(page.storage.size).toBe(0);
  });

  it("focuses the folded filters' summary when the filter is out of sight", () => {
    const page = run("/case-studies/service/cloud", noted("/case-studies/service/cloud", 0));
    expect(page.focused).toEqual(["summary"]);
  });

  it("does nothing on another page, or with nothing noted", () => {
    const other = run("/case-studies", noted("/case-studies/industry/retail", 240));
    expect(other.scrolled()).toBeUndefined();
    expect(other.focused).toEqual([]);
    expect(other.storage.size).toBe(0);
    const fresh = run("/case-studies/industry/retail");
    expect(fresh.scrolled()).toBeUndefined();
  });
});
