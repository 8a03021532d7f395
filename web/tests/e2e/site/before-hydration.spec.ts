// Every control works from the first paint, before the app hydrates. Hydration waits until the
// page has loaded and painted; on a slow phone that is seconds after the first paint. These tests
// hold that moment open instead of racing it: the page's scripts, images and fonts are held back
// until the test releases them. The page paints (its HTML and CSS arrive) and its inline scripts
// run, but the app's modules cannot load, so it cannot hydrate while a control is checked (and a
// page with artwork or a font on its first screen does not even finish loading). Each control's
// answer is recorded in the page with whether the app had hydrated by then.
import type { Locator, Page } from "@playwright/test";
import { site } from "../../../app/site";
import { expect, test } from "../support/fixtures";
import { mobileViewport } from "../support/viewports";
import { expectExpanded } from "../support/expanded";
import { countUpValues } from "../support/count-up";

/** What the page may not load while a test acts before hydration (the app's modules are scripts). */
const heldTypes = new Set(["script", "image", "font", "media"]);

/** Holds every script, image and font request of the page until the returned function is called. */
async function holdLoading(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (heldTypes.has(route.request().resourceType())) await released;
    // The page may be gone by then (a form navigated away, the test ended).
    await route.fallback().catch(() => {});
  });
  return release;
}

/**
 * Records in the page, at the moment it happens, each popover or dialog opening or closing and
 * each scroll of the carousel's track, and whether anything had hydrated by then (React's fiber
 * on <main>, or an island's `data-hydrated` marker).
 */
function recordResponses(): void {
  const w = window as unknown as {
    __responses: { what: string; id: string; hydrated: boolean; at: number }[];
    __hydratedAt?: number;
  };
  w.__responses = [];
  addEventListener("DOMContentLoaded", () => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector("[data-hydrated]")) return;
      w.__hydratedAt = Math.round(performance.now());
      observer.disconnect();
    }).observe(document.documentElement, {
      attributes: true,
      subtree: true,
      attributeFilter: ["data-hydrated"],
    });
  });
  const hydrated = () => {
    const main = document.getElementById("main");
    return (
      document.querySelector("[data-hydrated]") !== null ||
      (main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$")))
    );
  };
  addEventListener(
    "toggle",
    (e) =>
      w.__responses.push({
        what: (e as ToggleEvent).newState,
        id: (e.target as Element).id,
        hydrated: hydrated(),
        at: Math.round(performance.now()),
      }),
    true,
  );
  addEventListener(
    "scroll",
    (e) => {
      if (e.target instanceof Element && e.target.closest("[aria-roledescription=carousel]"))
        w.__responses.push({
          what: "scroll",
          id: e.target.id,
          hydrated: hydrated(),
          at: Math.round(performance.now()),
        });
    },
    true,
  );
}

/**
 * Opens `path` with its loading held (see `holdLoading`) and returns once its first contentful
 * paint is presented; the returned function lets the page load (and so the app hydrate).
 */
async function atFirstPaint(page: Page, path: string): Promise<() => void> {
  const release = await holdLoading(page);
  await page.addInitScript(recordResponses);
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  expect(await hydrated(page), "the app had already hydrated at the first paint").toBe(false);
  return release;
}

/** Whether anything has hydrated: an island's marker, or React's fiber on <main>. */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById("main");
    return (
      document.querySelector("[data-hydrated]") !== null ||
      (main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$")))
    );
  });

