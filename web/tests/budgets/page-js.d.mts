import type { Page } from "@playwright/test";

export interface ScriptResponse {
  url: string;
  /** The body's size as sent (encoded). */
  bytes: number;
}
export interface JsFigure {
  total: number;
  external: number;
  inline: number;
  scripts: ScriptResponse[];
}
export interface ScriptRecorder {
  scripts(): Promise<ScriptResponse[]>;
  requestedSince(since: number): string[];
}
export declare function isExecutableScriptType(type: string): boolean;
export declare function recordScripts(page: Page): ScriptRecorder;
export declare function inlineScriptText(page: Page): Promise<string>;
export declare function jsFigure(scripts: ScriptResponse[], inlineText: string): JsFigure;
export declare function describeJs(figure: JsFigure): string;
export declare function measureJs(
  page: Page,
  recorder: ScriptRecorder,
  options?: { quietMs?: number },
): Promise<JsFigure & { late: string[] }>;
