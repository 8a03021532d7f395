import { Badge } from "~/components/ui/Badge";
import type { NewsPost } from "~/content/types";
import { formatLongDate } from "~/lib/dates";

/** One dated news post; the id is its slug, which the RSS feed links to. */
export function NewsPostArticle({ post }: { post: NewsPost }) {
  const headingId = `${post.slug}-title`;
  return (
    <article id={post.slug} aria-labelledby={headingId} className="scroll-mt-24 grid gap-4 md:grid-cols-[12rem_1fr] md:gap-10">
      <div className="flex items-center gap-3 md:flex-col md:items-start">
        <time dateTime={post.date} className="text-sm font-semibold text-ink">
          {formatLongDate(post.date)}
        </time>
        <Badge tone="brand">{post.category}</Badge>
      </div>
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-ink">
          {post.title}
        </h2>
        <p className="mt-3 text-lg leading-8 text-ink">{post.summary}</p>
        <div className="prose-news mt-4 space-y-4 leading-7 text-ink-muted" dangerouslySetInnerHTML={{ __html: post.html }} />
      </div>
    </article>
  );
}