/** The first time `what` happened to the element `id`, whether the app had hydrated by then. */
async function expectFirstBeforeHydration(page: Page, what: string, id: string): Promise<void> {
  // A toggle event is dispatched in a task of its own, which a loaded host may run after the
  // test already sees the popover or dialog shown: wait for it to be recorded first.
  await page
    .waitForFunction(
      ([w, i]) =>
        (window as unknown as { __responses: { what: string; id: string }[] }).__responses.some(
          (r) => r.what === w && r.id === i,
        ),
      [what, id] as const,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const { first, timeline } = await page.evaluate(
    ([w, i]) => {
      const win = window as unknown as {
        __responses: { what: string; id: string; hydrated: boolean; at: number }[];
        __hydratedAt?: number;
      };
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
      const found = win.__responses.find((r) => r.what === w && r.id === i);
      return {
        first: found,
        timeline: `first paint ${Math.round(paint)} ms, response ${found?.at ?? "none"} ms, hydrated ${win.__hydratedAt ?? "not yet"} ms`,
      };
    },
    [what, id] as const,
  );
  expect(first, `"${what}" on #${id} was seen (${timeline})`).toBeDefined();
  expect(
    first?.hydrated,
    `"${what}" on #${id} happened only after the app had hydrated (${timeline})`,
  ).toBe(false);
}

/**
 * A real click at the control's centre, scrolled into view if need be, without Playwright's
 * actionability waits: what is checked is what the page does with a click as it comes.
 */
async function clickNow(control: Locator): Promise<void> {
  const centre = await control.evaluate((el) => {
    const inView = (r: DOMRect) => r.top >= 0 && r.bottom <= window.innerHeight;
    if (!inView(el.getBoundingClientRect()))
      el.scrollIntoView({ block: "center", behavior: "instant" });
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await control.page().mouse.click(centre.x, centre.y);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const groupButton = (page: Page, label: string) =>
  mainNav(page).getByRole("button", { name: label, exact: true });
const panelOf = async (button: Locator) =>
  button.page().locator(`[id="${await button.getAttribute("aria-controls")}"]`);

test.describe("desktop, before hydration", () => {
  test("Enter on 'What we do' opens its panel of services and industries", async ({ page }) => {
    await atFirstPaint(page, "/services/cloud");
    const button = groupButton(page, "What we do");
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = await panelOf(button);
    await expectExpanded(button, true);
    await expect(panel).toBeVisible();
    await expectFirstBeforeHydration(page, "open", "nav-panel-0");
    await expect(panel.locator('a[href^="/services/"]')).toHaveCount(8);
    await expect(panel.locator('a[href^="/industries/"]')).toHaveCount(9);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expectExpanded(button, false);
  });

  test("the arrow keys, Home and End move through a group's links; focus leaving the navigation closes it", async ({
    page,
  }) => {
    await atFirstPaint(page, "/services/cloud");
    const button = groupButton(page, "Who we are");
    const panel = await panelOf(button);
    const links = panel.getByRole("link");
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expectExpanded(button, true);
    await expect(links.first()).toBeFocused();
    await expectFirstBeforeHydration(page, "open", (await panel.getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.first()).toBeFocused();
    // Focus moves to a control outside the navigation: the group closes.
    await page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true }).focus();
    await expect(panel).toBeHidden();
    await expectExpanded(button, false);
    expect(await hydrated(page), "the app hydrated while the keys were checked").toBe(false);
  });

  test("a click on a navigation group opens it, and another closes it", async ({ page }) => {
    await atFirstPaint(page, "/services/cloud");
    const insights = groupButton(page, "Insights");
    await clickNow(insights);
    await expect(await panelOf(insights)).toBeVisible();
    await expectExpanded(insights, true);
    await expectFirstBeforeHydration(page, "open", "nav-panel-2");
    const newsroom = groupButton(page, "Newsroom");
    await newsroom.click();
    await expect(await panelOf(newsroom)).toBeVisible();
    await expect(await panelOf(insights)).toBeHidden();
    await expectExpanded(insights, false);
  });

  test("the search form submits to /search?q=…", async ({ page }) => {
    await atFirstPaint(page, "/services/cloud");
    await clickNow(page.getByRole("banner").getByRole("button", { name: "Search" }));
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await expectFirstBeforeHydration(page, "open", "header-search");
    await box.fill("cloud migration");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cloud\+migration$/, { timeout: 30_000 });
  });

  test("the header turns blurred with a shadow once the page scrolls, and clear again at the top", async ({
    page,
  }) => {
    await atFirstPaint(page, "/services/cloud");
    const header = page.getByRole("banner");
    const backdrop = () => header.evaluate((el) => getComputedStyle(el).backdropFilter);
    await expect.poll(backdrop).toBe("none");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(backdrop).toMatch(/blur\(/);
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(backdrop).toBe("none");
    expect(await hydrated(page), "the app hydrated while the header was checked").toBe(false);
  });

  test("Ctrl+K opens the header's search with its box focused", async ({ page }) => {
    await atFirstPaint(page, "/services/cloud");
    await page.keyboard.press("Control+k");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await expectFirstBeforeHydration(page, "open", "header-search");
  });

  test("the carousel's five features are all reachable: by its buttons and by scrolling", async ({
    page,
  }) => {
    await atFirstPaint(page, "/services/cloud");
    const carousel = page.locator("[aria-roledescription=carousel]");
    const slides = carousel.locator("[aria-roledescription=slide]");
    const track = carousel.locator("[aria-live=polite]");
    // The last dot, then next (wrapping to the first), then next again.
    await clickNow(carousel.getByRole("button", { name: /^Show feature 5:/ }));
    await expect(slides.nth(4)).toBeInViewport({ ratio: 0.9 });
    await expectFirstBeforeHydration(page, "scroll", (await track.getAttribute("id")) ?? "");
    const next = carousel.getByRole("button", { name: "Next feature" });
    await clickNow(next);
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await clickNow(next);
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slides).toHaveCount(5);
    // Scrolling reaches every slide too (scroll snap, no script needed): here the track's own
    // keyboard scrolling, as a swipe or a trackpad would.
    await track.focus();
    const atSlide = () => track.evaluate((t) => Math.round(t.scrollLeft / t.clientWidth));
    for (const n of [2, 3, 4]) {
      // A key pressed while the track still glides from the last move may be spent on it: press again.
      await expect(async () => {
        if ((await atSlide()) < n) await page.keyboard.press("ArrowRight");
        await expect.poll(atSlide, { timeout: 1_500 }).toBe(n);
      }).toPass({ timeout: 10_000 });
      await expect(slides.nth(n)).toBeInViewport({ ratio: 0.9 });
    }
  });

  test("the carousel marks the slide in view as current: its dot, and the others hidden from assistive technology", async ({
    page,
  }) => {
    await atFirstPaint(page, "/services/cloud");
    const carousel = page.locator("[aria-roledescription=carousel]");
    const slides = carousel.locator("[aria-roledescription=slide]");
    const shown = carousel.locator("[aria-roledescription=slide]:not([aria-hidden=true])");
    const dot = (n: number) =>
      carousel.getByRole("button", { name: new RegExp(`^Show feature ${n}:`) });
    await expect(slides).toHaveCount(5);
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("aria-label", "1 of 5");
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await clickNow(carousel.getByRole("button", { name: "Next feature" }));
    await expect(shown).toHaveAttribute("aria-label", "2 of 5");
    await expect(shown).toHaveCount(1);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(carousel.locator("[aria-current]")).toHaveCount(1);
    // A scroll of the track itself (a swipe, a trackpad) too.
    await carousel
      .locator("[aria-live=polite]")
      .evaluate((t) => t.scrollBy({ left: t.clientWidth }));
    await expect(shown).toHaveAttribute("aria-label", "3 of 5");
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    expect(await hydrated(page), "the app hydrated while the carousel was checked").toBe(false);
  });

  test("right to left (Arabic), the carousel's buttons and current slide follow the track", async ({
    page,
  }) => {
    await atFirstPaint(page, "/ar/services/cloud");
    // The roles' descriptions are in Arabic here: the carousel is the section around the track.
    const carousel = page.locator("section:has(> div > [data-carousel-track])");
    const slides = carousel.locator("[data-carousel-track] > *");
    const current = () =>
      slides.evaluateAll((els) => els.findIndex((el) => !el.hasAttribute("aria-hidden")));
    await expect.poll(current).toBe(0);
    await clickNow(carousel.locator("[data-early-click=next]"));
    // Right to left, scrollLeft runs from 0 down: the second slide is one track's width below 0.
    const atSlide = () =>
      carousel
        .locator("[data-carousel-track]")
        .evaluate((t) => Math.round(-t.scrollLeft / t.clientWidth));
    await expect.poll(current).toBe(1);
    expect(await atSlide()).toBe(1);
    await clickNow(carousel.locator("[data-early-click=prev]"));
    await expect.poll(current).toBe(0);
    await clickNow(carousel.locator("[data-early-click=prev]"));
    await expect.poll(current).toBe(4);
    expect(await atSlide()).toBe(4);
    await expect(carousel.locator("[data-early-click='4']")).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await hydrated(page), "the app hydrated while the carousel was checked").toBe(false);
  });

  test("the back link steps back to the page of this site the visitor came from", async ({
    page,
  }) => {
    await page.goto("/services");
    await holdLoading(page);
    await page.evaluate(() => location.assign("/services/devops"));
    await page.waitForURL(/\/services\/devops$/, { waitUntil: "commit" });
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    expect(await hydrated(page), "the app had already hydrated at the first paint").toBe(false);
    await clickNow(page.getByRole("link", { name: "Back", exact: true }));
    // A step back under a full test run's load can take a while to commit.
    await expect(page).toHaveURL(/\/services$/, { timeout: 15_000 });
    // A step back, not a new entry: forward returns to the service.
    await page.goForward({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/services\/devops$/);
  });

  test("the back link leads to the services when the page was opened directly", async ({
    page,
  }) => {
    await atFirstPaint(page, "/services/devops");
    const back = page.getByRole("link", { name: "Back", exact: true });
    await expect(back).toHaveAttribute("href", "/services");
    await clickNow(back);
    await expect(page).toHaveURL(/\/services$/);
  });

  test("a click on the chat button before its island shows the panel's shell at once, and the panel once the island is ready", async ({
    page,
  }) => {
    const release = await atFirstPaint(page, "/services/cloud");
    const launcher = page.getByRole("button", {
      name: `Chat with ${site.assistant.name}, our AI assistant`,
    });
    await clickNow(launcher);
    // Only a click before hydration is kept this way (the island then opens the panel and drops it).
    const kept = await page.evaluate(() =>
      document.documentElement.hasAttribute("data-assistant-requested"),
    );
    // The first answer needs no script to arrive: the shell, focused, in place of the button.
    const shell = page.locator("#assistant-shell");
    await expect(shell).toBeVisible();
    await expect(shell).toBeFocused();
    await expect(shell).toHaveAttribute("aria-busy", "true");
    await expect(launcher).toBeHidden();
    expect(await hydrated(page), "nothing had hydrated when the shell showed").toBe(false);
    release();
    const panel = page
      .getByRole("dialog", { name: site.assistant.title })
      .and(page.locator("#assistant-panel"));
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(
      panel.getByRole("textbox", { name: `Message ${site.assistant.name}` }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(launcher).toBeHidden();
    expect(kept, "the click came before hydration (the early script kept it)").toBe(true);
  });
});

test.describe("phone, before hydration", () => {
  test.use({ viewport: mobileViewport });

  test("the chat button waits in the header at the top and floats at the bottom once the page scrolls", async ({
    page,
  }) => {
    await atFirstPaint(page, "/services/cloud");
    const launcher = page.getByRole("button", {
      name: `Chat with ${site.assistant.name}, our AI assistant`,
    });
    const top = async () => (await launcher.boundingBox())?.y ?? -1;
    await expect.poll(top).toBeLessThan(64);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(top).toBeGreaterThan(mobileViewport.height - 80);
    expect(await hydrated(page), "the app hydrated while the chat button was checked").toBe(false);
  });

  test("the menu toggle opens the menu at 375 px; Escape closes it", async ({ page }) => {
    await atFirstPaint(page, "/services/cloud");
    const toggle = page
      .getByRole("banner")
      .getByRole("button", { name: /menu/i })
      .and(page.locator("[aria-haspopup=dialog]"));
    await clickNow(toggle);
    const menu = page.getByRole("dialog", { name: /menu/i });
    await expect(menu).toBeVisible();
    await expectFirstBeforeHydration(page, "open", "mobile-menu");
    // The services' links (the language switcher's links to this page in each language aside).
    await expect(menu.locator('a[href^="/services/"]:not([hreflang])')).toHaveCount(8);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("Tab and Shift+Tab stay inside the open menu", async ({ page }) => {
    await atFirstPaint(page, "/services/cloud");
    await clickNow(page.getByRole("banner").locator("[aria-controls=mobile-menu]"));
    const menu = page.getByRole("dialog", { name: /menu/i });
    await expect(menu).toBeVisible();
    const close = menu.getByRole("button", { name: /close/i });
    const last = menu.getByRole("link", { name: "Contact Us", exact: true });
    await last.focus();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
    expect(await hydrated(page), "the app hydrated while the menu was checked").toBe(false);
  });
});

test.describe("motion, before any module loads", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the industry cards fade in as they scroll into view", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("kaveri:splash-seen", "1"));
    await atFirstPaint(page, "/industries");
    const cards = page.locator("[data-testid=industries-grid] > li");
    await expect(cards.last()).toHaveAttribute("data-reveal", "hidden");
    await cards.last().evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
    await expect(cards.last()).toHaveAttribute("data-reveal", "shown");
    await expect(cards.last()).toHaveCSS("opacity", "1");
    expect(await hydrated(page), "the app hydrated while the cards were checked").toBe(false);
  });

  test("our-story's figures count up as they scroll into view, and end on their final text", async ({
    page,
  }) => {
    await atFirstPaint(page, "/about-us/our-story");
    const seen = await countUpValues(page);
    expect(seen[0]).toBe("0+");
    expect(seen.at(-1)).toBe("500+");
    expect(await hydrated(page), "the app hydrated while the figures counted").toBe(false);
  });
});
