import { describe, expect, it } from "vitest";
import { cardGrid } from "../../../app/lib/card-grid";

// Reads the Tailwind classes back: columns and the last card's span at md (768 px) and lg (1024 px).
function layoutAt(count: number, breakpoint: "md" | "lg") {
  const { list, last } = cardGrid(count);
  const mdColumns = list.includes("md:grid-cols-2") ? 2 : 1;
  const columns = breakpoint === "lg" && list.includes("lg:grid-cols-3") ? 3 : mdColumns;
  const mdSpan = last.includes("md:col-span-2") ? 2 : 1;
  const lastSpan = breakpoint === "lg" && last.includes("lg:col-span-1") ? 1 : mdSpan;
  return { columns, lastSpan };
}

describe("cardGrid", () => {
  for (const count of [2, 3, 4, 5, 6, 8, 9, 12]) {
    it(`${count} cards fill every row at md and lg`, () => {
      for (const breakpoint of ["md", "lg"] as const) {
        const { columns, lastSpan } = layoutAt(count, breakpoint);
        const cells = count - 1 + lastSpan;
        expect(
          cells % columns,
          `${breakpoint}: ${columns} columns, last card spans ${lastSpan}`,
        ).toBe(0);
      }
    });
  }

  it("keeps a single card at a card's width", () => {
    expect(cardGrid(1).list).toContain("max-w-xl");
  });
});
