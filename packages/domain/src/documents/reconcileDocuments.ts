import type { ChildTableDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { ReconcileDocumentKey } from './documentKeys.ts';
import { field, lookup, quantity, uomLookup } from './documentFields.ts';
import { isNumber, remarks, round3 } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

/** The ledger's movement names production posts (issue 19): its inputs consumed, its outputs made. */
export const PRODUCTION_MOVEMENTS = { input: 'PRODUCTION_INPUT', output: 'PRODUCTION_OUTPUT' } as const;

/** Movements that use material up in the area they leave: production's inputs, an issue for consumption or scrap. */
export const CONSUMPTION_MOVEMENTS: readonly string[] = [PRODUCTION_MOVEMENTS.input, 'ISSUE'];

/** Movements that correct the books: a reconciliation's loss, a count's adjustment, a transfer's shortage. */
export const ADJUSTMENT_MOVEMENTS: readonly string[] = ['ADJUSTMENT', 'SHORTAGE'];

/** The movement a material reconciliation posts its loss with. */
export const LOSS_MOVEMENT = 'ADJUSTMENT';

/** Where a movement of a department's stock counts in its reconciliation. */
export type ReconcileColumn = 'received' | 'consumed' | 'returned' | 'adjusted';

/**
 * A document line's net quantity in the department's areas in the period, signed (in positive), and its net
 * in every other area in the same period: a transfer's other leg, nothing for a posting on one side only.
 */
export interface DepartmentMove {
  movement: string;
  quantity: number;
  elsewhere: number;
}

/**
 * The column a document line's net quantity in the department's areas counts in. Stock that came from or
 * went to another area (a transfer's other leg, whatever its movement: an allocation's issue, a transfer from
 * the store or another department, one back to them) is received or returned by its sign; a posting on the
 * department's side alone counts by its movement (consumption, adjustments), else by its sign (an inward,
 * production's output). A net of zero (a move between two of the department's own areas, a document
 * cancelled in the period) counts nowhere.
 */
export function reconcileColumn(move: DepartmentMove): ReconcileColumn | null {
  if (round3(move.quantity) === 0) return null;
  const onItsSide = round3(move.elsewhere) === 0;
  if (onItsSide && CONSUMPTION_MOVEMENTS.includes(move.movement)) return 'consumed';
  if (onItsSide && ADJUSTMENT_MOVEMENTS.includes(move.movement)) return 'adjusted';
  return move.quantity > 0 ? 'received' : 'returned';
}

/** One item's figures of a department for a period, in the item's unit. */
export interface ReconcileFigures {
  /** The book quantity in the department's areas when the period starts. */
  opening: number;
  received: number;
  /** Consumed, returned: positive for stock gone; a cancel in the period after the original lowers them. */
  consumed: number;
  returned: number;
  /** Corrections, signed: an earlier loss is negative. */
  adjusted: number;
  /** The book quantity when the period ends: opening + received − consumed − returned + adjusted. */
  book: number;
}

/** An item's figures for a period from its opening book quantity and the period's moves. */
export function reconcileFigures(opening: number, moves: readonly DepartmentMove[]): ReconcileFigures {
  const sums: Record<ReconcileColumn, number> = { received: 0, consumed: 0, returned: 0, adjusted: 0 };
  for (const move of moves) {
    const column = reconcileColumn(move);
    if (column)
      sums[column] += column === 'consumed' || column === 'returned' ? -move.quantity : move.quantity;
  }
  const [received, consumed, returned, adjusted] = [
    round3(sums.received),
    round3(sums.consumed),
    round3(sums.returned),
    round3(sums.adjusted),
  ];
  return {
    opening: round3(opening),
    received,
    consumed,
    returned,
    adjusted,
    book: round3(opening + received - consumed - returned + adjusted),
  };
}

/** The loss a count shows: the book less the counted quantity; a count above the books is no loss. */
export const lossOf = (book: number, counted: number): number => Math.max(0, round3(book - counted));

/** The period's end is not before its start (dates as 'yyyy-MM-dd'; a missing one is left to `required`). */
export const periodInOrder = (from: unknown, to: unknown): boolean =>
  typeof from !== 'string' || typeof to !== 'string' || from === '' || to === '' || to >= from;

export const PERIOD_BACKWARDS = 'The period cannot end before it starts.';

/** An item's figures as `searchItem` answers them (the fields the sheet's lines take). */
export interface FigureRow {
  itemId: number;
  uomId: number | null;
  stockAreaId: number | null;
  openingQuantity: number;
  receivedQuantity: number;
  consumedQuantity: number;
  returnedQuantity: number;
  adjustedQuantity: number;
  bookQuantity: number;
}

/**
 * The sheet's lines from the department's figures: one per item the books say it holds (the line's
 * quantity), counted as the books say until the user types the count, so no loss yet.
 */
export const linesFromFigures = (rows: readonly FigureRow[]): Record<string, unknown>[] =>
  rows
    .filter((row) => row.bookQuantity > 0)
    .map((row) => ({
      itemId: row.itemId,
      stockAreaId: row.stockAreaId,
      uomId: row.uomId,
      openingQuantity: row.openingQuantity,
      receivedQuantity: row.receivedQuantity,
      consumedQuantity: row.consumedQuantity,
      returnedQuantity: row.returnedQuantity,
      adjustedQuantity: row.adjustedQuantity,
      quantity: row.bookQuantity,
      countedQuantity: row.bookQuantity,
      lossQuantity: 0,
    }));

/** A sheet line with its loss following its book and counted quantities (unchanged while one is missing). */
export function withLoss<T extends Readonly<Record<string, unknown>>>(line: T): T {
  const { quantity: book, countedQuantity: counted } = line;
  return isNumber(book) && isNumber(counted) ? { ...line, lossQuantity: lossOf(book, counted) } : line;
}

const figure = (key: string, label: string) => quantity(key, label, { min: 0 });

const RECONCILIATION_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    lookup('itemId', 'Item', 'item', { required: true }),
    // The department's stock area the loss leaves (its lots first-expiry-first-out unless one is named).
    lookup('stockAreaId', 'Stock Area', 'stockArea', { required: true }),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
    figure('openingQuantity', 'Opening'),
    figure('receivedQuantity', 'Received'),
    figure('consumedQuantity', 'Consumed'),
    figure('returnedQuantity', 'Returned'),
    quantity('adjustedQuantity', 'Adjusted'),
    // The engine's line quantity (positive on submit): the book quantity the line reconciles.
    quantity('quantity', 'Book Quantity', { required: true, positive: true }),
    quantity('countedQuantity', 'Counted Quantity', { required: true, min: 0 }),
    quantity('lossQuantity', 'Loss', { required: true, min: 0 }),
    uomLookup(),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: [
    'itemId',
    'stockAreaId',
    'receivedQuantity',
    'consumedQuantity',
    'returnedQuantity',
    'quantity',
    'countedQuantity',
    'lossQuantity',
    'uomId',
  ],
  rules: [
    {
      field: 'lossQuantity',
      message: 'The loss is the book quantity less the counted one (none when more was counted).',
      valid: ({ quantity: book, countedQuantity: counted, lossQuantity: loss }) =>
        !isNumber(book) || !isNumber(counted) || !isNumber(loss) || round3(loss) === lossOf(book, counted),
    },
  ],
};

