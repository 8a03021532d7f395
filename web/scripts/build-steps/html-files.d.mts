export interface HtmlPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** The URL path the page answers at ("/", "/services", "/404.html"). */
  route: string;
  /** True for the 404 pages the server answers unknown paths with. */
  notFound: boolean;
}
export declare function htmlPages(clientDir: string): Promise<HtmlPage[]>;
export declare const privateFolders: readonly string[];
