import { Icon } from "~/components/ui/Icon";
import { Link } from "react-router";
import { contactCta, footerColumns, footerCta } from "~/content/navigation";
import { site } from "~/site";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

const { address } = site.contact;

export function Footer() {
  return (
    <footer className="on-dark bg-night text-on-dark">
      <div className="container-page pt-16">
        <section
          aria-labelledby="footer-cta"
          className="relative overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-brand-900 via-brand-600 to-accent-600 px-6 py-10 sm:px-10 md:flex md:items-center md:justify-between md:gap-8"
        >
          <div>
            <h2
              id="footer-cta"
              className="text-2xl font-semibold tracking-tight text-white sm:text-3xl"
            >
              {footerCta.title}
            </h2>
            <p className="mt-2 max-w-xl text-white/90">{footerCta.body}</p>
          </div>
          <Link
            to={contactCta.href}
            className="mt-6 inline-flex shrink-0 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm transition-transform hover:-translate-y-0.5 md:mt-0"
          >
            {footerCta.label}
          </Link>
        </section>

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
                  {site.contact.email}
                </a>
              </li>
              <li>
                <a
                  href={site.contact.phoneHref}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Icon name="phone" className="h-4 w-4 text-on-dark-brand" />
                  {site.contact.phone}
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
                    {address.street}, {address.locality} {address.postalCode}, {address.region},{" "}
                    {address.country}
                    <span className="sr-only"> (opens a map in a new tab)</span>
                  </address>
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
                      <a
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-on-dark-muted transition-colors hover:text-white"
                      >
                        {link.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="flex flex-col gap-4 border-t border-white/10 py-6 text-sm text-on-dark-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.legalName.replace(/\.$/, "")}. All rights reserved.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
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
