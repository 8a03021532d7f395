// The budget test over every built page (tests/budgets/budgets.spec.ts) reads each page's markup
// with these functions: each fault they exist to catch, planted in a page, must be found.
import { describe, expect, it } from "vitest";
import { fetchedUrls, isForeign, priorityImages } from "../../budgets/static-pages";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe("what a page fetches from another origin", () => {
  const foreign = (html: string) => fetchedUrls(html).filter(isForeign);

  it("finds a script, a stylesheet, a font preload and images on another origin", () => {
    const html = page(
      `<script src="https://cdn.example/analytics.js" async></script>
       <link rel="stylesheet" href="//fonts.example/css">
       <link rel=preload as=font href='https://fonts.example/brand.woff2' crossorigin>`,
      `<img src="https://images.example/hero.jpg" alt="">
       <picture><source srcset="https://images.example/a.avif 1x, https://images.example/b.avif 2x"></picture>
       <video poster="https://video.example/poster.jpg"></video>
       <iframe src="https://maps.example/embed"></iframe>`,
    );
    expect(foreign(html)).toEqual([
      "https://cdn.example/analytics.js",
      "//fonts.example/css",
      "https://fonts.example/brand.woff2",
      "https://images.example/hero.jpg",
      "https://images.example/a.avif",
      "https://images.example/b.avif",
      "https://video.example/poster.jpg",
      "https://maps.example/embed",
    ]);
  });

  it("finds an image preload's foreign candidate in imageSrcSet, whatever its case", () => {
    const html = page(
      `<link rel="preload" as="image" href="/hero-800.avif" imageSrcSet="/hero-400.avif 400w, https://cdn.example/hero-1600.avif 1600w">`,
    );
    expect(foreign(html)).toEqual(["https://cdn.example/hero-1600.avif"]);
  });

  it("leaves out links that only name an address, and the site's own files", () => {
    const html = page(
      `<link rel="canonical" href="https://kaveri.example/services">
       <link rel="alternate" hreflang="de" href="https://kaveri.example/de/services">
       <link rel="stylesheet" href="/assets/root-abc.css">
       <script type="module" src="/assets/entry-abc.js"></script>`,
      `<a href="https://linkedin.example/company">LinkedIn</a><img src="data:image/png;base64,AA" alt="">`,
    );
    expect(foreign(html)).toEqual([]);
    expect(fetchedUrls(html)).toEqual([
      "/assets/root-abc.css",
      "/assets/entry-abc.js",
      "data:image/png;base64,AA",
    ]);
  });
});

describe("the image a page asks for first", () => {
  const hero = `<link rel="preload" as="image" imagesrcset="/hero-480.avif 480w, /hero-960.avif 960w, /hero-1920.avif 1920w" imagesizes="(min-width: 1024px) 50vw, 100vw">`;

  it("is the srcset candidate a browser picks for the slot sizes gives at each width", () => {
    expect(priorityImages(page(hero), 375)).toEqual(["/hero-480.avif"]);
    // 50vw of 1440 is 720 px: the 960w candidate, not the largest.
    expect(priorityImages(page(hero), 1440)).toEqual(["/hero-960.avif"]);
  });

  it("follows a preload's media query, and an <img> of high priority", () => {
    const html = page(
      `<link rel="preload" as="image" href="/phone.avif" media="(max-width: 767px)">
       <link rel="preload" as="image" href="/wide.avif" media="(min-width: 768px)">`,
      `<img src="/portrait.avif" fetchpriority="high" alt=""><img src="/later.avif" loading="lazy" alt="">`,
    );
    expect(priorityImages(html, 375)).toEqual(["/phone.avif", "/portrait.avif"]);
    expect(priorityImages(html, 1440)).toEqual(["/wide.avif", "/portrait.avif"]);
  });

  it("refuses markup it cannot evaluate rather than skipping the image", () => {
    const sizes = page(
      `<link rel="preload" as="image" imagesrcset="/a.avif 480w" imagesizes="min(100vw, 40rem)">`,
    );
    expect(() => priorityImages(sizes, 375)).toThrow(/sizes entry "min\(100vw/);
    const media = page(
      `<link rel="preload" as="image" href="/a.avif" media="(orientation: portrait)">`,
    );
    expect(() => priorityImages(media, 375)).toThrow(/media condition/);
    const density = page(`<img fetchpriority="high" srcset="/a.avif 1x, /b.avif 2x" alt="">`);
    expect(() => priorityImages(density, 375)).toThrow(/width descriptors/);
  });
});
