import { Link } from "react-router";
import { ui } from "~/content/ui";
import { Badge } from "~/components/ui/Badge";
import { Picture } from "~/components/ui/Picture";
import type { ResponsivePicture } from "~/content/responsive-picture";
import { EnglishMark, englishText } from "~/components/ui/EnglishOnly";
import type { NewsPost } from "~/content/types";
import { newsPostPath } from "~/lib/news-pages";

/** A post as the index lists it, its date written out by the loader (lib/format.ts). */
export type NewsListPost = Pick<
  NewsPost,
  "slug" | "title" | "date" | "category" | "summary" | "untranslated"
> & {
  dateText: string;
  /** The post's own picture (art/generators/news.mjs). */
  picture: ResponsivePicture;
};

/**
 * One post in the news index: its picture, date, category, title and summary, linking to the
 * post's page. The picture is decorative (alt ""): drawn from the post's category, it says nothing
 * the title does not, and the title's link is the one way in.
 */
export function NewsListItem({ post, readMore }: { post: NewsListPost; readMore: string }) {
  const headingId = `${post.slug}-title`;
  const path = newsPostPath(post.slug);
  return (
    <article
      data-pagefind-ignore
      id={post.slug}
      aria-labelledby={headingId}
      className="grid gap-4 md:grid-cols-[16rem_1fr] md:gap-10"
    >
      <div className="flex flex-wrap items-center gap-3 md:flex-col md:items-start">
        <div className="w-full max-md:mb-1">
          <Picture
            picture={post.picture}
            alt=""
            sizes="(min-width: 768px) 16rem, calc(100vw - 2.5rem)"
            className="aspect-[16/10] w-full rounded-xl border border-line object-cover"
          />
        </div>
        <time dateTime={post.date} className="text-sm font-semibold text-ink">
          {post.dateText}
        </time>
        <Badge tone="brand">{ui.valueLabels.newsCategory[post.category]}</Badge>
        <EnglishMark untranslated={post.untranslated} />
      </div>
      <div className="max-w-3xl">
        <h2
          id={headingId}
          {...englishText(post.untranslated)}
          className="text-2xl font-semibold tracking-tight text-ink"
        >
          <Link to={path} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p {...englishText(post.untranslated)} className="mt-3 text-lg leading-8 text-ink-muted">
          {post.summary}
        </p>
        <Link
          to={path}
          className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
          aria-describedby={headingId}
        >
          {readMore}
        </Link>
      </div>
    </article>
  );
}
