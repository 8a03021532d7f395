import { expect, test } from "../support/fixtures";
import { builtLanguages, pageRoutes, translatedRoutes } from "../support/routes";
import { allLanguages } from "~/site";
import { loadContent } from "../../../scripts/content/load.ts";

// Every language's pages, read as a crawler reads them (requests, no browser): the address, the
// <html lang dir>, the canonical and the hreflang set that pairs each page with its translations.

const others = builtLanguages.filter((code) => code !== "en");
const dirOf = (code: string) => allLanguages.find((l) => l.code === code)!.dir;

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
const alternatesOf = (html: string) =>
  new Map(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );

test("the build holds every language the site publishes", () => {
  expect(builtLanguages).toEqual(allLanguages.map((l) => l.code));
  for (const code of others) expect(translatedRoutes(code)).toHaveLength(pageRoutes.length);
});

for (const code of others) {
  test(`every ${code} page answers 200 in ${code}, with its own canonical or its English original's`, async ({
    request,
  }) => {
    for (const route of translatedRoutes(code)) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html, route).toContain(`<html lang="${code}" dir="${dirOf(code)}"`);
      const canonical = new URL(canonicalOf(html) ?? "http://x/none").pathname;
      const english = route.slice(code.length + 1) || "/";
      // A page the language shows from English points search engines at the English page.
      expect([route, `${route}/`, english], route).toContain(canonical);
    }
  });
}

test("hreflang sets are reciprocal, include x-default, and name only pages in that language", async ({
  request,
}) => {
  const pages = new Map<string, Map<string, string>>();
  const read = async (path: string) => {
    if (!pages.has(path)) pages.set(path, alternatesOf(await (await request.get(path)).text()));
    return pages.get(path)!;
  };
  // English pages of each template, and their translations, through the links they name.
  for (const route of pageRoutes) {
    const set = await read(route);
    if (set.size === 0) continue;
    expect(set.get("x-default"), route).toBe(route);
    expect(set.get("en"), route).toBe(route);
    for (const [lang, path] of set) {
      if (lang === "x-default") continue;
      const back = await read(path);
      expect(back, `${path} (named by ${route})`).toEqual(set);
      const html = await (await request.get(path)).text();
      expect(html, `${path} is in ${lang}`).toContain(`<html lang="${lang}"`);
    }
  }
});

for (const code of others) {
  test(`an unknown ${code} address answers 404 with the ${code} not-found page`, async ({
    request,
  }) => {
    for (const path of [`/${code}/this-page-does-not-exist`, `/${code}/services/no-such-service`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${code}" dir="${dirOf(code)}"`);
      expect(html, path).toContain('<meta name="robots" content="noindex"');
    }
  });
}

test("/ answers English with 200 to a visitor and a crawler preferring German, no redirect", async ({
  request,
}) => {
  for (const agent of ["Mozilla/5.0 Chrome/150", "Googlebot/2.1"]) {
    const response = await request.get("/", {
      maxRedirects: 0,
      headers: { "Accept-Language": "de-DE,de;q=0.9", "User-Agent": agent },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="en" dir="ltr"');
  }
});

/** The English interface's phrases (content/en/ui.yaml, cut at its placeholders): none may show
 * on another language's page, where every fixed string is translated ("All rights reserved"). */
const englishChrome = (() => {
  const phrases = new Set<string>(["Contact Us"]);
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      for (const part of value.split(/\{[^}]+\}/)) {
        const phrase = part
          .trim()
          .replace(/^[.,:;()]+|[.,:;()]+$/g, "")
          .trim();
        // Two words or more: a single word ("System", "Portfolio") may be the language's own.
        if (/\w+ \w+/.test(phrase) && phrase.length >= 8) phrases.add(phrase);
      }
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(loadContent("en").ui);
  return [...phrases];
})();

test("each language's pages hold no other script's text, and no English interface words", async ({
  request,
}) => {
  // Each language is built apart (no shared "current language" at render time): a German page
  // never shows Japanese or Arabic, nor the English header's labels.
  const scripts: Record<string, RegExp> = {
    ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
    ar: /[\u0600-\u06ff]/,
  };
  for (const code of others) {
    for (const route of translatedRoutes(code)) {
      const html = await (await request.get(route)).text();
      const text = html
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ")
        // The language switcher names each language in itself.
        .replace(/English|Deutsch|日本語|العربية/g, "");
      for (const [other, pattern] of Object.entries(scripts)) {
        if (other === code) continue;
        expect(pattern.test(text), `${route} shows ${other} text`).toBe(false);
      }
      const normalised = text.replace(/\s+/g, " ");
      for (const phrase of englishChrome)
        expect(normalised, `${route} shows the English interface's "${phrase}"`).not.toContain(
          phrase,
        );
    }
  }
});
