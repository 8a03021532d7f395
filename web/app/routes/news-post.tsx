import { NewsPostView } from "~/components/sections/NewsPostView";
import { NotFound, notFoundMessage } from "~/components/site/NotFound";
import { newsPicture } from "~/content/artwork";
import { leaders } from "~/content/leadership";
import { findNewsPost, newsPostPage, newsPosts } from "~/content/news";
import { withDateText } from "~/lib/format";
import { outlineOf } from "~/lib/html-outline";
import { breadcrumbJsonLd, newsArticleJsonLd } from "~/lib/jsonld";
import { newsIndexPath, newsNeighbours, newsPostPath, readingMinutes } from "~/lib/news-pages";
import { pageMeta } from "~/lib/seo";
import { entryLanguages } from "~/content/entry-languages.server";
import type { Route } from "./+types/news-post";
import { ui } from "~/content/ui";

// Runs at build time only (every post is pre-rendered): the page ships its own post in the HTML.
export function loader({ params }: Route.LoaderArgs) {
  const post = findNewsPost(params.slug);
  if (!post) return null;
  const { older, newer } = newsNeighbours(newsPosts, post.slug);
  const { words, ...rest } = post;
  return {
    post: withDateText(rest),
    picture: newsPicture(post.slug),
    minutes: readingMinutes(words),
    words,
    outline: outlineOf(post.html),
    older: older && { slug: older.slug, title: older.title, untranslated: older.untranslated },
    newer: newer && { slug: newer.slug, title: newer.title, untranslated: newer.untranslated },
    authorIsPerson: leaders.some((leader) => leader.name === post.author),
    /** A leader's portrait beside the byline, when a leader wrote the post. */
    authorPortrait: leaders.find((leader) => leader.name === post.author)?.portrait,
    copy: newsPostPage,
    languages: entryLanguages("news", `${post.slug}.md`),
  };
}

/** The post's Open Graph card, rendered by the social-cards build step. */
const socialCard = (slug: string) => `/og/news/${slug}.png`;

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData)
    return pageMeta({
      title: notFoundMessage,
      description: ui.notFound.description,
      path: "/404",
      noindex: true,
    });
  const { post, words, authorIsPerson, copy, languages } = loaderData;
  const path = newsPostPath(post.slug);
  const image = socialCard(post.slug);
  return [
    ...pageMeta({
      title: post.title,
      description: post.summary,
      path,
      image,
      languages,
      jsonLd: [
        newsArticleJsonLd({ ...post, words }, { path, image, authorIsPerson }),
        breadcrumbJsonLd([
          { name: copy.breadcrumb, path: newsIndexPath },
          { name: post.title, path },
        ]),
      ],
    }),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category },
  ];
};

export default function NewsPostRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  const { post, picture, minutes, outline, older, newer, copy, authorPortrait } = loaderData;
  return (
    <NewsPostView
      post={post}
      picture={picture}
      minutes={minutes}
      outline={outline}
      older={older}
      newer={newer}
      copy={copy}
      authorPortrait={authorPortrait}
    />
  );
}
