import { expect, type Locator } from "@playwright/test";

/**
 * The expanded state the browser itself exposes to assistive technology for this control (its
 * accessibility tree, read over the DevTools protocol), or undefined when it exposes none. A
 * popovertarget button carries no aria-expanded attribute (HTML forbids it there): the browser
 * derives the state from the popover, so that is what a screen reader hears and what is checked.
 */
export async function exposedExpanded(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  const cdp = await page.context().newCDPSession(page);
  const probe = `ax-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    await control.evaluate((el, id) => el.setAttribute("data-ax-probe", id), probe);
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${probe}"]`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await control.evaluate((el) => el.removeAttribute("data-ax-probe")).catch(() => {});
    await cdp.detach().catch(() => {});
  }
}

/** Waits until the browser exposes the control as expanded (or collapsed). */
export async function expectExpanded(control: Locator, expanded: boolean): Promise<void> {
  await expect
    .poll(() => exposedExpanded(control), { message: `expanded state exposed for the control` })
    .toBe(expanded);
}
