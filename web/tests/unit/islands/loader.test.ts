import { compileFunction, constants } from "node:vm";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  type IslandModule,
  type IslandOccasion,
  islandsMapText,
  islandsScript,
  startsOn,
} from "~/lib/inline-scripts/islands";
import { writeIslandsMap } from "../../../scripts/build-steps/islands.mjs";

const occasion = (over: Partial<IslandOccasion>): IslandOccasion => ({
  type: "focusin",
  inIsland: false,
  onTrigger: false,
  inForm: false,
  search: "",
  requested: false,
  ...over,
});

describe("startsOn: which occasions start an island", () => {
  it("`intent`: pointer or focus on the island or on its trigger, nothing elsewhere", () => {
    for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"] as const) {
      expect(startsOn("intent", occasion({ type, inIsland: true }))).toBe(true);
      expect(startsOn("intent", occasion({ type, onTrigger: true }))).toBe(true);
      expect(startsOn("intent", occasion({ type }))).toBe(false);
    }
    expect(startsOn("intent", occasion({ type: "shown" }))).toBe(false);
  });

  it("`form`: the first focus in or press on a form inside the island; a pointer passing over is not enough", () => {
    expect(startsOn("form", occasion({ inIsland: true, inForm: true }))).toBe(true);
    for (const type of ["pointerdown", "touchstart"] as const)
      expect(startsOn("form", occasion({ type, inIsland: true, inForm: true }))).toBe(true);
    expect(startsOn("form", occasion({ type: "pointerdown", inIsland: true, inForm: false }))).toBe(
      false,
    );
    expect(startsOn("form", occasion({ inIsland: true, inForm: false }))).toBe(false);
    expect(startsOn("form", occasion({ inIsland: false, inForm: true }))).toBe(false);
    expect(startsOn("form", occasion({ type: "pointerover", inIsland: true, inForm: true }))).toBe(
      false,
    );
  });

  it("`load` once the page is shown; `param:q` only when the address has q", () => {
    expect(startsOn("load", occasion({ type: "shown" }))).toBe(true);
    expect(startsOn("form param:q", occasion({ type: "shown", search: "?q=data" }))).toBe(true);
    expect(startsOn("form param:q", occasion({ type: "shown", search: "?q=" }))).toBe(true);
    expect(startsOn("form param:q", occasion({ type: "shown", search: "?kind=x" }))).toBe(false);
    expect(startsOn("form param:q", occasion({ type: "shown" }))).toBe(false);
    expect(startsOn("form param:q", occasion({ inIsland: true, inForm: true }))).toBe(true);
  });

  it("`requested`: as soon as the page marks the island asked for, on any occasion; not otherwise", () => {
    expect(startsOn("intent requested", occasion({ type: "shown", requested: true }))).toBe(true);
    expect(startsOn("intent requested", occasion({ type: "shown" }))).toBe(false);
    expect(startsOn("intent", occasion({ type: "shown", requested: true }))).toBe(false);
  });
});

