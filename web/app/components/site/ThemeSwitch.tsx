import { useId, useLayoutEffect, useRef } from "react";
import { glyphClasses } from "~/content/glyph-names";
import { ui } from "~/content/ui";
import {
  currentThemeChoice,
  themeChoiceAttribute,
  type ThemeChoice,
} from "~/lib/inline-scripts/theme";

// Each option's look when it is the theme on <html> (set before the first paint by the head
// script in lib/inline-scripts/theme.ts), so the pressed option is right from the first frame.
// Literal class names, one per choice, for Tailwind to find.
const options: { value: ThemeChoice; glyph: string; selected: string }[] = [
  {
    value: "light",
    glyph: glyphClasses.sun,
    selected:
      "in-data-[theme=light]:bg-brand-50 in-data-[theme=light]:text-brand-800 in-data-[theme=light]:ring-1 in-data-[theme=light]:ring-brand-200",
  },
  {
    value: "dark",
    glyph: glyphClasses.moon,
    selected:
      "in-data-[theme=dark]:bg-brand-50 in-data-[theme=dark]:text-brand-800 in-data-[theme=dark]:ring-1 in-data-[theme=dark]:ring-brand-200",
  },
  {
    value: "system",
    glyph: glyphClasses.monitor,
    selected:
      "in-data-[theme=system]:bg-brand-50 in-data-[theme=system]:text-brand-800 in-data-[theme=system]:ring-1 in-data-[theme=system]:ring-brand-200",
  },
];

/**
 * Light / Dark / System: a radio group (fieldset + legend), working before React hydrates — the
 * head script (lib/inline-scripts/theme.ts) applies and remembers a choice on `change`, so the
 * app adds no handler. Hidden until that script has run (no `data-theme` on <html>: JavaScript is off and
 * the device's preference applies). `labelled` shows the words beside the icons (mobile menu).
 */
export function ThemeSwitch({
  labelled = false,
  className = "",
}: {
  labelled?: boolean;
  className?: string;
}) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // A switch mounted after the first load (the menu re-rendered) shows the current choice.
  useLayoutEffect(() => {
    const choice = currentThemeChoice();
    for (const input of group.current?.querySelectorAll<HTMLInputElement>("input") ?? [])
      input.checked = input.value === choice;
  }, []);
  return (
    <fieldset ref={group} className={`hidden min-w-0 in-data-[theme]:block ${className}`}>
      <legend className="sr-only">{ui.theme.label}</legend>
      <div
        className={`flex gap-0.5 rounded-full border border-line p-0.5 ${labelled ? "w-full" : ""}`}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={`relative inline-flex cursor-pointer items-center justify-center gap-2 rounded-full text-ink-muted transition-colors hover:text-ink has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus ${
              labelled ? "h-10 flex-1 px-3 text-sm font-medium" : "h-8 w-7 xl:w-8"
            } ${option.selected}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === "system"}
              {...{ [themeChoiceAttribute]: "" }}
              // Covers the option, invisible: the native radio takes the click and the focus.
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span aria-hidden="true" className={`glyph ${option.glyph} h-4 w-4`} />
            <span className={labelled ? "" : "sr-only"}>{ui.theme[option.value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
