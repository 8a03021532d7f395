import { useLocation } from "react-router";
import { CtaBand } from "~/components/sections/CtaBand";
import { Icon } from "~/components/ui/Icon";
import { Isolated, WithName } from "~/components/ui/EnglishOnly";
import { ExternalLinkIcon, ExternalLinkText } from "~/components/ui/NewTabLink";
import { contactCta, footerColumns } from "~/content/navigation";
import { closingBandFor } from "~/lib/closing-band";
import { language, localePath, locale } from "~/lib/locale";
import { site } from "~/site";
import { Logo } from "./Logo";
import { useClosingBands } from "./root-data";
import { SocialIcon } from "./SocialIcon";
import { ui } from "~/content/ui";

const { address } = site.contact;
// The street address is written in English in every language (site.ts); only the country is
// the page's word. The English part is one isolate, so in Arabic the bidirectional algorithm
// cannot reorder its commas and numbers, followed by the page's own comma and country.
const addressInEnglish = locale !== "en";
const comma = language.dir === "rtl" ? "، " : ", ";

export function Footer() {
  const closingBands = useClosingBands();
  const { pathname } = useLocation();
  const band = closingBands ? closingBandFor(pathname, closingBands.pages) : "none";
  return (
    <footer className="defer-draw on-dark bg-night text-on-dark">
      <div className="container-page">
        {closingBands && band !== "none" && (
          // A page that ends with a band of its own (the not-found pages) hides this one, so no
          // two bands stand in a row; CSS decides, so it holds before hydration too.
          <div className="pt-16 [body:has(main_[data-closing-band])_&]:hidden">
            <CtaBand
              id="footer-cta"
              kind={band}
              band={closingBands[band]}
              primary={band === "hiring" ? closingBands.hiring.primary : contactCta}
            />
          </div>
        )}

        <div className="grid gap-10 py-14 lg:grid-cols-[1.3fr_2fr]">
          <div>
            <Logo onDark />
            <p className="mt-4 max-w-sm text-sm leading-6 text-on-dark-muted">{site.blurb}</p>
            <ul className="mt-6 space-y-3 text-sm">
              <li>
                <a
                  href={`mailto:${site.contact.email}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Icon name="mail" className="h-4 w-4 text-on-dark-brand" />
                  <bdi>{site.contact.email}</bdi>
                </a>
              </li>
              <li>
                <a
                  href={site.contact.phoneHref}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Icon name="phone" className="h-4 w-4 text-on-dark-brand" />
                  <span dir="ltr">{site.contact.phone}</span>
                </a>
              </li>
              <li>
                <a
                  href={site.contact.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-start gap-2 hover:text-white"
                >
                  <Icon name="mapPin" className="mt-0.5 h-4 w-4 shrink-0 text-on-dark-brand" />
                  <address className="not-italic">
                    <Isolated english={addressInEnglish}>
                      {address.street}, {address.locality} {address.postalCode}, {address.region}
                    </Isolated>
                    {comma}
                    <span className="whitespace-nowrap">
                      {address.country}
                      <ExternalLinkIcon />
                    </span>
                  </address>
                  <ExternalLinkText label={ui.newTabMap} />
                </a>
              </li>
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
                <h2 id={`footer-${column.heading}`} className="text-sm font-semibold text-white">
                  {column.heading}
                </h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      {/* A page of this site: it opens in place, as every link to the site does. */}
                      <a
                        href={localePath(link.href)}
                        className="text-on-dark-muted transition-colors hover:text-white"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        {/* From 640 px the chat launcher floats over this row's end (right; left in RTL) once the page is
            scrolled to the bottom (AssistantLauncher: 3.5rem at 1.5rem from the edge): the row
            ends short of it by whatever the launcher reaches past the page's margin. */}
        <div className="flex flex-col gap-4 border-t border-white/10 py-6 text-sm text-on-dark-muted sm:flex-row sm:items-center sm:justify-between sm:pe-[max(0px,calc(6.5rem_-_(100vw_-_100%)/2))]">
          <p>
            © {site.copyrightYear}{" "}
            <WithName label={ui.copyright} name={site.legalName.replace(/\.$/, "")} />
          </p>
          <ul className="flex gap-2" aria-label={ui.landmarks.social}>
            {site.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.label} ${ui.newTab}`}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-white/15 transition-colors hover:border-white/40 hover:text-white"
                >
                  <SocialIcon network={s.network} className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