/** A little of the DOM, enough for the loader: elements with attributes and parents. */
class FakeElement {
  attributes = new Map<string, string>();
  parent: FakeElement | null = null;
  nextElementSibling: FakeElement | null = null;
  textContent = "";
  tag: string;
  constructor(tag: string, attributes: Record<string, string> = {}) {
    this.tag = tag;
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  contains(other: FakeElement) {
    for (let el: FakeElement | null = other; el; el = el.parent) if (el === this) return true;
    return false;
  }
  /** Tag names and #ids only. */
  closest(selector: string): FakeElement | null {
    if (this.tag === selector || `#${this.getAttribute("id")}` === selector) return this;
    return this.parent?.closest(selector) ?? null;
  }
  append(child: FakeElement) {
    child.parent = this;
    return child;
  }
}

/** Runs the loader's text over a page holding `islands`, with `map` written in as the build does. */
function runLoader(
  islands: FakeElement[],
  map: Record<string, IslandModule>,
  { search = "", shown = false } = {},
) {
  const root = new FakeElement("html");
  if (shown) root.setAttribute("data-page-shown", "");
  const listeners = new Map<string, (event: unknown) => void>();
  const documentListeners = new Map<string, () => void>();
  const preloaded: string[] = [];
  const document = {
    documentElement: root,
    head: { append: (link: { href: string }) => preloaded.push(link.href) },
    createElement: () => ({}),
    querySelectorAll: () => islands.filter((el) => !el.hasAttribute("data-island-started")),
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
  };
  const html = `<script>${islandsScript}</script>`;
  const script = writeIslandsMap(html, map).slice("<script>".length, -"</script>".length);
  // Its `import()` goes to Node's own loader, which takes the data: URLs of recordingModule.
  compileFunction(script, ["document", "addEventListener", "location", "Element"], {
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  })(
    document,
    (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    { search },
    FakeElement,
  );
  return {
    root,
    preloaded,
    fire: (type: string, target: FakeElement) => listeners.get(type)?.({ type, target }),
    show: () => documentListeners.get("kaveri:page-shown")?.(),
  };
}

/** An island module as a data: URL, which records its hydrate calls on globalThis. */
function recordingModule(name: string): IslandModule {
  const code = `export const hydrate = (el, props) => (globalThis.hydrated ??= []).push([${JSON.stringify(name)}, props]);`;
  return {
    src: `data:text/javascript,${encodeURIComponent(code)}`,
    preload: [`/assets/${name}-deps.js`],
  };
}

const hydratedCalls = () =>
  ((globalThis as { hydrated?: [string, unknown][] }).hydrated ??= []) as [string, unknown][];
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function island(name: string, on: string, props: unknown, extra: Record<string, string> = {}) {
  const el = new FakeElement("div", { "data-island": name, "data-island-on": on, ...extra });
  const data = new FakeElement("script", { type: "application/json", "data-island-props": name });
  data.textContent = JSON.stringify(props);
  el.nextElementSibling = data;
  return el;
}

describe("the loader script", () => {
  it("hydrates a form island on the first focus in its form, once, with its props and preloads", async () => {
    hydratedCalls().length = 0;
    const search = island("site-search", "form param:q", { kinds: ["Service"] });
    const form = search.append(new FakeElement("form"));
    const input = form.append(new FakeElement("input"));
    const outside = new FakeElement("a");
    const loader = runLoader([search], { "site-search": recordingModule("site-search") });
    loader.show();
    expect(loader.root.hasAttribute("data-islands")).toBe(true);
    expect(search.hasAttribute("data-island-started")).toBe(false);

    loader.fire("pointerover", input);
    loader.fire("focusin", outside);
    expect(search.hasAttribute("data-island-started")).toBe(false);
    loader.fire("focusin", input);
    loader.fire("focusin", input);
    expect(search.getAttribute("data-island-started")).toBe("focusin");
    expect(loader.preloaded).toEqual(["/assets/site-search-deps.js"]);
    await settle();
    expect(hydratedCalls()).toEqual([["site-search", { kinds: ["Service"] }]]);
  });

  it("starts a `param:q` island once the page is shown, when the address has a query", async () => {
    hydratedCalls().length = 0;
    const search = island("site-search", "form param:q", {});
    const loader = runLoader(
      [search],
      { "site-search": recordingModule("site-search") },
      {
        search: "?q=cloud",
        shown: true,
      },
    );
    expect(search.getAttribute("data-island-started")).toBe("shown");
    expect(loader.root.hasAttribute("data-islands")).toBe(true);
    await settle();
    expect(hydratedCalls()).toEqual([["site-search", {}]]);
  });

  it("`intent` on a declared trigger outside the island; an island the map lacks is left alone", async () => {
    hydratedCalls().length = 0;
    const launcher = new FakeElement("button", { id: "chat" });
    const panel = island(
      "assistant",
      "intent",
      { open: false },
      { "data-island-trigger": "#chat" },
    );
    const unknown = island("unknown", "intent", {});
    const loader = runLoader([panel, unknown], { assistant: recordingModule("assistant") });
    loader.fire("touchstart", launcher);
    loader.fire("pointerover", unknown);
    expect(panel.getAttribute("data-island-started")).toBe("touchstart");
    expect(unknown.hasAttribute("data-island-started")).toBe(false);
    await settle();
    expect(hydratedCalls()).toEqual([["assistant", { open: false }]]);
  });

  it("`requested`: an island the page's early script marked asked for starts once the page is shown", async () => {
    hydratedCalls().length = 0;
    const assistant = island("assistant", "intent requested", {});
    const loader = runLoader([assistant], { assistant: recordingModule("assistant") });
    loader.root.setAttribute("data-assistant-requested", "restored");
    loader.show();
    expect(assistant.getAttribute("data-island-started")).toBe("shown");
    await settle();
    expect(hydratedCalls()).toEqual([["assistant", {}]]);
  });

  it("a page without islands marks itself ready and listens to nothing", () => {
    const loader = runLoader([], {}, { shown: true });
    expect(loader.root.hasAttribute("data-islands")).toBe(true);
  });

  // Every page carries it (issue 34's bar: 20 KB of script before interaction, all included).
  it("stays small: under 1.1 KB gzipped with a map written in", () => {
    const html = writeIslandsMap(`<script>${islandsScript}</script>`, {
      "site-search": { src: "/assets/islands/site-search-AbCd1234.js", preload: [] },
    });
    expect(gzipSync(html).length).toBeLessThan(1100);
  });

  it("the map is written where the marker is, `<` escaped", () => {
    expect(islandsMapText({ a: { src: "/x</script>.js", preload: [] } })).toBe(
      '/*islands*/{"a":{"src":"/x\\u003c/script>.js","preload":[]}}',
    );
  });
});
