// Its own module: a route that needs only this must not pull in the page-copy modules beside it.

/** "{count} open positions" with the count filled in. */
export function withCount(text: string, count: number): string {
  return text.replaceAll("{count}", String(count));
}
