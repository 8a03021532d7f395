import { runInNewContext } from "node:vm";
import { constants, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  countEndpoint,
  countOptOutKey,
  countScript,
  countStateAttribute,
  countToggleAttribute,
  goalEvent,
} from "~/lib/inline-scripts/count";
import { pageShownAttribute, pageShownEvent } from "~/lib/inline-scripts/page-shown";

// The counting script's text, run in a context of stand-ins for the browser's objects: what it
// sends, when, and what it leaves on the device.

class FakeElement {
  readonly attributes: { name: string; value: string }[];
  readonly parent: FakeElement | null;
  constructor(attributes: Record<string, string> = {}, parent: FakeElement | null = null) {
    this.attributes = Object.entries(attributes).map(([name, value]) => ({ name, value }));
    this.parent = parent;
  }
  getAttribute(name: string) {
    return this.attributes.find((a) => a.name === name)?.value ?? null;
  }
  hasAttribute(name: string) {
    return this.getAttribute(name) !== null;
  }
  /** Only the one selector the script asks for: "[attribute]". */
  closest(selector: string): FakeElement | null {
    const name = selector.slice(1, -1);
    return this.hasAttribute(name) ? this : (this.parent?.closest(selector) ?? null);
  }
}
type Listener = (event: Record<string, unknown>) => void;
interface Sent {
  via: "beacon" | "fetch";
  url: string;
  type?: string;
  init?: RequestInit;
  body: Promise<string>;
}

function setup({
  href = "https://kaveri.example/",
  referrer = "",
  stored = {} as Record<string, string>,
  nav = {} as Record<string, unknown>,
  beacon = true as boolean | "refuses",
  shown = true,
  prerendering = false,
} = {}) {
  const on: Record<string, Listener[]> = {};
  const onDocument: Record<string, Listener[]> = {};
  const sent: Sent[] = [];
  const storage = new Map(Object.entries(stored));
  const location = {
    href,
    get origin() {
      return new URL(this.href).origin;
    },
  };
  const go = (url: string) => (location.href = new URL(url, location.href).href);
  const rootAttributes = new Map<string, string>(shown ? [[pageShownAttribute, ""]] : []);
  const toggle = new FakeElement({ type: "button", [countToggleAttribute]: "" });
  const navigator = {
    ...(beacon && {
      sendBeacon: (url: string, blob: Blob) => {
        sent.push({ via: "beacon", url, type: blob.type, body: blob.text() });
        return beacon !== "refuses";
      },
    }),
    ...nav,
  };
  const context = {
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => rootAttributes.set(name, value),
        hasAttribute: (name: string) => rootAttributes.has(name),
      },
      referrer,
      prerendering,
      addEventListener: (type: string, fn: Listener) => (onDocument[type] ??= []).push(fn),
    },
    navigator,
    location,
    history: {
      pushState: (_state: unknown, _title: string, url: string) => go(url),
      replaceState: (_state: unknown, _title: string, url: string) => go(url),
    },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    addEventListener: (type: string, fn: Listener) => (on[type] ??= []).push(fn),
    fetch: (url: string, init: RequestInit) => {
      sent.push({ via: "fetch", url, init, body: (init.body as Blob).text() });
      return Promise.resolve();
    },
    URL,
    URLSearchParams,
    Blob,
    Element: FakeElement,
  };
  runInNewContext(countScript(), context);
  const fire = (type: string, event: Record<string, unknown> = {}) =>
    on[type]?.forEach((fn) => fn({ type, ...event }));
  const fireOnDocument = (type: string, event: Record<string, unknown> = {}) =>
    onDocument[type]?.forEach((fn) => fn({ type, ...event }));
  return {
    sent,
    storage,
    /** A click on the privacy page's opt-out button. */
    toggle: () => on.click?.forEach((fn) => fn({ type: "click", target: toggle, button: 0 })),
    fire,
    fireOnDocument,
    history: context.history,
    location,
    go,
    state: () => rootAttributes.get(countStateAttribute),
    /** The bodies sent so far, parsed. */
    events: async () =>
      Promise.all(sent.map(async (s) => JSON.parse(await s.body) as Record<string, unknown>)),
  };
}

