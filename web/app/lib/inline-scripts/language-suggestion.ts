// Decides the suggestion of another language (lib/language-suggestion.ts) while the page is
// parsed: the first of the browser's preferred languages that the site publishes, unless it is
// the page's own ("de-AT" matches "de"), and only when the page has that language's hreflang
// alternate (an English-only post is never suggested in German). Only then does it import the
// bar's module (app/islands/language-suggestion.client.ts, with every language's words), so a
// page without a suggestion costs these few bytes and nothing else. A visitor who dismissed or
// followed one (or whose browser refuses storage, where a dismissal could never last) gets none.
// scripts/build-steps/islands.mjs writes the module's address in place of the marker, before the
// CSP step. The rules of an inline script: README.md.
import { SUGGESTION_STORAGE_KEY } from "../language-suggestion.ts";

/** Where the build step writes the bar module's address. */
export const suggestionModuleMarker = "/*language-suggestion*/";

/** The script for a page in `page`, on a site that publishes `available`. */
export const languageSuggestionScript = (page: string, available: readonly string[]): string =>
  `(() => {
try { if (localStorage.getItem("${SUGGESTION_STORAGE_KEY}") != null) return; } catch { return; }
const s = document.currentScript;
for (const t of navigator.languages) {
const c = t.toLowerCase().split(/[-_]/)[0];
if (!${JSON.stringify(available)}.includes(c)) continue;
const l = c != "${page}" && document.querySelector("link[rel=alternate][hreflang=" + c + "]");
if (l) import("${suggestionModuleMarker}").then((m) => m.show(s, c, l.href));
return;
}
})();`;
