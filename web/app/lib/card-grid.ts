/**
 * Columns for a list of `count` cards that leave no orphan: two a row from md, three from lg
 * when the count divides by three (an odd count's last card spans both md columns), otherwise
 * two; a single card keeps a card's width.
 */
export function cardGrid(count: number): { list: string; last: string } {
  if (count <= 1) return { list: "grid max-w-xl", last: "" };
  if (count % 3 === 0)
    return {
      list: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
      last: count % 2 ? "md:col-span-2 lg:col-span-1" : "",
    };
  return { list: "grid gap-6 md:grid-cols-2", last: count % 2 ? "md:col-span-2" : "" };
}
