import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { desktopViewport, mobileViewport } from "../support/viewports";
import { visit } from "../support/visit";
import { jobCopy, jobPath, jobs } from "../careers/jobs";
import { studies, studyPath } from "../case-studies/studies";
import { content } from "../support/content";

// A job page and a case study keep their action within reach as the reader goes down the page:
// from 1024 px in a sticky aside, below that in a bar at the bottom of the screen that holds its
// own place in the flow (nothing of the page stays under it) and leaves the chat launcher's corner
// free. Both are plain links, working before hydration.

const contactCta = content.navigation.contactCta;
const pages = [
  { kind: "job", path: jobPath(jobs[0]!.slug), label: jobCopy.apply.title, href: "#apply" },
  {
    kind: "case study",
    path: studyPath(studies[0]!.slug),
    label: contactCta.label,
    href: contactCta.href,
  },
];

const bar = (page: Page) => page.locator("[data-action-bar]");

/** Scrolls so that the middle of the page's long part is on screen. */
const scrollToMiddle = (page: Page) =>
  page.evaluate(() => {
    const block = document.querySelector("[data-action-bar]")!.parentElement!;
    const box = block.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top + box.height / 2, behavior: "instant" });
  });

for (const { kind, path, label, href } of pages) {
  test.describe(`${kind} (${path})`, () => {
    test.use({ reducedMotion: "reduce" });

    test.describe("on a phone, before hydration", () => {
      test.use({ viewport: mobileViewport, javaScriptEnabled: false });

      test("a bar at the bottom carries the action while reading, and rests after the page's content", async ({
        page,
      }) => {
        await page.goto(path);
        await scrollToMiddle(page);
        const link = bar(page).getByRole("link", { name: label });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toBeInViewport();
        const stuck = (await bar(page).boundingBox())!;
        expect(stuck.y + stuck.height).toBeCloseTo(mobileViewport.height, 0);
        // The launcher's corner is free: the link is what a tap at its centre reaches.
        const reached = await link.evaluate((a) => {
          const r = a.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && (hit === a || a.contains(hit));
        });
        expect(reached).toBe(true);

        // At its block's end the bar is in the flow, under the last content, not over it.
        const { barTop, contentBottom } = await page.evaluate(() => {
          const barEl = document.querySelector("[data-action-bar]")!;
          const last = barEl.previousElementSibling!;
          last.scrollIntoView({ block: "end", behavior: "instant" });
          window.scrollBy({ top: barEl.getBoundingClientRect().height * 2, behavior: "instant" });
          return {
            barTop: barEl.getBoundingClientRect().top,
            contentBottom: last.getBoundingClientRect().bottom,
          };
        });
        expect(barTop).toBeGreaterThanOrEqual(contentBottom - 1);

        if (href.startsWith("#")) {
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
          await expect(page.locator(href).getByRole("heading", { level: 2 })).toBeInViewport();
        } else {
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
        }
      });
    });

    test("on a wide screen the action stays beside the content in a sticky aside, with no bar", async ({
      page,
    }) => {
      await page.setViewportSize(desktopViewport);
      await visit(page, path);
      await expect(bar(page)).toBeHidden();
      await scrollToMiddle(page);
      const links = page
        .getByRole("main")
        .getByRole("link", { name: label, exact: true })
        .filter({ visible: true });
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute("href", href);
      await expect(links).toBeInViewport();
    });
  });
}
