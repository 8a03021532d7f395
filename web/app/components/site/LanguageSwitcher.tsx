import { useLocation } from "react-router";
import { ui } from "~/content/ui";
import { glyphClasses } from "~/content/glyph-names";
import { goalAttributes } from "~/lib/goals";
import { language, languages, pathInLanguage } from "~/lib/locale";

/**
 * The same page in each language the site publishes, named in itself. Plain links (each
 * language is its own build, so a switch is a page load) in a <details> disclosure in the
 * header and an open list in the mobile menu: both work before React hydrates.
 */
export function LanguageSwitcher({ inline = false }: { inline?: boolean }) {
  const { pathname } = useLocation();
  if (languages.length < 2) return null;
  const links = (
    <ul className={inline ? "flex flex-wrap gap-2" : "grid gap-0.5 p-1.5"}>
      {languages.map((l) => {
        const current = l.code === language.code;
        return (
          <li key={l.code}>
            <a
              href={pathInLanguage(pathname, l.code)}
              lang={l.code}
              hrefLang={l.code}
              aria-current={current ? "true" : undefined}
              {...(current ? {} : goalAttributes("language-switch", { lang: l.code }))}
              className={`block rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted hover:text-brand-700 aria-[current]:text-brand-700 ${
                inline
                  ? "border border-line aria-[current]:border-brand-300 aria-[current]:bg-brand-50"
                  : "aria-[current]:bg-brand-50"
              }`}
            >
              {l.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
  if (inline)
    return (
      <nav aria-label={ui.language.label} className="mb-4">
        {links}
      </nav>
    );
  return (
    <details className="group relative">
      <summary className="flex h-11 cursor-pointer list-none items-center gap-1 rounded-full px-2 text-sm font-semibold uppercase xl:px-2.5 text-ink-muted transition-colors hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{ui.language.label}: </span>
        {language.code}
        <span
          aria-hidden="true"
          className={`glyph ${glyphClasses.chevronDown} size-3.5 transition-transform group-open:rotate-180`}
        />
      </summary>
      <nav
        aria-label={ui.language.label}
        className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-xl border border-line bg-surface shadow-lg"
      >
        {links}
      </nav>
    </details>
  );
}
