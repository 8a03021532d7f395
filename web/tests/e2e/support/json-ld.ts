import type { Page } from "@playwright/test";

/** Every JSON-LD object in the page's <script type="application/ld+json"> tags, parsed. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export function ofType(
  objects: Record<string, unknown>[],
  type: string,
): Record<string, unknown>[] {
  return objects.filter((o) => o["@type"] === type);
}

/** WCAG contrast ratio of two CSS `rgb()`/`rgba()` colours (alpha ignored: opaque surfaces). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => {
      const c = Number(n) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
