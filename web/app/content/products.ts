import data from "virtual:content/products";
import type { Product } from "./schema";

// The nine core products (content/<locale>/products.yaml). Three have a public site of their
// own; the rest are offered inside client engagements and have no public page ("#").
export const products: readonly Product[] = data.products;
