import type { Product } from "~/content/types";

/** True when a product links to a site of its own (opened in a new tab); "#" means none. */
export function hasExternalLink(product: Product): boolean {
  return product.link.startsWith("https://");
}
