// The news section's addresses, pagination and reading time. Plain Node loads this file too
// (the pre-render list, build steps): relative imports only.

/** Posts on each page of /whats-new. */
export const newsPerPage = 12;
export const newsIndexPath = "/whats-new";

export const newsPostPath = (slug: string) => `${newsIndexPath}/${slug}`;

/** Page 1 is the index itself; later pages are /whats-new/page/<n>. */
export const newsPagePath = (page: number) =>
  page <= 1 ? newsIndexPath : `${newsIndexPath}/page/${page}`;

export const newsPageCount = (posts: number) => Math.max(1, Math.ceil(posts / newsPerPage));

/** The posts of page `page` (1-based), or undefined when there is no such page. */
export function newsPage<T>(posts: readonly T[], page: number): T[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > newsPageCount(posts.length)) return undefined;
  return posts.slice((page - 1) * newsPerPage, page * newsPerPage);
}

/** The page number in a /whats-new/page/<n> address, or undefined when it is not a plain number ≥ 2. */
export function parsePageParam(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d*$/.test(param)) return undefined;
  const page = Number(param);
  return page >= 2 ? page : undefined;
}

/** Every page of the index after the first, for pre-rendering. */
export const laterNewsPagePaths = (posts: number) =>
  Array.from({ length: newsPageCount(posts) - 1 }, (_, index) => newsPagePath(index + 2));

/** Minutes to read `words` at about 220 words a minute, rounded up. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / 220));

/** The posts either side of `slug` in a newest-first list: the older one and the newer one. */
export function newsNeighbours<T extends { slug: string }>(
  posts: readonly T[],
  slug: string,
): { older?: T; newer?: T } {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { older: posts[index + 1], newer: index > 0 ? posts[index - 1] : undefined };
}
