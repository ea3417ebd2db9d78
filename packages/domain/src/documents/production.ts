import { idOf, lineRoleOf, numberOf, type Line } from './postings.ts';
import { roundHalfAway as round } from '../format/decimals.ts';
import { KG_PER_UQC } from './wastage.ts';

/* Issue 19's production batch in numbers (decisions 1100, 1101): what its outputs are worth, its yield. */

/** How a cost head charges a batch (the cost head master's Rate Basis). */
export type CostBasis = 'PER_KG' | 'PER_BATCH';

/** A cost head charged to a batch: its rate, and per kg of good output or per batch (`quantity` batches). */
export interface BatchCost {
  basis: CostBasis;
  rate: number;
  quantity: number;
}

/** A line coming in: a good output, or wastage valued at its material's scrap rate (none: 0). */
export interface BatchOutput {
  role: 'OUTPUT' | 'WASTAGE';
  quantity: number;
  /** Its weight in kg where its unit is not (bags in pieces); none: the quantity is the weight. */
  weight?: number | null;
  scrapRate?: number | null;
}

export interface BatchValuation {
  /** What the cost heads charged. */
  costs: number;
  /** What the wastage is worth at scrap rates, taken out of what the good outputs share. */
  scrap: number;
  /** The rate each output enters stock at, in the order given (4 decimals, the ledger's). */
  rates: number[];
}

const weightOf = (output: BatchOutput): number =>
  typeof output.weight === 'number' && output.weight > 0 ? output.weight : output.quantity;

/**
 * The outputs' rates (decision 1101): wastage at its scrap rate; the inputs' value plus the cost heads,
 * less what the wastage is worth as the ledger brings it in (each line to the paisa at its rate of 4 decimals,
 * decision 1831), spread over the good outputs by weight. Per-kg cost heads charge the good
 * outputs' weight. Nothing is worth less than 0.
 */
export function batchValuation(
  inputValue: number,
  costs: readonly BatchCost[],
  outputs: readonly BatchOutput[],
): BatchValuation {
  const good = outputs.filter((output) => output.role === 'OUTPUT');
  const goodWeight = good.reduce((sum, output) => sum + weightOf(output), 0);
  const charged = round(
    costs.reduce((sum, cost) => sum + cost.rate * (cost.basis === 'PER_KG' ? goodWeight : cost.quantity), 0),
    2,
  );
  const scrapRate = (output: BatchOutput): number => round(Math.max(0, output.scrapRate ?? 0), 4);
  // What the ledger brings each wastage line in at (its rate, its value to the paisa): no more, no less.
  const scrap = round(
    outputs
      .filter((output) => output.role === 'WASTAGE')
      .reduce((sum, output) => sum + round(output.quantity * scrapRate(output), 2), 0),
    2,
  );
  const pool = Math.max(0, inputValue + charged - scrap);
  return {
    costs: charged,
    scrap,
    rates: outputs.map((output) => {
      if (output.role === 'WASTAGE') return scrapRate(output);
      if (goodWeight <= 0 || output.quantity <= 0) return 0;
      return round((pool * weightOf(output)) / goodWeight / output.quantity, 4);
    }),
  };
}

/** A batch line's weight: its Weight (kg) where given, else its quantity. */
export const lineWeight = (line: Line): number => {
  const weight = numberOf(line.weightKg);
  return weight > 0 ? weight : numberOf(line.quantity);
};

/** The good outputs' weight as a percent of the inputs' (0 without inputs), to 2 decimals. */
export function batchYield(lines: readonly Line[]): number {
  const sum = (role: string) =>
    lines
      .filter((line) => lineRoleOf(line.lineRole) === role)
      .reduce((total, line) => total + lineWeight(line), 0);
  const input = sum('INPUT');
  return input > 0 ? round((sum('OUTPUT') / input) * 100, 2) : 0;
}

export const NEEDS_INPUT = 'A batch consumes something: add an input line.';
export const NEEDS_OUTPUT = 'A batch makes something: add an output line.';
export const OUTPUTS_LATER =
  'A batch running over days makes its outputs with its daily production entries: remove its output and wastage lines.';

/**
 * What a kg of a running batch's output is worth as a day's entry brings it in (decision 1221): the inputs'
 * value and the per-batch cost heads over the inputs' weight, plus the per-kg cost heads; 4 decimals.
 */
export function dayRatePerKg(inputValue: number, inputWeight: number, costs: readonly BatchCost[]): number {
  if (inputWeight <= 0) return 0;
  const perBatch = costs
    .filter((cost) => cost.basis === 'PER_BATCH')
    .reduce((sum, cost) => sum + cost.rate * cost.quantity, 0);
  const perKg = costs.filter((cost) => cost.basis === 'PER_KG').reduce((sum, cost) => sum + cost.rate, 0);
  return round(Math.max(0, inputValue + perBatch) / inputWeight + perKg, 4);
}

/** An output's rate per unit of its quantity from the batch's value per kg and its weight (4 decimals). */
export const dayRate = (perKg: number, weight: number, quantity: number): number =>
  quantity > 0 ? round((perKg * weight) / quantity, 4) : 0;

