import { Fragment } from "react";
import { Link } from "react-router";
import type { InlinePart } from "~/lib/inline-links";

/** Copy with links inside it (from lib/inline-links), the links as router links. */
export function InlineLinks({
  parts,
  linkClassName,
}: {
  parts: readonly InlinePart[];
  linkClassName: string;
}) {
  return (
    <>
      {parts.map((part, index) =>
        "href" in part ? (
          <Link key={index} to={part.href} className={linkClassName}>
            {part.label}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
