// The site's content for specs that need to know it (a service's title, a post's date). Specs
// run in plain Node, where the app's `virtual:content/*` modules do not exist, so they read the
// collections through the same loader the build uses, validated the same way.
import { loadContent } from "../../../scripts/content/load.ts";

export const content = loadContent();