/**
 * Issue 18's material reconciliation (decision 1020): per department and period, what its stock areas
 * received, consumed, returned and still hold by the books, against what the user counted; the difference
 * is its loss, posted out of the department's area once approved.
 */
export const RECONCILE_DOCUMENTS: Readonly<Record<ReconcileDocumentKey, DocumentDef>> = {
  materialReconciliation: {
    key: 'materialReconciliation',
    moduleId: 17,
    label: 'Material Reconciliation',
    apiPath: 'chemical/reconcile',
    aclName: 'chemical/reconcile',
    route: '/module/materialreconciliation',
    listRoute: '/module/materialreconciliation',
    // The slip number (`getSlipNo/false` shows the next one without taking it).
    series: 'MRS',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('departmentId', 'Department', 'department', { required: true }),
      field('fromDate', 'Period From', 'date', { required: true }),
      field('toDate', 'Period To', 'date', { required: true }),
      remarks,
    ],
    lines: RECONCILIATION_LINES,
    rules: [
      {
        field: 'toDate',
        message: PERIOD_BACKWARDS,
        valid: ({ fromDate, toDate }) => periodInOrder(fromDate, toDate),
      },
    ],
    progressFields: [],
    statuses: [S.DRAFT, S.PENDING_APPROVAL, S.COMPLETED, S.CANCELLED],
    lists: [],
    listColumns: ['number', 'date', 'departmentId', 'fromDate', 'toDate', 'status'],
    searchKeys: ['number'],
    onSubmit:
      "Takes the slip number and, once approved, posts each line's loss out of the department's stock area.",
    posting: {
      movement: LOSS_MOVEMENT,
      direction: 'out',
      quantityField: 'lossQuantity',
      rated: false,
      ofDepartment: 'departmentId',
      reconciles: { fromField: 'fromDate', toField: 'toDate' },
    },
  },
};

/**
 * One row of `chemical/reconcile/searchItem`: an item's figures in the department's stock areas for the
 * period, in the item's unit, named as the sheet's line fields (decision 1020).
 */
export interface ReconcileItem {
  itemId: number;
  itemName: string;
  itemCode: string | null;
  uomId: number | null;
  uomName: string | null;
  /** The department's stock area holding most of it now, where a loss would leave; null: none holds it. */
  stockAreaId: number | null;
  stockAreaName: string | null;
  openingQuantity: number;
  receivedQuantity: number;
  consumedQuantity: number;
  returnedQuantity: number;
  /** Corrections in the period, signed (an earlier loss is negative). */
  adjustedQuantity: number;
  /** The book at the period's end: a sheet line's quantity. */
  bookQuantity: number;
  /** What its areas hold now. */
  holdingQuantity: number;
}
