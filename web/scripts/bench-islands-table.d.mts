export type Times = (number | null)[];
export interface BenchRow {
  lang: string;
  name: string;
  route: string;
  response: Times;
  hydrated: Times | "absent" | null;
  kept: (boolean | null)[];
}
export declare function median(values: Times): number | null;
export declare function describeTimes(values: Times | "absent" | null): string;
export declare function describeKept(kept: (boolean | null)[]): string;
export declare function benchTable(rows: BenchRow[]): string;
