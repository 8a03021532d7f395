// The long date every page writes, in the page's language (lib/format.ts).
export { formatLongDate } from "./format";
