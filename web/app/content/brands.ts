import data from "virtual:content/brands";
import type { Brand } from "./schema";

// The two brands the company runs beside its services business (content/<locale>/brands.yaml).
export const brands: readonly Brand[] = data.brands;
