import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { oneRoutePerTemplate, unknownPath } from "../support/routes";
import { visit } from "../support/visit";

// Nothing floats over a link or a button: the chat launcher, the header and the sticky action
// bars leave every control clickable where it rests. Checked at the page's first screen and at
// its last (scrolled to the bottom), the two places a page comes to rest; in between the page
// moves under the launcher as under any fixed element, and a focused control is scrolled clear of
// it (scroll-padding-bottom).
//
// Sample: one route per template, and the not-found page. The launcher, the header and the footer
// are the same on every page, and the template decides what sits at its first and last screen.
//
// The page's edges are the fixed header's bottom and, while one is stuck there, the top of a
// bottom action bar ([data-action-bar]): content scrolled under an edge bar is off screen, as
// content under the header is (both hold their own space in the flow). The chrome itself (the
// header's controls, the launcher, the bars' links) is checked over the whole screen; a sticky
// outline is content, and scrolls under the header like the rest. The launcher
// is no edge: whatever its box hides is covered.

test.use({ reducedMotion: "reduce" });

const widths = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** The links and buttons fully on screen that are not the element under their own centre. */
const coveredControls = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Wait until the fixed elements stop moving (the launcher leaves the header's slot on a
    // phone once the page scrolls).
    const fixedBoxes = () =>
      JSON.stringify(
        [...document.querySelectorAll("header, aside button, [data-action-bar]")].map((el) => {
          const r = el.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        }),
      );
    for (let last = "", i = 0; i < 60; i++) {
      await frame();
      const now = fixedBoxes();
      if (now === last) break;
      last = now;
    }
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const header = document.querySelector("body > header");
    const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    let bottom = vh;
    for (const bar of document.querySelectorAll("[data-action-bar]")) {
      const r = bar.getBoundingClientRect();
      if (r.height > 0 && r.bottom >= vh - 1 && bar.checkVisibility())
        bottom = Math.min(bottom, r.top);
    }
    /** The centre is drawn: no ancestor that clips (a carousel's track) cuts it away. */
    const centreShown = (el: Element, x: number, y: number) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const r = a.getBoundingClientRect();
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
      }
      return true;
    };
    const pinned = (el: Element) => {
      if (el.closest("[data-action-bar]")) return true;
      for (let a: Element | null = el; a; a = a.parentElement)
        if (getComputedStyle(a).position === "fixed") return true;
      return false;
    };
    const covered: string[] = [];
    const controls = document.querySelectorAll(
      "a[href], button, summary, input:not([type=hidden]), select, textarea",
    );
    for (const el of controls) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      // Visually hidden (the skip link until focused): nothing to cover.
      if (r.width < 4 || r.height < 4) continue;
      // The fixed and sticky chrome itself (the header's controls, the launcher, an action bar)
      // is checked over the whole screen: nothing scrolls over it.
      const [from, to] = pinned(el) ? [0, vh] : [top, bottom];
      if (r.left < 0 || r.right > vw || r.top < from || r.bottom > to) continue;
      // A link that wraps is aimed at on its first line, not at its box's middle.
      const line = el.getClientRects()[0] ?? r;
      const x = line.left + line.width / 2;
      const y = line.top + line.height / 2;
      if (!centreShown(el, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      const over = hit
        ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ""} "${(hit.getAttribute("aria-label") ?? hit.textContent ?? "").trim().slice(0, 30)}"`
        : "nothing";
      covered.push(`${el.tagName.toLowerCase()} "${name}" under ${over}`);
    }
    return covered;
  });

const routes = [...oneRoutePerTemplate, unknownPath];
// Four parts, so the two workers share the sweep evenly.
const partSize = Math.ceil(routes.length / 4);
const parts = Array.from({ length: 4 }, (_, i) => routes.slice(i * partSize, (i + 1) * partSize));

const toTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
const toBottom = (page: Page) =>
  page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );

// Each page is loaded once, on a phone, and widened through the other widths: a layout follows
// the viewport's width through its media queries, and the launcher, the header and the action
// bars through their resize and scroll listeners, so a widened page rests as one loaded at that
// width. Each page is checked ready (shown, its inline scripts run): the launcher leaves the
// header's slot once the page scrolls, which the early script follows in CSS, with or without
// the assistant's island.
for (const [index, part] of parts.entries()) {
  const first = index * partSize + 1;
  test(`every link and button of each template's first and last screen is the element under its centre at ${widths.map((w) => w.width).join(", ")} px (routes ${first} to ${first + part.length - 1})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(30_000 + part.length * widths.length * 3_000);
    consoleErrors.allow(/status of 404/);
    consoleErrors.allow(new RegExp(unknownPath));
    const problems: string[] = [];
    for (const route of part) {
      await page.setViewportSize(widths[0]!);
      await visit(page, route);
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await toTop(page);
        const at = `${route} at ${viewport.width} px`;
        for (const covered of await coveredControls(page))
          problems.push(`${at}, first screen: ${covered}`);
        await toBottom(page);
        for (const covered of await coveredControls(page))
          problems.push(`${at}, last screen: ${covered}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
