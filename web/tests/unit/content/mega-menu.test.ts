import { describe, expect, it } from "vitest";
import { megaMenu, menuColumn } from "~/content/mega-menu";
import { industryPages } from "~/content/industries";
import { navGroups } from "~/content/navigation";
import { services } from "~/content/services";

describe("the 'What we do' panel", () => {
  it("lists every service and every industry page, in order, each with a title, a link and a short line", () => {
    const [servicesColumn, industriesColumn] = megaMenu().columns;
    expect(servicesColumn?.items.map((i) => i.href)).toEqual(
      services.map((s) => `/services/${s.slug}`),
    );
    expect(servicesColumn?.items.map((i) => i.title)).toEqual(services.map((s) => s.title));
    expect(industriesColumn?.items.map((i) => i.href)).toEqual(
      industryPages.map((p) => `/industries/${p.slug}`),
    );
    for (const item of [...(servicesColumn?.items ?? []), ...(industriesColumn?.items ?? [])]) {
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.description.length).toBeLessThanOrEqual(60);
    }
  });

  it("refuses a page without a short line, and a short line for a page that does not exist", () => {
    const pages = [
      { slug: "a", title: "A" },
      { slug: "b", title: "B" },
    ];
    expect(() =>
      menuColumn(
        { heading: "H", more: "M", items: [{ slug: "a", description: "x" }] },
        pages,
        "/p",
      ),
    ).toThrow(/\/p\/b has no short description/);
    expect(() =>
      menuColumn(
        {
          heading: "H",
          more: "M",
          items: [
            { slug: "a", description: "x" },
            { slug: "b", description: "y" },
            { slug: "c", description: "z" },
          ],
        },
        pages,
        "/p",
      ),
    ).toThrow(/no page for c/);
  });
});

describe("the header's groups", () => {
  const hrefs = (label: string) =>
    navGroups.find((g) => g.label === label)?.items.map((i) => i.href) ?? [];
  it("hold what their names promise: Home is the logo's link, Testimonials sit with the clients", () => {
    expect(navGroups.map((g) => g.label)).toEqual([
      "What we do",
      "Who we are",
      "Insights",
      "Careers",
      "Newsroom",
    ]);
    expect(hrefs("Who we are")).not.toContain("/");
    expect(hrefs("Who we are")).toContain("/testimonials");
    expect(hrefs("Newsroom")).not.toContain("/testimonials");
    expect(hrefs("What we do")).toEqual(["/services", "/industries", "/products"]);
  });
});
