interface FeedPost {
  slug: string;
  title: string;
  date: string;
  category: string;
  author: string;
  summary: string;
  html: string;
  untranslated?: true;
}
/** The RSS document of a language's news page (its pre-rendered HTML) and the posts it lists. */
export function feedXml(page: string, posts: readonly FeedPost[], code: string): string;
/** The posts a language's feed lists: those written in it. */
export function ownPosts<P extends { untranslated?: true }>(posts: readonly P[]): P[];
export function run(clientDir: string): Promise<string>;
