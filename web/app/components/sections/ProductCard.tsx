import { ui, withName } from "~/content/ui";
import { Link } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import type { ProductWithScreen } from "~/content/product-screens";
import { Picture } from "~/components/ui/Picture";
import { goalAttributes } from "~/lib/goals";
import { hasExternalLink } from "~/lib/product-links";
import { productStatusTone } from "~/lib/product-status";
import { slugify } from "~/lib/slug";
import { CheckList } from "~/components/ui/CheckList";
import { NewTabLink } from "~/components/ui/NewTabLink";

/** The screens' own size (art/generators/product-screens.mjs): width and height keep the layout still. */
const SCREEN_WIDTH = 360;
const SCREEN_HEIGHT = 225;
/** A card's width: one column on a phone, two from 640 px, up to four on the widest grid. */
const SCREEN_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw";

const linkClass =
  "inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline";

export function ProductCard({ product }: { product: ProductWithScreen }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article
        className="flex h-full flex-col"
        aria-labelledby={`product-${slugify(product.name)}`}
      >
        {/* The product's main screen: a light app window on a tinted stage, in both themes. */}
        <div className="border-b border-line bg-gradient-to-b from-surface-muted to-brand-50 px-4 pt-4 dark:to-surface-muted">
          <div className="lazy-frame aspect-[360/225] overflow-hidden rounded-t-lg shadow-[var(--shadow-lift)] ring-1 ring-line">
            {product.screen.picture ? (
              <Picture
                picture={product.screen.picture}
                alt={product.screen.alt}
                sizes={SCREEN_SIZES}
                className="block h-auto w-full"
              />
            ) : (
              <img
                src={product.screen.src}
                alt={product.screen.alt}
                width={SCREEN_WIDTH}
                height={SCREEN_HEIGHT}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full"
              />
            )}
          </div>
        </div>
        <div className="flex flex-1 flex-col p-6">
          {/* The screen above shows the product: the name leads (first in reading order), its status
              set above it as an eyebrow, so a long name has the card's full width (two lines at most). */}
          <div className="flex flex-col-reverse items-start gap-2">
            <h3
              id={`product-${slugify(product.name)}`}
              className="text-lg font-semibold text-balance text-ink"
            >
              {product.name}
            </h3>
            <span>
              <Badge tone={productStatusTone(product.status)}>
                <span className="sr-only">{ui.cards.status} </span>
                {ui.valueLabels.productStatus[product.status]}
              </Badge>
            </span>
          </div>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{product.description}</p>
          <CheckList items={product.features} className="mt-5" />
          <div className="mt-auto pt-6">
            {hasExternalLink(product) ? (
              <NewTabLink
                href={product.link}
                className={linkClass}
                name={product.name}
                marks={goalAttributes("outbound-product", { product: product.name })}
              >
                {withName(ui.visit, product.name)}
              </NewTabLink>
            ) : (
              <Link to="/contact" className={linkClass}>
                {withName(ui.askAbout, product.name)}
              </Link>
            )}
          </div>
        </div>
      </article>
    </Card>
  );
}
