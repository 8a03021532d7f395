import type { Page } from "@playwright/test";

/**
 * What runs off the page, out of its column or out of sight in the page as it is now, one line
 * each ("<what> <where> by <n> px"), the largest first; empty when nothing does. Read in one
 * evaluate, after two frames (the resize listeners' work is done).
 *
 * - The page scrolls sideways: the document is wider than the viewport.
 * - Text sticks out of its box: a line of text (its glyphs, as Range rects) reaches past the
 *   content box of the block that sets it: a word longer than its column, a label wider than its
 *   cell, a title truncated with an ellipsis.
 * - A box sticks out of its column: an element in the flow (not positioned out of it, not
 *   transformed) reaches past its parent's content box further than its own negative margins take
 *   it: a flex row whose items cannot shrink, a grid track widened by a word.
 * - Clipped: text or a control reaches past an ancestor that hides its overflow (overflow hidden
 *   or clip, or paint containment), across or down, so part of it is not drawn.
 * - Off the page: text, a control or an image reaches past the viewport's left or right edge.
 *
 * Deliberately left alone: what sits in a region that scrolls sideways (a carousel's track: its
 * items run past its edge by design; the region itself is checked), what is visually hidden (the
 * skip link's 1 px clip, a closed panel), a decoration (aria-hidden or an empty alt) cropped by its
 * frame (it must still stay on the page), text in a line clamp (cut off below by design, with its
 * ellipsis), and anything less than 1 px over (sub-pixel rounding).
 */