describe("the counting script", () => {
  it("is at most 1 kB gzipped, and parses", () => {
    const size = gzipSync(countScript(), { level: constants.Z_BEST_COMPRESSION }).length;
    expect(size).toBeLessThanOrEqual(1024);
    expect(() => new Function(countScript())).not.toThrow();
  });

  it("sends the page view once the page is shown, as text/plain to the site's own endpoint", async () => {
    const page = setup({
      href: "https://kaveri.example/services/cloud",
      referrer: "https://www.example.org/",
    });
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0]).toMatchObject({ via: "beacon", url: countEndpoint, type: "text/plain" });
    expect(await page.events()).toEqual([
      {
        name: "pageview",
        url: "https://kaveri.example/services/cloud",
        referrer: "https://www.example.org/",
      },
    ]);
  });

  it("sends no referrer, or one of the site's own pages, as null", async () => {
    expect((await setup().events())[0]).toHaveProperty("referrer", null);
    const fromOwnPage = setup({
      href: "https://kaveri.example/contact",
      referrer: "https://kaveri.example/services?utm_source=x",
    });
    expect((await fromOwnPage.events())[0]).toHaveProperty("referrer", null);
    // Another site whose name starts like this one's is another site.
    const lookalike = setup({ referrer: "https://kaveri.example.org/" });
    expect((await lookalike.events())[0]).toHaveProperty("referrer", "https://kaveri.example.org/");
  });

  it("waits until the page is shown, or sends when the page is left before", async () => {
    const waiting = setup({ shown: false });
    expect(waiting.sent).toHaveLength(0);
    waiting.fireOnDocument(pageShownEvent);
    expect(waiting.sent).toHaveLength(1);

    const left = setup({ shown: false });
    left.fire("pagehide");
    left.fireOnDocument(pageShownEvent);
    expect(left.sent).toHaveLength(1);
  });

  it("sends nothing from a prerendered page until it is shown, and nothing if it is never activated", () => {
    // Page-shown waits for activation (page-shown.ts); leaving before it is a discarded prerender.
    const discarded = setup({ shown: false, prerendering: true });
    discarded.fire("pagehide");
    expect(discarded.sent).toHaveLength(0);

    const activated = setup({ shown: false, prerendering: true });
    expect(activated.sent).toHaveLength(0);
    activated.fireOnDocument(pageShownEvent);
    expect(activated.sent).toHaveLength(1);
    activated.fire("pagehide");
    expect(activated.sent).toHaveLength(1);
  });

  it("counts documents, not changes the page makes to its address", () => {
    // Every link is a document of its own; the search page keeps its query in the address.
    const page = setup({ href: "https://kaveri.example/search" });
    page.history.replaceState(null, "", "/search?q=a");
    page.history.pushState(null, "", "/search?q=ab");
    page.go("/search?q=abc");
    page.fire("popstate");
    expect(page.sent).toHaveLength(1);
  });

  it("counts a page restored from the back-forward cache", () => {
    const page = setup();
    page.fire("pageshow", { persisted: false });
    page.fire("pageshow", { persisted: true });
    expect(page.sent).toHaveLength(2);
  });

  it("sends the URL without its fragment and with no query parameter but utm_* and ref", async () => {
    const page = setup({
      href: "https://kaveri.example/de/services?utm_source=news&q=my+secret&utm_medium=email&ref=x#top",
    });
    expect((await page.events())[0]?.url).toBe(
      "https://kaveri.example/de/services?utm_source=news&utm_medium=email&ref=x",
    );
    const search = setup({ href: "https://kaveri.example/search?q=my+secret&kind=services" });
    expect((await search.events())[0]?.url).toBe("https://kaveri.example/search");
  });

  it("sends a marked element's goal on a click inside it, its data-goal-* attributes as props", async () => {
    const page = setup();
    const link = new FakeElement({
      href: "/de",
      "data-goal": "language-switch",
      "data-goal-lang": "de",
    });
    const label = new FakeElement({}, link);
    page.fire("click", { target: label, button: 0 });
    page.fire("click", { target: new FakeElement({ href: "/about" }), button: 0 });
    page.fire("auxclick", { target: label, button: 1 });
    page.fire("auxclick", { target: label, button: 2 });
    const goals = (await page.events()).slice(1);
    expect(goals).toEqual([
      {
        name: "language-switch",
        url: "https://kaveri.example/",
        referrer: null,
        props: { lang: "de" },
      },
      {
        name: "language-switch",
        url: "https://kaveri.example/",
        referrer: null,
        props: { lang: "de" },
      },
    ]);
  });

  it("sends at most four props of at most 100 characters, and none when there are none", async () => {
    const page = setup();
    const attributes: Record<string, string> = { "data-goal": "cta-hero" };
    for (const key of ["a", "b", "c", "d", "e"]) attributes[`data-goal-${key}`] = key.repeat(150);
    page.fire("click", { target: new FakeElement(attributes), button: 0 });
    page.fire("click", { target: new FakeElement({ "data-goal": "cta-footer" }), button: 0 });
    const [, many, none] = await page.events();
    const props = (many?.props ?? {}) as Record<string, string>;
    expect(Object.keys(props)).toEqual(["a", "b", "c", "d"]);
    expect(props.a).toHaveLength(100);
    expect(none).not.toHaveProperty("props");
  });

  it(`sends the goal of a ${goalEvent} event`, async () => {
    const page = setup();
    page.fireOnDocument(goalEvent, { detail: { name: "search" } });
    page.fireOnDocument(goalEvent, { detail: { name: "assistant-open", props: { via: "x" } } });
    expect((await page.events()).slice(1)).toEqual([
      { name: "search", url: "https://kaveri.example/", referrer: null },
      {
        name: "assistant-open",
        url: "https://kaveri.example/",
        referrer: null,
        props: { via: "x" },
      },
    ]);
  });

  it("posts with fetch when the browser has no beacon or refuses it", async () => {
    for (const beacon of [false, "refuses"] as const) {
      const page = setup({ beacon });
      const fetched = page.sent.filter((s) => s.via === "fetch");
      expect(fetched).toHaveLength(1);
      expect(fetched[0]?.url).toBe(countEndpoint);
      expect(fetched[0]?.init).toMatchObject({ method: "POST", keepalive: true });
      const body = fetched[0]?.init?.body as Blob;
      // A Blob of type text/plain: fetch sends it with that Content-Type.
      expect(body.type).toBe("text/plain");
      expect(JSON.parse(await body.text())).toMatchObject({ name: "pageview" });
    }
  });

  it("stores nothing on the device", () => {
    const page = setup();
    page.fire("pageshow", { persisted: true });
    page.fire("click", { target: new FakeElement({ "data-goal": "cta-hero" }), button: 0 });
    expect(page.sent).toHaveLength(3);
    expect([...page.storage]).toEqual([]);
  });

  it("sends nothing when the visitor opted out, and shows it", () => {
    const page = setup({ stored: { [countOptOutKey]: "1" } });
    page.fire("pageshow", { persisted: true });
    page.fireOnDocument(goalEvent, { detail: { name: "search" } });
    expect(page.sent).toHaveLength(0);
    expect(page.state()).toBe("off");
  });

  it("turns counting off and on again with the privacy page's button", () => {
    const page = setup();
    expect(page.state()).toBe("on");
    page.toggle();
    expect(page.storage.get(countOptOutKey)).toBe("1");
    expect(page.state()).toBe("off");
    page.fire("pageshow", { persisted: true });
    expect(page.sent).toHaveLength(1);

    page.toggle();
    expect(page.storage.has(countOptOutKey)).toBe(false);
    expect(page.state()).toBe("on");
    page.fire("pageshow", { persisted: true });
    expect(page.sent).toHaveLength(2);
  });

  it("follows a change made in another tab", () => {
    const page = setup();
    page.storage.set(countOptOutKey, "1");
    page.fire("storage", { key: countOptOutKey });
    expect(page.state()).toBe("off");
  });

  it("sends nothing when the browser asks not to be tracked, and says so", () => {
    for (const nav of [{ doNotTrack: "1" }, { globalPrivacyControl: true }]) {
      const page = setup({ nav });
      page.fire("pageshow", { persisted: true });
      expect(page.sent).toHaveLength(0);
      expect(page.state()).toBe("signal");
    }
    expect(setup({ nav: { doNotTrack: "0", globalPrivacyControl: false } }).sent).toHaveLength(1);
  });
});
