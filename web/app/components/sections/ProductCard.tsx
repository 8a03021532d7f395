import { ui, withName } from "~/content/ui";
import { Link } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import type { Product } from "~/content/types";
import { hasExternalLink } from "~/lib/product-links";
import { productStatusTone } from "~/lib/product-status";
import { CheckList } from "./CheckList";
import { IconChip } from "./IconChip";
import { NewTabLink } from "./NewTabLink";

const linkClass = "inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline";

export function ProductCard({ product }: { product: Product }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <article className="flex h-full flex-col" aria-labelledby={`product-${slugOf(product.name)}`}>
        <div className="flex items-start justify-between gap-4">
          <IconChip name={product.icon} />
          <Badge tone={productStatusTone(product.status)}>
            <span className="sr-only">Status: </span>
            {product.status}
          </Badge>
        </div>
        <h3 id={`product-${slugOf(product.name)}`} className="mt-5 text-lg font-semibold text-ink">
          {product.name}
        </h3>
        <p className="mt-2 text-sm leading-6 text-ink-muted">{product.description}</p>
        <CheckList items={product.features} className="mt-5" />
        <div className="mt-auto pt-6">
          {hasExternalLink(product) ? (
            <NewTabLink href={product.link} className={linkClass}>
              {withName(ui.visit, product.name)}
            </NewTabLink>
          ) : (
            <Link to="/contact" className={linkClass}>
              {withName(ui.askAbout, product.name)}
            </Link>
          )}
        </div>
      </article>
    </Card>
  );
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
