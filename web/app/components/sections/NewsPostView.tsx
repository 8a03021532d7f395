import { Link } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Icon } from "~/components/ui/Icon";
import { RichText } from "~/components/ui/RichText";
import { EnglishOnlyNotice, englishText } from "~/components/ui/EnglishOnly";
import type { NewsPost, NewsPostPage } from "~/content/schema";
import type { OutlineEntry } from "~/lib/html-outline";
import { newsIndexPath, newsPostPath } from "~/lib/news-pages";
import { fillPlaceholders } from "~/lib/placeholders";
import { FirstScreenEnd } from "~/components/site/FirstScreenEnd";
import { PortraitFace } from "~/components/ui/Portrait";
import { Picture } from "~/components/ui/Picture";
import type { ResponsivePicture } from "~/content/responsive-picture";
import { ui } from "~/content/ui";

type Sibling = Pick<NewsPost, "slug" | "title" | "untranslated">;

export interface NewsPostViewProps {
  /** The post, its date written out by the loader (lib/format.ts). */
  post: Omit<NewsPost, "words"> & { dateText: string };
  /** The post's own picture (art/generators/news.mjs), decorative. */
  picture: ResponsivePicture;
  minutes: number;
  /** The body's sections, listed beside the body on wide screens when there are two or more. */
  outline: readonly OutlineEntry[];
  older?: Sibling;
  newer?: Sibling;
  copy: NewsPostPage;
  /** The author's portrait, when a leader wrote the post. */
  authorPortrait?: string;
}

/** A news post on its own page: breadcrumbs, category, date, author, reading time, body, siblings. */
export function NewsPostView({
  post,
  picture,
  minutes,
  outline,
  older,
  newer,
  copy,
  authorPortrait,
}: NewsPostViewProps) {
  const showOutline = outline.length >= 2;
  return (
    <article aria-labelledby="post-title">
      <header className="border-b border-line bg-surface-muted">
        {/* The post's picture beside the opening from lg, where it is the largest paint (preloaded).
            A narrower screen opens on the words (the picture would be its largest paint, for a
            decoration) and shows the picture after the body instead. */}
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14">
          <div className="min-w-0">
            <Breadcrumbs
              trail={[
                { name: ui.home, path: "/" },
                { name: copy.breadcrumb, path: newsIndexPath },
              ]}
              current={post.title}
              currentInEnglish={post.untranslated}
            />
            <div className="mt-8">
              <Badge tone="brand">{ui.valueLabels.newsCategory[post.category]}</Badge>
            </div>
            <EnglishOnlyNotice untranslated={post.untranslated} className="mt-4" />
            <h1
              id="post-title"
              {...englishText(post.untranslated)}
              className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
            >
              {post.title}
            </h1>
            <p
              {...englishText(post.untranslated)}
              className="mt-5 max-w-2xl text-lg leading-8 text-ink-muted"
            >
              {post.summary}
            </p>
            <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm text-ink-muted">
              <div className="flex gap-1.5">
                <dt>{copy.published}</dt>
                <dd>
                  <time dateTime={post.date} className="font-semibold text-ink">
                    {post.dateText}
                  </time>
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt>{copy.byline}</dt>
                <dd className="flex items-center gap-2 font-semibold text-ink">
                  {authorPortrait && (
                    <PortraitFace src={authorPortrait} className="-my-1.5 h-8 w-8" />
                  )}
                  {post.author}
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">{copy.readingTimeLabel}</dt>
                <dd className="flex items-center gap-1.5">
                  <Icon name="clock" className="h-4 w-4 text-brand-700" />
                  {fillPlaceholders(copy.readingTime, { count: minutes })}
                </dd>
              </div>
            </dl>
          </div>
          <div data-post-picture className="hidden lg:block">
            <Picture
              picture={picture}
              alt=""
              sizes="(min-width: 1280px) 576px, 42vw"
              priority="wide"
              className="aspect-[16/10] w-full rounded-2xl border border-line object-cover shadow-[var(--shadow-card)]"
            />
          </div>
        </div>
        <FirstScreenEnd />
      </header>
      {/* From lg the body keeps a reading measure and a rail beside it holds the post's outline
          and the way back to the news, in view while the post scrolls. */}
      <div className="container-page py-12 sm:py-16 lg:grid lg:grid-cols-[minmax(0,42rem)_16rem] lg:gap-16 xl:grid-cols-[minmax(0,42rem)_18rem] xl:gap-24">
        <div {...englishText(post.untranslated)}>
          <RichText html={post.html} />
        </div>
        <div data-post-picture className="mt-12 lg:hidden">
          <Picture
            picture={picture}
            alt=""
            sizes="(min-width: 768px) 42rem, calc(100vw - 2.5rem)"
            className="aspect-[16/10] w-full max-w-2xl rounded-2xl border border-line object-cover"
          />
        </div>
        <div className="hidden lg:block">
          <div className="sticky top-[calc(var(--header-height)+2rem)] space-y-8">
            {showOutline && (
              <nav aria-labelledby="post-outline" className="border-s-2 border-brand-200 ps-6">
                <p id="post-outline" className="text-sm font-semibold text-ink-muted">
                  {copy.outline}
                </p>
                <ol className="mt-2 space-y-1 text-sm">
                  {outline.map((section) => (
                    <li key={section.id}>
                      {/* A block with room above and below: each a target of its own at least
                          24 px tall, however its neighbours' titles wrap (WCAG 2.5.8). */}
                      <a
                        href={`#${section.id}`}
                        className="block py-1 font-medium text-ink hover:text-brand-700 hover:underline"
                      >
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <Link
              data-pagefind-ignore
              to={newsIndexPath}
              className="inline-flex items-center gap-2 ps-6 text-sm font-semibold text-brand-700 hover:underline"
            >
              <Icon name="arrowLeft" className="h-4 w-4" />
              {copy.backToAll}
            </Link>
          </div>
        </div>
      </div>
      <nav aria-label={copy.siblings} className="container-page pb-16 sm:pb-20">
        <ul className="grid gap-4 border-t border-line pt-10 sm:grid-cols-2">
          <li>
            {older && (
              <Link
                to={newsPostPath(older.slug)}
                rel="prev"
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line p-5 hover:border-brand-300"
              >
                <span className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                  <Icon name="arrowLeft" className="h-4 w-4" />
                  {copy.older}
                </span>
                <span
                  {...englishText(older.untranslated)}
                  className="mt-2 font-semibold text-ink group-hover:underline"
                >
                  {older.title}
                </span>
              </Link>
            )}
          </li>
          <li>
            {newer && (
              <Link
                to={newsPostPath(newer.slug)}
                rel="next"
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line p-5 text-end hover:border-brand-300"
              >
                <span className="flex items-center justify-end gap-1.5 text-sm font-semibold text-brand-700">
                  {copy.newer}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </span>
                <span
                  {...englishText(newer.untranslated)}
                  className="mt-2 font-semibold text-ink group-hover:underline"
                >
                  {newer.title}
                </span>
              </Link>
            )}
          </li>
        </ul>
        <p className="mt-8 text-center">
          <Link to={newsIndexPath} className="font-semibold text-brand-700 hover:underline">
            {copy.backToAll}
          </Link>
        </p>
      </nav>
    </article>
  );
}
