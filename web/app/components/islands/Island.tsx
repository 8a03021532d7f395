import type { ComponentType, ReactNode } from "react";
import {
  islandAttribute,
  islandOnAttribute,
  islandPrefix,
  islandPropsAttribute,
  islandTriggerAttribute,
  type IslandTrigger,
  serialiseProps,
} from "~/lib/islands";
import { IslandFrame } from "./IslandFrame";

type Render = (node: ReactNode, options: { identifierPrefix: string }) => string;
let renderIsland: Render | null = null;

/**
 * entry.server.tsx hands in react-dom/server's renderToString: imported here, it would be in the
 * browser's chunks of every page that places an island.
 */
export function setIslandRenderer(render: Render): void {
  renderIsland = render;
}

/** The island's subtree as the browser hydrates it (app/islands/*.client.tsx), to HTML. */
export function islandHtml<P extends object>(
  name: string,
  Component: ComponentType<P>,
  props: P,
): string {
  if (!renderIsland) throw new Error(`island ${name}: no renderer (entry.server.tsx sets it)`);
  return renderIsland(
    <IslandFrame>
      <Component {...props} />
    </IslandFrame>,
    { identifierPrefix: islandPrefix(name) },
  );
}

/**
 * A widget that needs React in the browser, on a page that otherwise ships none: rendered to
 * HTML at build time as its own root, its props written beside it, and hydrated by the islands
 * loader (lib/inline-scripts/islands.ts) when the visitor reaches for it (`on`). `name` is the
 * module app/islands/<name>.client.tsx, which hydrates the same component. The component may not
 * use the router (there is none in the browser) or any context of the page; its props must be
 * JSON. docs/decisions/012-islands.md.
 */
export function Island<P extends object>({
  name,
  on,
  trigger,
  component,
  props,
}: {
  name: string;
  on: IslandTrigger | `${IslandTrigger} ${IslandTrigger}`;
  /** A selector for elements outside the island whose pointer or focus also starts it. */
  trigger?: string;
  component: ComponentType<P>;
  props: P;
}) {
  // The browser's build of the page (the team console's app) never renders an island itself:
  // empty inner HTML, which hydration leaves as the server sent it.
  const html = import.meta.env.SSR ? islandHtml(name, component, props) : "";
  const json = import.meta.env.SSR ? serialiseProps(name, props) : "";
  return (
    <>
      <div
        {...{ [islandAttribute]: name, [islandOnAttribute]: on, [islandTriggerAttribute]: trigger }}
        className="contents"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        {...{ [islandPropsAttribute]: name }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  );
}