export function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();

    const tolerance = 1;
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const problems: { px: number; text: string }[] = [];
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => {
      let s = styles.get(el);
      if (!s) styles.set(el, (s = getComputedStyle(el)));
      return s;
    };

    const snippet = (text: string | null) => {
      const t = (text ?? "").replace(/\s+/g, " ").trim();
      return t.length > 48 ? `${t.slice(0, 47)}…` : t;
    };
    /** A short name for an element: its tag, id, first classes and the landmark it sits in. */
    const describe = (el: Element) => {
      const classes = [...el.classList]
        .filter((c) => !c.includes(":") && !c.includes("["))
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join("");
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes}`;
      const landmark = el.parentElement?.closest("header, nav, main, footer, aside, dialog");
      const within = landmark
        ? ` in ${landmark.tagName.toLowerCase()}${landmark.id ? `#${landmark.id}` : ""}`
        : "";
      return `${name}${within}`;
    };
    const report = (px: number, text: string) => problems.push({ px, text });

    if (root.scrollWidth > viewportWidth)
      report(
        root.scrollWidth - viewportWidth,
        `the page scrolls sideways: ${root.scrollWidth} px wide in a ${viewportWidth} px viewport`,
      );

    const scrollsAcross = (el: Element) => /auto|scroll/.test(style(el).overflowX);
    const clipsAcross = (el: Element) =>
      /hidden|clip/.test(style(el).overflowX) || /paint|strict|content/.test(style(el).contain);
    const clipsDown = (el: Element) =>
      /hidden|clip/.test(style(el).overflowY) || /paint|strict|content/.test(style(el).contain);
    const px = (value: string) => parseFloat(value) || 0;
    /** The padding box (what overflow clips to) or the content box of an element. */
    const boxOf = (el: Element, content: boolean) => {
      const r = el.getBoundingClientRect();
      const s = style(el);
      const left = r.left + el.clientLeft;
      const top = r.top + el.clientTop;
      const inset = content
        ? {
            l: px(s.paddingLeft),
            r: px(s.paddingRight),
            t: px(s.paddingTop),
            b: px(s.paddingBottom),
          }
        : { l: 0, r: 0, t: 0, b: 0 };
      return {
        left: left + inset.l,
        right: left + el.clientWidth - inset.r,
        top: top + inset.t,
        bottom: top + el.clientHeight - inset.b,
      };
    };
    /** Visually hidden: the sr-only pattern (a 1 px clipped box) or clipped away entirely. */
    const visuallyHidden = (el: Element) => {
      const s = style(el);
      if (s.clip === "rect(0px, 0px, 0px, 0px)" || s.clipPath === "inset(50%)") return true;
      const r = el.getBoundingClientRect();
      return s.position === "absolute" && r.width <= 1 && r.height <= 1 && s.overflow !== "visible";
    };
    const decorative = (el: Element) =>
      el.closest('[aria-hidden="true"]') !== null ||
      (el instanceof HTMLImageElement && el.getAttribute("alt") === "");
    const isInline = (el: Element) => /^(inline|contents)$/.test(style(el).display);
    const clamped = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement)
        if (style(a).webkitLineClamp !== "none" && style(a).webkitLineClamp !== "") return true;
      return false;
    };

    type Extent = { left: number; right: number; top: number; bottom: number };
    const over = (inner: Extent, outer: Extent) => ({
      left: outer.left - inner.left,
      right: inner.right - outer.right,
      top: outer.top - inner.top,
      bottom: inner.bottom - outer.bottom,
    });
    const sideways = (o: ReturnType<typeof over>) => Math.max(o.left, o.right);
    const side = (o: ReturnType<typeof over>) => (o.left > o.right ? "left" : "right");

    /**
     * Walks up from `from`: the first ancestor that scrolls sideways ends the walk (a carousel);
     * an ancestor that clips must hold the extent; past the last ancestor, the viewport must.
     */
    const checkShown = (
      shape: Extent,
      from: Element,
      what: string,
      text: boolean,
      crop = false,
    ) => {
      let extent = shape;
      for (let a: Element | null = from; a && a !== root; a = a.parentElement) {
        if (scrollsAcross(a)) return;
        const acrossClip = clipsAcross(a);
        const downClip = text && clipsDown(a) && !/auto|scroll/.test(style(a).overflowY);
        if (!acrossClip && !downClip) continue;
        const o = over(extent, boxOf(a, false));
        if (crop) {
          // A decoration cropped by its frame: what stays of it must be on the page.
          const frame = boxOf(a, false);
          extent = {
            ...extent,
            left: Math.max(extent.left, frame.left),
            right: Math.min(extent.right, frame.right),
          };
          continue;
        }
        if (acrossClip && sideways(o) > tolerance) {
          report(
            sideways(o),
            `${what} is clipped by ${describe(a)}: ${Math.round(sideways(o))} px cut off on the ${side(o)}`,
          );
          return;
        }
        const down = Math.max(o.top, o.bottom);
        if (downClip && down > tolerance && !clamped(from)) {
          report(
            down,
            `${what} is clipped by ${describe(a)}: ${Math.round(down)} px cut off ${o.top > o.bottom ? "above" : "below"}`,
          );
          return;
        }
      }
      const o = over(extent, { left: 0, right: viewportWidth, top: -Infinity, bottom: Infinity });
      if (sideways(o) > tolerance)
        report(
          sideways(o),
          `${what} runs off the page: ${Math.round(sideways(o))} px past its ${side(o)} edge`,
        );
    };

    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const elements: Element[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
      acceptNode: (node) => {
        const el = node as Element;
        if (!shown(el) || visuallyHidden(el)) return NodeFilter.FILTER_REJECT;
        // An SVG's shapes are its drawing, checked as one box.
        if (el.parentElement instanceof SVGElement) return NodeFilter.FILTER_REJECT;
        // A collapsed region (a closed disclosure drawn at no height) shows nothing.
        const r = el.getBoundingClientRect();
        if (!isInline(el) && r.height < 1 && clipsDown(el)) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) elements.push(n as Element);

    const controls = "a[href], button, input:not([type=hidden]), select, textarea, summary";
    const media = "img, svg, video, canvas, iframe, picture";
    for (const el of elements) {
      const s = style(el);
      const r = el.getBoundingClientRect();

      // Text: each run of the element's own text, against the block that sets it.
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((q) => q.width > 0);
        if (rects.length === 0) continue;
        const extent = {
          left: Math.min(...rects.map((q) => q.left)),
          right: Math.max(...rects.map((q) => q.right)),
          top: Math.min(...rects.map((q) => q.top)),
          bottom: Math.max(...rects.map((q) => q.bottom)),
        };
        let block: Element = el;
        while (isInline(block) && block.parentElement) block = block.parentElement;
        const what = `"${snippet(node.textContent)}" (${describe(el)})`;
        if (!scrollsAcross(block)) {
          const o = over(extent, boxOf(block, true));
          if (sideways(o) > tolerance) {
            report(
              sideways(o),
              `${what} sticks out of ${block === el ? "its box" : describe(block)}: ${Math.round(sideways(o))} px past its ${side(o)} edge`,
            );
            continue;
          }
        }
        if (!decorative(el)) checkShown(extent, el, what, true);
      }

      if (isInline(el) && !el.matches(controls)) continue;
      const what = `${describe(el)}${el.matches(media) ? "" : ` "${snippet(el.textContent)}"`}`;

      // A box in the flow against its parent's content box, widened by its own negative margins.
      const parent = el.parentElement;
      if (
        parent &&
        !isInline(el) &&
        /static|relative|sticky/.test(s.position) &&
        s.transform === "none" &&
        s.float === "none" &&
        !isInline(parent) &&
        !scrollsAcross(parent) &&
        // A decoration its frame crops on purpose (checked against the page below).
        !(decorative(el) && clipsAcross(parent)) &&
        r.width > 0
      ) {
        const column = boxOf(parent, true);
        const o = over(r, {
          ...column,
          left:
            column.left +
            Math.min(0, px(s.marginLeft)) -
            (s.position === "relative" ? Math.abs(px(s.left)) : 0),
          right:
            column.right -
            Math.min(0, px(s.marginRight)) +
            (s.position === "relative" ? Math.abs(px(s.right)) : 0),
        });
        if (sideways(o) > tolerance) {
          report(
            sideways(o),
            `${what} sticks out of its column ${describe(parent)}: ${Math.round(sideways(o))} px past its ${side(o)} edge`,
          );
          continue;
        }
      }

      // Controls and images are drawn whole and on the page (a decoration may be cropped).
      if (el.matches(controls) || (el.matches(media) && !decorative(el)) || scrollsAcross(el))
        checkShown(r, el.parentElement ?? el, what, false);
      else if (el.matches(media)) checkShown(r, el.parentElement ?? el, what, false, true);
    }

    return problems
      .sort((a, b) => b.px - a.px)
      .map((p) => p.text)
      .filter((text, index, all) => all.indexOf(text) === index);
  });
}
