// Counts the our-story figures up from zero as each scrolls half into view
// (components/ui/StatCounter.tsx), ease-out, over COUNT_UP_DURATION_MS. The HTML holds the final
// text, as the build formatted it for the page's language ("98 %", "99,9 %"); the script counts
// the number in it and keeps everything around it, then puts the final text back exactly. Timed from its first frame, so it starts at zero. It
// builds no Intl object (a page's first costs a long task on a phone): the site writes its
// figures in Latin digits in every language. Rendered right after the figures; does nothing
// under reduced motion. The rules of an inline script: README.md.
import { COUNT_UP_DURATION_MS } from "../ui-constants";

/** On the element whose text counts up (aria-hidden: a screen reader reads the final figure beside it). */
export const countUpAttribute = "data-stat-value";

export const countUpScript = `(() => {
const list = document.currentScript.previousElementSibling;
if (!window.IntersectionObserver || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
const run = (el) => {
const end = el.textContent;
let start;
const step = (now) => {
start ??= now;
const t = Math.min(1, (now - start) / ${COUNT_UP_DURATION_MS}), k = 1 - (1 - t) ** 3;
el.textContent = t < 1 ? end.replace(/(\\d+)(?:([.,])(\\d+))?/, (_, i, s, f = "") => (+(i + "." + f) * k).toFixed(f.length).replace(".", s)) : end;
t < 1 && requestAnimationFrame(step);
};
requestAnimationFrame(step);
};
const o = new IntersectionObserver((es) => { for (const e of es) if (e.isIntersecting) { o.unobserve(e.target); run(e.target); } }, { threshold: 0.5 });
for (const el of list.querySelectorAll("[${countUpAttribute}]")) o.observe(el);
})();`;
