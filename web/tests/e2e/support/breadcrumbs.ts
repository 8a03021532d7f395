import { expect } from "@playwright/test";
import { ofType } from "./json-ld";

interface ListItem {
  "@type": string;
  position: number;
  name: string;
  item: string;
}

/** The page's BreadcrumbList items, checked for the fields schema.org requires. */
export function breadcrumbItems(data: Record<string, unknown>[]): ListItem[] {
  const [list] = ofType(data, "BreadcrumbList");
  expect(list, "a BreadcrumbList").toBeTruthy();
  expect(list?.["@context"]).toBe("https://schema.org");
  const items = (list?.itemListElement ?? []) as ListItem[];
  items.forEach((item, n) => {
    expect(item["@type"]).toBe("ListItem");
    expect(item.position).toBe(n + 1);
    expect(item.item).toMatch(/^https?:\/\//);
  });
  return items;
}
