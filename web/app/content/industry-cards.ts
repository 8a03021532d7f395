import data from "virtual:content/industry-cards";
import type { IndustryCard } from "./schema";

// The home page's industries grid: ten cards (content/<locale>/industry-cards.yaml). Consumer
// Goods and Distribution and Retail both lead to /industries/retail.
export const industryCards: readonly IndustryCard[] = data.cards;
