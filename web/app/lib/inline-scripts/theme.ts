// The colour theme: the visitor picks light, dark or system (the device's preference) in the
// theme switch; the choice is kept in localStorage and shown as `data-theme` on <html>, which the
// stylesheet's tokens and `dark:` variant follow ("system", like no attribute at all, follows
// prefers-color-scheme in CSS, so a visitor without JavaScript gets their device's theme).
//
// The script runs in <head>, before the stylesheet and the first paint, so no page ever paints
// in the wrong theme; it also handles the switch itself (a delegated `change` listener on the
// switch's radio buttons), so the switch works from the first paint, long before React hydrates,
// and the app needs no code for it. The rules of an inline script: README.md beside this file.

export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The localStorage key of the visitor's choice (absent: system). */
export const themeStorageKey = "kaveri-theme";
/** Marks the radio buttons of a theme switch; their values are the choices. */
export const themeChoiceAttribute = "data-theme-choice";

/** The choice shown on <html> right now. */
export function currentThemeChoice(root: HTMLElement = document.documentElement): ThemeChoice {
  const value = root.getAttribute("data-theme");
  return value === "light" || value === "dark" ? value : "system";
}

export const themeScript = `(() => {
const root = document.documentElement, key = "${themeStorageKey}";
const apply = (choice) => {
  const theme = choice === "light" || choice === "dark" ? choice : "system";
  root.setAttribute("data-theme", theme);
  for (const input of document.querySelectorAll("input[${themeChoiceAttribute}]")) input.checked = input.value === theme;
};
let stored = null;
try { stored = localStorage.getItem(key); } catch {}
apply(stored);
document.addEventListener("DOMContentLoaded", () => apply(root.getAttribute("data-theme")));
addEventListener("change", (e) => {
  const input = e.target;
  if (!(input instanceof HTMLInputElement) || !input.hasAttribute("${themeChoiceAttribute}")) return;
  apply(input.value);
  try { if (input.value === "system") localStorage.removeItem(key); else localStorage.setItem(key, input.value); } catch {}
});
addEventListener("storage", (e) => { if (e.key === key) apply(e.newValue); });
})();`;