/**
 * Bad input "output beyond inputs" of a batch running over days (decision 1221): what its entries made by
 * weight, with this day's, may not weigh more than its inputs (to the gram). The refusal, or null.
 */
export function beyondInputs(
  inputWeight: number,
  producedWeight: number,
  addedWeight: number,
): string | null {
  if (producedWeight + addedWeight <= inputWeight + 0.0005) return null;
  return `Its inputs weigh ${round(inputWeight, 3)} kg and ${round(producedWeight, 3)} kg was made from them already: ${round(addedWeight, 3)} kg more is beyond its inputs.`;
}

/**
 * What a batch running over days lost in the process when completed (decision 1300): its inputs' weight
 * less what its daily entries made and wasted (3 decimals, never below 0). Gone: it moves no stock.
 */
export const processLoss = (inputWeight: number, producedWeight: number, wastedWeight: number): number =>
  Math.max(0, round(inputWeight - producedWeight - wastedWeight, 3));

/**
 * A line's weight in kg where it is known (decision 1802): its Weight (kg) where given, else its quantity in a
 * unit of weight (by the unit's GST unit code: grams, kilograms, tonnes); null in any other unit (metres, pieces).
 */
export function knownWeight(line: Line, uqc: string | null | undefined): number | null {
  const weight = numberOf(line.weightKg);
  if (weight > 0) return weight;
  const perUnit = uqc ? KG_PER_UQC[uqc] : undefined;
  return perUnit === undefined ? null : numberOf(line.quantity) * perUnit;
}

/**
 * What a production entry made in one go lost in the process (decision 1802): its inputs' weight less its
 * outputs' and its wastage's (`processLoss`: 3 decimals, never below 0); null when a line's weight is not known
 * (`uqcOf` gives the GST unit code of its unit), since metres and pieces do not subtract from kilograms.
 */
export function entryProcessLoss(
  lines: readonly Line[],
  uqcOf: (line: Line) => string | null | undefined,
): number | null {
  const sums = { INPUT: 0, OUTPUT: 0, WASTAGE: 0 };
  for (const line of lines) {
    const role = lineRoleOf(line.lineRole);
    if (role === null || role === 'COST') continue;
    const weight = knownWeight(line, uqcOf(line));
    if (weight === null) return null;
    sums[role] += weight;
  }
  return processLoss(sums.INPUT, sums.OUTPUT, sums.WASTAGE);
}

/**
 * Why a batch's lines cannot be saved: an output without an input, or inputs making nothing; a batch running
 * over days (`overDays`) has inputs and no outputs.
 */
export function batchLinesProblem(lines: unknown, overDays = false): string | null {
  if (!Array.isArray(lines)) return null;
  const roles = lines.map((line: unknown) =>
    lineRoleOf(typeof line === 'object' && line !== null ? (line as Line).lineRole : null),
  );
  if (!roles.includes('INPUT')) return NEEDS_INPUT;
  // A batch running over days is issued with its inputs; its daily entries bring its outputs (decision 1221).
  if (overDays) return roles.includes('OUTPUT') || roles.includes('WASTAGE') ? OUTPUTS_LATER : null;
  if (!roles.includes('OUTPUT')) return NEEDS_OUTPUT;
  return null;
}

/** A bill of material's line, as the master keeps it. */
export interface BomLine {
  inputItemId: number;
  quantity: number;
  uomId: number | null;
  outputItemId?: number | null;
  yieldPercent?: number | null;
  wastagePercent?: number | null;
}

/** A batch's line from its bill of material, scaled to the batch size. */
export interface ScaledLine {
  lineRole: 'INPUT' | 'OUTPUT';
  itemId: number;
  quantity: number;
  uomId: number | null;
}

/**
 * A bill of material scaled to a batch size (decision 1102): each input × size ÷ the BOM's output
 * quantity (3 decimals), then the output, the batch size of the BOM's output item.
 */
export function scaleBom(
  bom: { outputItemId: number; outputQuantity: number; uomId: number | null; lines: readonly BomLine[] },
  batchSize: number,
): ScaledLine[] {
  const factor = bom.outputQuantity > 0 ? batchSize / bom.outputQuantity : 0;
  const inputs: ScaledLine[] = bom.lines
    .filter((line) => idOf(line.inputItemId) !== null)
    .map((line) => ({
      lineRole: 'INPUT',
      itemId: line.inputItemId,
      quantity: round(line.quantity * factor, 3),
      uomId: line.uomId,
    }));
  return [
    ...inputs,
    { lineRole: 'OUTPUT', itemId: bom.outputItemId, quantity: round(batchSize, 3), uomId: bom.uomId },
  ];
}

/**
 * Yield against the bill of material: what the batch made of the BOM's output item as a percent of what
 * the BOM says it makes (the batch size); null without a BOM item or a batch size.
 */
export function bomYield(lines: readonly Line[], outputItemId: unknown, batchSize: unknown): number | null {
  const item = idOf(outputItemId);
  const expected = numberOf(batchSize);
  if (item === null || !(expected > 0)) return null;
  const made = lines
    .filter((line) => lineRoleOf(line.lineRole) === 'OUTPUT' && idOf(line.itemId) === item)
    .reduce((sum, line) => sum + numberOf(line.quantity), 0);
  return round((made / expected) * 100, 2);
}
