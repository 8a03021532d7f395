// Reveals a grid's cards as they scroll into view (components/sections/IndustriesGrid.tsx): fade,
// rise and scale in (the `.reveal` rule of styles/motion.css), the cards entering together
// staggered. Rendered right after the grid, so it runs while the page is parsed. Only this script
// hides the cards, so without JavaScript they are simply shown, and under reduced motion (or
// without IntersectionObserver) it hides nothing. The rules of an inline script: README.md.
import { INDUSTRY_CARD_ROOT_MARGIN, INDUSTRY_CARD_STAGGER_MS } from "../ui-constants";

/** On a card the script reveals: "hidden" until it has scrolled into view, then "shown". */
export const revealAttribute = "data-reveal";

export const revealScript = `(() => {
const g = document.currentScript.previousElementSibling;
if (!window.IntersectionObserver || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
const o = new IntersectionObserver((es) => {
let n = 0;
for (const e of es) if (e.isIntersecting) { const c = e.target; c.style.transitionDelay = n++ * ${INDUSTRY_CARD_STAGGER_MS} + "ms"; c.setAttribute("${revealAttribute}", "shown"); o.unobserve(c); }
}, { rootMargin: "${INDUSTRY_CARD_ROOT_MARGIN}" });
for (const c of g.querySelectorAll("[${revealAttribute}]")) { c.setAttribute("${revealAttribute}", "hidden"); o.observe(c); }
})();`;
