import { expect, it } from "vitest";
import { inlineLinks } from "~/lib/inline-links";

it("splits copy into text and [label](/path) links", () => {
  expect(
    inlineLinks("Read [our story](/about-us/our-story), or [join the team](/careers)."),
  ).toEqual([
    { text: "Read " },
    { label: "our story", href: "/about-us/our-story" },
    { text: ", or " },
    { label: "join the team", href: "/careers" },
    { text: "." },
  ]);
  expect(inlineLinks("No links here.")).toEqual([{ text: "No links here." }]);
});
