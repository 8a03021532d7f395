export declare const serverBin: string;
export declare const serverArgs: string[];
export declare const staticDir: string;
export declare const port: number;
export declare const host: string;
export declare const baseURL: string;
export declare const chromiumPath: string;
export declare const testChromiumPath: string;
export declare const chromiumArgs: string[];
export declare function serverEnv(): Record<string, string | undefined>;
export declare function waitForServer(url: string, timeoutMs?: number): Promise<void>;
export declare function startServer(options?: {
  port?: number;
  env?: Record<string, string>;
}): Promise<{ baseURL: string; env: Record<string, string | undefined>; stop: () => boolean }>;
