export declare const notFoundPaths: readonly string[];
