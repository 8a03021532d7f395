import { readFileSync } from "node:fs";
import { loadContent } from "../../../scripts/content/load.ts";
import { expect, test } from "../support/fixtures";
import { builtPages, languageOfRoute } from "../support/routes";
import { site } from "~/site";

// Where links open, read from every built page of every language (no browser: the markup is what
// the server sends, before any script). A link to this site opens in place; a link to another
// site opens in a new tab and is marked: the external-link icon in its words, and screen-reader
// text in the page's language saying it leaves the site ("(external site, opens in a new tab)").
// An icon-only link (a social network's logo, which is the destination) says so in its name.

const siteOrigin = new URL(site.url).origin;
const local = "http://local.invalid";

interface Anchor {
  attributes: string;
  inner: string;
  href: string;
}

const anchorsOf = (html: string): Anchor[] =>
  [
    ...html
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, "$1</script>")
      .matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g),
  ].map(([, attributes, inner]) => ({
    attributes: attributes!,
    inner: inner!,
    href: attributes!.match(/\shref="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&") ?? "",
  }));

const isExternal = (href: string, route: string) => {
  if (!/^https?:/i.test(href)) return false;
  return new URL(href, new URL(route, local)).origin !== siteOrigin;
};

const pages = builtPages.filter((p) => !p.notFound);
const spoken = new Map(
  ["en", "de", "ja", "ar"].map((code) => {
    const ui = loadContent(code).ui;
    return [code, [ui.newTab, ui.newTabMap]] as const;
  }),
);
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

test("no link to this site opens a new tab, on any built page of any language", () => {
  const problems: string[] = [];
  for (const page of pages) {
    for (const a of anchorsOf(readFileSync(page.file, "utf8"))) {
      if (!/\starget="_blank"/.test(a.attributes)) continue;
      if (!isExternal(a.href, page.route)) problems.push(`${page.route} → ${a.href}`);
    }
  }
  expect(problems, "internal links with target=_blank").toEqual([]);
});

test("every link to another site opens a new tab, shows the external mark and says so in the page's language", () => {
  const problems: string[] = [];
  let external = 0;
  for (const page of pages) {
    const [newTab, newTabMap] = spoken.get(languageOfRoute(page.route))!;
    for (const a of anchorsOf(readFileSync(page.file, "utf8"))) {
      if (!isExternal(a.href, page.route)) continue;
      external += 1;
      const where = `${page.route} → ${a.href}`;
      if (!/\starget="_blank"/.test(a.attributes)) problems.push(`${where}: opens in place`);
      if (!/\srel="[^"]*noopener[^"]*"/.test(a.attributes)) problems.push(`${where}: no noopener`);
      const label = a.attributes.match(/\saria-label="([^"]*)"/)?.[1];
      const words = textOf(a.inner);
      if (words === "" && label) {
        // An icon-only link: its name ends with the words a marked link speaks.
        if (!label.endsWith(newTab!)) problems.push(`${where}: its name "${label}" has no mark`);
        continue;
      }
      if (!a.inner.includes("icon-external-link")) problems.push(`${where}: no external-link icon`);
      if (!words.endsWith(newTab!) && !words.endsWith(newTabMap!))
        problems.push(`${where}: "${words}" does not say it opens another site`);
      const raw = a.inner.replace(/<[^>]+>/g, "").replace(/&nbsp;|\u00a0/g, " ");
      if (/\S\s{2,}\S/.test(raw)) problems.push(`${where}: a double space in "${raw}"`);
    }
  }
  expect(external, "external links found").toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
