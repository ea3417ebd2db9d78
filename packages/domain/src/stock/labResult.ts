import { LAB_PARAMETER_KINDS } from '../catalogue/modules/quality.ts';
import { formatQuantity } from '../format/amount.ts';
import { withUnit } from '../format/percent.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/** A quality parameter of an item (the customParam master) with its limits; a limit left empty is no limit. */
export interface LabParameter {
  id: number;
  name: string | null;
  unit?: string | null;
  minValue: number | null;
  maxValue: number | null;
}

/**
 * The name a quality parameter's readings go under (decision 1330): a fixed kind whose system config key
 * names it (spec §3: DEFAULT_COST_PARAM_1 purity, DEFAULT_STOCK_PARAM_1..3 pH, moisture, solubility) takes
 * the configured name; any other, or with the key unset or blank, keeps its own.
 */
export function labParameterName(
  parameter: { name: string | null; kind?: string | null },
  config: ReadonlyMap<string, string>,
): string | null {
  const configName = LAB_PARAMETER_KINDS.find((kind) => kind.key === parameter.kind)?.configName;
  return (configName && config.get(configName)?.trim()) || parameter.name;
}

/** The system config keys naming the fixed kinds of quality parameter. */
export const LAB_PARAMETER_CONFIG_KEYS: readonly string[] = LAB_PARAMETER_KINDS.flatMap((kind) =>
  kind.configName ? [kind.configName] : [],
);

/** What the lab read for one parameter. */
export interface LabReading {
  parameterId: number;
  value: number;
}

/** One reading judged against its parameter's limits; `problem` says in words why it fails. */
export interface ReadingVerdict {
  parameterId: number;
  name: string;
  value: number;
  passed: boolean;
  problem: string | null;
}

/** A reading as a result keeps it: judged against the unit and limits its parameter had then (decision 0951). */
export interface StoredLabReading extends ReadingVerdict {
  unit: string | null;
  minValue: number | null;
  maxValue: number | null;
}

/** A lab result judged (decision 0950): it passes when every limited parameter was read and within its limits. */
export interface LabVerdict {
  passed: boolean;
  readings: ReadingVerdict[];
  /** The failing readings in words ("Moisture 0.8 is above its limit 0.5"). */
  problems: string[];
  /** Parameters with a limit that have no reading: a result without them is not complete. */
  missing: string[];
  /** Readings of parameters the item does not have. */
  unknown: number[];
  /** Nothing was read (issue 56: a test of no readings passed, and released a held lot): it cannot pass. */
  unread: boolean;
}

/** A parameter's name as shown and judged; a nameless one is called by its id. */
export const parameterName = (parameter: LabParameter): string =>
  parameter.name?.trim() || `Parameter ${parameter.id}`;

const limited = (parameter: LabParameter): boolean =>
  parameter.minValue !== null || parameter.maxValue !== null;

/** One reading against its parameter: above the maximum or below the minimum fails; a limit itself passes. */
export function judgeReading(parameter: LabParameter, value: number): ReadingVerdict {
  const name = parameterName(parameter);
  const shown = (limit: number) => withUnit(limit, parameter.unit);
  const problem =
    parameter.maxValue !== null && value > parameter.maxValue
      ? `${name} ${shown(value)} is above its limit ${shown(parameter.maxValue)}`
      : parameter.minValue !== null && value < parameter.minValue
        ? `${name} ${shown(value)} is below its limit ${shown(parameter.minValue)}`
        : null;
  return { parameterId: parameter.id, name, value, passed: problem === null, problem };
}

/**
 * Readings against the item's parameters: each judged, the failures named in words, the limited parameters
 * left unread and the readings of parameters the item does not have listed. Passes only on a reading at
 * least, every reading within its limits and nothing missing or unknown.
 */
export function judgeLabResult(
  parameters: readonly LabParameter[],
  readings: readonly LabReading[],
): LabVerdict {
  const byId = new Map(parameters.map((parameter) => [parameter.id, parameter]));
  const judged: ReadingVerdict[] = [];
  const unknown: number[] = [];
  for (const reading of readings) {
    const parameter = byId.get(reading.parameterId);
    if (parameter) judged.push(judgeReading(parameter, reading.value));
    else unknown.push(reading.parameterId);
  }
  const read = new Set(judged.map((verdict) => verdict.parameterId));
  const missing = parameters.filter((p) => limited(p) && !read.has(p.id)).map(parameterName);
  const problems = judged.flatMap((verdict) => (verdict.problem === null ? [] : [verdict.problem]));
  const unread = readings.length === 0;
  return {
    passed: !unread && problems.length === 0 && missing.length === 0 && unknown.length === 0,
    readings: judged,
    problems,
    missing,
    unknown,
    unread,
  };
}

/**
 * Why a lab test cannot be judged at all, in words, or null: an item without quality parameters has nothing
 * to be read against (they are added in Masters), and a test without readings says nothing of its lot.
 */
export function unjudgeable(
  item: string,
  parameters: readonly LabParameter[],
  verdict: Pick<LabVerdict, 'unread'>,
): string | null {
  if (parameters.length === 0) return say(PHRASES.noQualityParameters, { item });
  return verdict.unread ? PHRASES.noReadings : null;
}

/** The largest reading a lab gives in any unit: beyond it a value is a slip of the keyboard (decision 1162). */
export const MAX_READING = 1_000_000;

/**
 * Why a value cannot be a reading of its parameter at all (decision 1162), before it is judged against the
 * limits: beyond ±1,000,000, below 0 where the parameter's minimum is not itself below 0, or above 100 for
 * a percentage. Null when it can be.
 */
export function readingRangeProblem(parameter: LabParameter, value: number): string | null {
  const name = parameterName(parameter);
  const shown = withUnit(value, parameter.unit);
  if (!Number.isFinite(value) || Math.abs(value) > MAX_READING)
    return `${name} ${shown} is beyond any reading (${formatQuantity(MAX_READING, 0)} at most).`;
  if (value < 0 && !(parameter.minValue !== null && parameter.minValue < 0))
    return `${name} ${shown} cannot be below 0.`;
  if (parameter.unit?.trim() === '%' && value > 100)
    return `${name} ${shown} cannot be above ${withUnit(100, '%')}.`;
  return null;
}
