import type { DerivedValue, LineNotice } from '../catalogue/fields.ts';
import { rowsOf } from './derived.ts';
import { lineRoleOf } from './postings.ts';
import {
  GSM_REFUSE_KEY,
  GSM_WARN_KEY,
  carried,
  gsmLimits,
  gsmVerdict,
  numberOf,
  percentOf,
  tapeDenier,
  type GsmVerdict,
} from './weaving.ts';

/*
 * Issue 19's tape extrusion and lamination in numbers: "granules, masterbatch and filler into tape bobbins of a
 * denier (denier = grams per 9,000 m of tape)" (decision 1799); "Lamination: fabric plus coating into
 * laminated fabric, GSM added" (decision 1798). Both are worked out on a stage's output lines as they are typed
 * and judged again by the server as the entry completes (decision 1800).
 */

type Line = Readonly<Record<string, unknown>>;
type Config = Readonly<Record<string, string | null | undefined>>;

/** The stage a figure belongs to: the header field naming the stage and its value (Tape Extrusion, Lamination). */
export interface StageOf {
  field: string;
  value: string;
}

/** System config keys: how far a tape's denier may be from the one entered (percent) before a warning, a refusal. */
export const DENIER_WARN_KEY = 'TAPE_DENIER_WARN_PERCENT';
export const DENIER_REFUSE_KEY = 'TAPE_DENIER_REFUSE_PERCENT';
export const DENIER_WARN_DEFAULT = 5;
export const DENIER_REFUSE_DEFAULT = 15;

/** How far a tape's denier may be from the one entered under the organisation's system config (percent). */
export const denierLimits = (config: Config): { warn: number; refuse: number } => ({
  warn: percentOf(config[DENIER_WARN_KEY], DENIER_WARN_DEFAULT),
  refuse: percentOf(config[DENIER_REFUSE_KEY], DENIER_REFUSE_DEFAULT),
});

const isOutput = (line: Line): boolean => lineRoleOf(line.lineRole) === 'OUTPUT';
const isInput = (line: Line): boolean => lineRoleOf(line.lineRole) === 'INPUT';
const typed = (value: unknown): boolean => value !== undefined && value !== null && value !== '';
const inStage = (record: Line, stage: StageOf): boolean => record[stage.field] === stage.value;

/**
 * The denier a tape's kg and metres give: its Weight (kg) where given, else its quantity (tape is made by the
 * kg), as grams per 9,000 m; null without both.
 */
export function measuredDenier(line: Line): number | null {
  const weight = numberOf(line.weightKg);
  const kg = weight > 0 ? weight : numberOf(line.quantity);
  return kg > 0 ? tapeDenier(kg * 1000, numberOf(line.metres)) : null;
}

/** The words of a tape's denier against the one entered (`entered`) or its item's. */
export const denierMessage = (
  measured: number,
  expected: { denier: number; entered: boolean },
  deviation: number,
  verdict: GsmVerdict,
): string => {
  const against = expected.entered ? `the ${expected.denier} entered` : `the item's ${expected.denier}`;
  const said = `Denier ${measured} from the kg and metres is ${deviation}% from ${against}`;
  return verdict === 'refuse' ? `${said}: check the kg and metres.` : `${said}.`;
};

/** What a tape's measured denier calls for against the denier entered on its line, else its item's (`item.denier`). */
const denierNotice = (measured: number, line: Line, config: Config): LineNotice | null => {
  const entered = numberOf(line.denier) > 0;
  const denier = entered ? numberOf(line.denier) : numberOf(carried(line.item).denier);
  const { verdict, deviation } = gsmVerdict(measured, denier, denierLimits(config));
  if (verdict === 'ok') return null;
  return {
    level: verdict === 'refuse' ? 'error' : 'warning',
    message: denierMessage(measured, { denier, entered }, deviation, verdict),
  };
};

/**
 * A tape extruded (an output of the `stage`): its denier from its kg and metres, judged against the denier
 * entered (or its item's) under TAPE_DENIER_WARN_PERCENT and TAPE_DENIER_REFUSE_PERCENT, refused on its metres.
 */
export const measuredDenierOf = (stage: StageOf): DerivedValue => ({
  value: (line, record) => (inStage(record, stage) && isOutput(line) ? measuredDenier(line) : null),
  notice: denierNotice,
  judged: { on: 'metres', config: [DENIER_WARN_KEY, DENIER_REFUSE_KEY] },
});

/** A fabric laminated: its item's GSM and its length (its Metres where given, else its quantity). */
export interface FabricLaid {
  gsm: number;
  metres: number;
}

/**
 * "fabric plus coating into laminated fabric, GSM added": the fabric's GSM (the mean over the fabrics laminated,
 * by their metres) plus the GSM the coating adds, to 2 decimals; null without a fabric of a GSM.
 */
export function laminatedGsm(fabrics: readonly FabricLaid[], gsmAdded: number): number | null {
  const weighed = fabrics.filter((fabric) => fabric.gsm > 0 && fabric.metres > 0);
  const metres = weighed.reduce((sum, fabric) => sum + fabric.metres, 0);
  if (!(metres > 0)) return null;
  const gsm = weighed.reduce((sum, fabric) => sum + fabric.gsm * fabric.metres, 0) / metres;
  return Number((gsm + gsmAdded).toFixed(2));
}

/** The words of a laminated fabric's GSM against its item's. */
export const laminatedGsmMessage = (
  gsm: number,
  expected: number,
  deviation: number,
  verdict: GsmVerdict,
): string =>
  verdict === 'refuse'
    ? `Laminated GSM ${gsm} is ${deviation}% from the item's ${expected}: check the GSM added.`
    : `Laminated GSM ${gsm} is ${deviation}% from the item's ${expected}.`;

const laminatedNotice = (gsm: number, line: Line, config: Config): LineNotice | null => {
  const expected = numberOf(carried(line.item).gsm);
  const { verdict, deviation } = gsmVerdict(gsm, expected, gsmLimits(config));
  if (verdict === 'ok') return null;
  return {
    level: verdict === 'refuse' ? 'error' : 'warning',
    message: laminatedGsmMessage(gsm, expected, deviation, verdict),
  };
};

/**
 * A laminated fabric (an output of the `stage` with its GSM Added): the GSM of the fabrics its entry laminates
 * (the inputs whose item carries a GSM) plus the GSM added, judged against its item's GSM within the weaving
 * limits (WEAVING_GSM_WARN_PERCENT, WEAVING_GSM_REFUSE_PERCENT), refused on its GSM Added.
 */
export const laminatedGsmOf = (stage: StageOf): DerivedValue => ({
  value: (line, record) => {
    if (!inStage(record, stage) || !isOutput(line) || !typed(line.gsmAdded)) return null;
    const fabrics = rowsOf(record, 'lines')
      .filter(isInput)
      .map((input) => ({
        gsm: numberOf(carried(input.item).gsm),
        metres: numberOf(input.metres) > 0 ? numberOf(input.metres) : numberOf(input.quantity),
      }));
    return laminatedGsm(fabrics, numberOf(line.gsmAdded));
  },
  notice: laminatedNotice,
  judged: { on: 'gsmAdded', config: [GSM_WARN_KEY, GSM_REFUSE_KEY] },
});

/** A laminated fabric of the `stage` without the GSM its coating adds: its GSM cannot be worked out. */
export const gsmAddedMissing = (record: Line, stage: StageOf): boolean =>
  inStage(record, stage) && rowsOf(record, 'lines').some((line) => isOutput(line) && !typed(line.gsmAdded));
