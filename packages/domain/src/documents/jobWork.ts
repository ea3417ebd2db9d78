import type { DocumentPosting, StockPosting } from './postings.ts';
import { takeFromLots, type SentLot } from './transfers.ts';

/* Issue 18's job work: what a receipt against a challan moves (decision 1031). */

type Line = Readonly<Record<string, unknown>>;

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The movement names of job work: sent out, used up in the processed goods, wasted, and the goods back. */
export const JOB_WORK_MOVEMENTS = {
  out: 'JOB_WORK_OUT',
  used: 'JOB_WORK_USED',
  wasted: 'WASTAGE',
  in: 'JOB_WORK_IN',
} as const;

/**
 * A receipt line's movements: of the lots its challan line still has at the job worker's place (in the
 * order sent), the quantity used and then the wastage leave it, written off there; the processed item's
 * received quantity comes into the line's stock area (on its rack) at the line's rate (none: its moving average). A
 * quantity the lots do not cover is asked of the place without a lot, so the ledger refuses it in words.
 */
export function jobWorkReturnPostings(
  posting: Pick<DocumentPosting, 'quantityField' | 'fromJobWorker'>,
  line: Line,
  lineIndex: number,
  at: { jobWorkAreaId: number; lots: readonly SentLot[] },
): StockPosting[] {
  const fields = posting.fromJobWorker;
  const sentItem = idOf(line.itemId);
  if (!fields || sentItem === null) return [];
  const base = { lineIndex, material: 'item' as const, materialId: sentItem };
  const parts = [
    { movement: JOB_WORK_MOVEMENTS.used, quantity: numberOf(line[fields.usedField]), to: null },
    { movement: JOB_WORK_MOVEMENTS.wasted, quantity: numberOf(line[fields.wastageField]), to: null },
  ];
  const out = takeFromLots(base, at.lots, at.jobWorkAreaId, parts);
  const covered = at.lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const wanted = parts.reduce((sum, part) => sum + part.quantity, 0);
  const uncovered = Number((wanted - covered).toFixed(3));
  const nothing = {
    lotNumber: '',
    rollNumber: '',
    packingTypeId: null,
    manufacturedOn: null,
    expiresOn: null,
  };
  const rest: StockPosting[] =
    uncovered > 0
      ? [
          {
            ...base,
            ...nothing,
            movement: JOB_WORK_MOVEMENTS.used,
            stockAreaId: at.jobWorkAreaId,
            rackId: null,
            quantity: -uncovered,
            toStockAreaId: null,
            rate: null,
            held: false,
          },
        ]
      : [];
  const processedItem = idOf(line[fields.processedField]);
  const received = numberOf(line[posting.quantityField]);
  const stockAreaId = idOf(line.stockAreaId);
  const back: StockPosting[] =
    processedItem !== null && stockAreaId !== null && received > 0
      ? [
          {
            lineIndex,
            movement: JOB_WORK_MOVEMENTS.in,
            material: 'item',
            materialId: processedItem,
            stockAreaId,
            // On the line's rack of that area, where it names one (decision 2366).
            rackId: idOf(line.rackId),
            ...nothing,
            lotNumber: textOf(line.lotNumber),
            quantity: received,
            toStockAreaId: null,
            rate: typeof line.rate === 'number' && line.rate >= 0 ? line.rate : null,
            held: false,
          },
        ]
      : [];
  return [...out, ...rest, ...back];
}
