import { PageHero } from "~/components/site/PageHero";
import { HeroList } from "~/components/sections/HeroAsides";
import { CheckList } from "~/components/ui/CheckList";
import { Card } from "~/components/ui/Card";
import { Icon } from "~/components/ui/Icon";
import { Section } from "~/components/ui/Section";
import {
  boilerplate,
  brandColourTokens,
  logoDownloads,
  logoGuidelines,
  pressContact,
} from "~/content/media-kit";
import { pageIntros } from "~/content/page-intros";
import { mediaKitPage, pageSections } from "~/content/page-sections";
import { ui, withName } from "~/content/ui";
import { hexToRgb, parseColourTokens } from "~/lib/design-tokens";
import { goalAttributes } from "~/lib/goals";
import { innerPageMeta } from "~/lib/page-meta";
// The stylesheet's source, read at build time by the loader only (pre-rendered, never shipped).
import appCss from "~/styles/app.css?raw";
import type { Route } from "./+types/media-kit";

/**
 * Runs at build time: the copy is in the HTML and the route's JavaScript carries only the
 * components. Colour values come from the design tokens, so the kit always matches the site.
 */
export function loader() {
  const tokens = parseColourTokens(appCss);
  return {
    intro: pageIntros.mediaKit,
    parent: pageIntros.resources.metaTitle,
    sections: pageSections.mediaKit,
    guidelinesTitle: mediaKitPage.guidelinesTitle,
    boilerplateLabels: mediaKitPage.boilerplateLabels,
    downloadLabel: ui.download,
    logoDownloads,
    logoGuidelines,
    boilerplate,
    pressContact,
    colours: brandColourTokens.map((colour) => {
      const hex = tokens[colour.token];
      if (!hex) throw new Error(`media kit: no colour token --color-${colour.token} in app.css`);
      return { ...colour, hex, rgb: hexToRgb(hex) };
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  innerPageMeta(loaderData.intro, "/resources/media-kit", {
    parents: [{ name: loaderData.parent, path: "/resources" }],
  });

export default function MediaKitRoute({ loaderData }: Route.ComponentProps) {
  const {
    intro,
    sections,
    guidelinesTitle,
    boilerplateLabels,
    downloadLabel,
    logoDownloads,
    logoGuidelines,
    boilerplate,
    pressContact,
    colours,
  } = loaderData;
  return (
    <>
      {/* The person a journalist wants first, beside the opening. */}
      <PageHero
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        aside={
          <HeroList
            kind="press"
            label={sections.press.title}
            lead={<p className="mt-3 text-sm leading-6 text-ink-muted">{pressContact.note}</p>}
            items={[
              {
                icon: "users",
                title: pressContact.name,
                detail: (
                  <>
                    <span className="block">{pressContact.role}</span>
                    <a
                      href={`mailto:${pressContact.email}`}
                      className="block font-medium text-brand-700 hover:underline"
                    >
                      {pressContact.email}
                    </a>
                    <a
                      href={pressContact.phoneHref}
                      dir="ltr"
                      className="block font-medium text-brand-700 hover:underline"
                    >
                      {pressContact.phone}
                    </a>
                  </>
                ),
              },
            ]}
          />
        }
      />
      <Section id="logos" {...sections.logos}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {logoDownloads.map((logo) => (
            <li key={logo.href}>
              <Card className="flex h-full flex-col overflow-hidden">
                <div
                  className={`flex h-36 items-center justify-center p-6 ${logo.background === "dark" ? "bg-night" : "bg-surface-muted"}`}
                >
                  <img
                    src={logo.href}
                    alt=""
                    width={logo.width}
                    height={logo.height}
                    className={`w-auto ${logo.width > logo.height ? "h-10" : "h-20"}`}
                    loading="lazy"
                  />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="font-semibold text-ink">{logo.label}</h3>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{logo.description}</p>
                  <a
                    href={logo.href}
                    download
                    {...goalAttributes("media-kit-download", {
                      file: logo.href.slice(logo.href.lastIndexOf("/") + 1),
                    })}
                    className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    <Icon name="download" className="h-4 w-4" />
                    {withName(downloadLabel, logo.format)}
                    <span className="sr-only">: {logo.label}</span>
                  </a>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 max-w-2xl">
          <h3 className="font-semibold text-ink">{guidelinesTitle}</h3>
          <CheckList items={logoGuidelines} className="mt-3 text-base" />
        </div>
      </Section>
      <Section id="colours" tone="muted" {...sections.colours}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {colours.map((colour) => (
            <li key={colour.token}>
              <Card className="overflow-hidden">
                <div
                  aria-hidden="true"
                  className={`h-24 border-b border-line ${colour.swatchClass}`}
                />
                <div className="p-5">
                  <h3 className="font-semibold text-ink">{colour.name}</h3>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-ink-muted">HEX</dt>
                    <dd className="font-mono text-ink">{colour.hex}</dd>
                    <dt className="text-ink-muted">RGB</dt>
                    <dd className="font-mono text-ink">{colour.rgb}</dd>
                  </dl>
                  <p className="mt-3 text-sm leading-6 text-ink-muted">{colour.usage}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="boilerplate" {...sections.boilerplate}>
        <div className="grid gap-6 lg:grid-cols-5">
          <Card className="p-6 lg:col-span-2">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {boilerplateLabels.short}
            </h3>
            <p className="mt-3 leading-7 text-ink">{boilerplate.short}</p>
          </Card>
          <Card className="p-6 lg:col-span-3">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-700">
              {boilerplateLabels.long}
            </h3>
            <p className="mt-3 leading-7 text-ink">{boilerplate.long}</p>
          </Card>
        </div>
      </Section>
      <Section id="press-contact" tone="muted" {...sections.press}>
        <Card className="max-w-xl p-6 sm:p-8">
          <p className="text-lg font-semibold text-ink">{pressContact.name}</p>
          <p className="text-sm text-ink-muted">{pressContact.role}</p>
          <ul className="mt-5 space-y-3">
            <li>
              <a
                href={`mailto:${pressContact.email}`}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <Icon name="mail" className="h-5 w-5" />
                {pressContact.email}
              </a>
            </li>
            <li>
              <a
                href={pressContact.phoneHref}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <Icon name="phone" className="h-5 w-5" />
                <span dir="ltr">{pressContact.phone}</span>
              </a>
            </li>
          </ul>
          <p className="mt-5 text-sm leading-6 text-ink-muted">{pressContact.note}</p>
        </Card>
      </Section>
    </>
  );
}
