// Types of the islands step's helpers, for the unit tests.
import type { IslandModule } from "../../app/lib/inline-scripts/islands.ts";

export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export function islandModules(manifest: Record<string, ManifestChunk>): Record<string, IslandModule>;
export function assertNoRouter(html: string): void;
export function pageIslands(html: string): string[];
export function writeIslandsMap(html: string, map: Record<string, IslandModule>): string;
export function suggestionModule(manifest: Record<string, ManifestChunk>): string | undefined;
export function writeSuggestionModule(html: string, src: string | undefined): string;
export function run(clientDir: string): Promise<string>;
