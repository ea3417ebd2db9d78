export declare const WORSE_BY: number;
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  baseline?: number;
}
export type Ratios = Record<string, number>;
export declare function ratiosOf(rows: readonly BenchRow[]): Ratios;
export declare function regressions(kept: Ratios, now: Ratios): { name: string; was: number; now: number }[];
export declare function nextRecord(
  kept: Ratios,
  now: Ratios,
  ranAt: string,
): { ranAt: string; ratios: Ratios };
