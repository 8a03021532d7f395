export declare const notFoundPaths: readonly string[];
export declare const teamShellPath: string;
