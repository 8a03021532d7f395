// Serves the content collections to the app as modules: `import caseStudies from
// "virtual:content/case-studies"` is the validated collection as JSON. The build fails with the
// loader's ContentError when any file is broken; in development an edited file reloads the page.
// The modules' types (app/content/virtual-content.d.ts) are rewritten from the registry when a
// build or the dev server starts.
import { relative } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { collections, type CollectionName } from "../../app/content/collections.ts";
import { contentRoot, loadContent, type LoadedCollections } from "./load.ts";
import { writeModuleTypes } from "./module-types.ts";

const prefix = "virtual:content/";
const resolvedPrefix = `\0${prefix}`;

export function contentCollections(): Plugin {
  let cache: LoadedCollections | undefined;
  // The build's language (scripts/build-languages.mjs sets it): its content, English where it has none.
  const load = () => (cache ??= loadContent(process.env.VITE_SITE_LOCALE ?? "en"));
  let building = false;
  return {
    name: "kaveri-content-collections",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      if (!id.startsWith(prefix)) return undefined;
      const name = id.slice(prefix.length);
      if (!(name in collections))
        throw new Error(
          `content: there is no collection "${name}" (see app/content/collections.ts)`,
        );
      return `${resolvedPrefix}${name}`;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length) as CollectionName;
      return `export default ${JSON.stringify(load()[name])};`;
    },
    buildStart() {
      cache = undefined;
      writeModuleTypes();
      // A build reads and validates every file before anything else is built, so a broken file
      // stops it at once; the dev server reports one when a page asks for its collection.
      if (building) load();
      this.addWatchFile(contentRoot);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(contentRoot);
      const reload = (file: string) => {
        if (relative(contentRoot, file).startsWith("..")) return;
        cache = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(resolvedPrefix)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload).on("add", reload).on("unlink", reload);
    },
  };
}
