/**
 * What a stock document posts to the ledger when it is completed, line by line; a cancel posts the
 * reverse of what was posted (decision 0881).
 */
export interface DocumentPosting {
  /** The ledger's name for the movement: INWARD, ISSUE, RETURN. */
  movement: string;
  /**
   * In: the line's quantity comes into its place; out: it leaves it; transfer: it leaves its place for
   * the line's `toField` stock area, lot for lot, at the moving average (decision 1001); adjust: the
   * line's signed quantity (a count's difference) comes into or leaves exactly the place the line names
   * (decision 1010).
   */
  direction: 'in' | 'out' | 'transfer' | 'adjust';
  /** The line field of the place it moves from (or into; default `stockAreaId`). */
  areaField?: string;
  /** A transfer's line field of the stock area it moves to. */
  toField?: string;
  /** A transfer's line field of the rack of `toField`'s area it lands on (RACK_SUPPORT, decision 2356). */
  toRackField?: string;
  /** A transfer between two stock areas of one branch (the inter-department transfer). */
  sameBranch?: boolean;
  /** A transfer to another branch: the destination is the route's transit place (decision 1002). */
  toTransit?: boolean;
  /**
   * A transfer's validation: what the transfer's line sent (`against`) leaves transit, the line's
   * quantity into its `toField` stock area and its `shortField` quantity written off (decision 1002).
   */
  fromTransit?: { shortField: string };
  /** A job work challan: the destination is the job worker's place, made on first use (decision 1030). */
  toJobWorker?: boolean;
  /**
   * A job work receipt (decision 1031): the line's quantity of its `processedField` item comes in; of what
   * its challan line sent, the `usedField` quantity (went into it) and the `wastageField` one leave the job
   * worker's place.
   */
  fromJobWorker?: { usedField: string; wastageField: string; processedField: string };
  /** The line field whose quantity moves (an inward's accepted quantity, not what the challan said). */
  quantityField: string;
  /** The line field a refusal of the quantity names (default `quantity`; a count's counted quantity). */
  refusedOn?: string;
  /** Stock in is valued at the line's rate; without one (and always going out) at the moving average. */
  rated: boolean;
  /** Received stock waits for the lab when system config LAB_TEST_INWARD is YES. */
  holdsForLab?: boolean;
  /** Received stock is always held until inspected: a customer's sales return (decision 1411). */
  holdsForInspection?: boolean;
  /** It posts only when this header field has this value: a credit note's sales return (decision 1411). */
  postsWhen?: { field: string; value: string };
  /** Goods going back to the supplier: held (a failed lab test) and expired stock goes too (decision 0884). */
  takesHeld?: boolean;
  /**
   * The submit reserves what the lines would take out (the store's allocation) and posts nothing; the
   * user's issue (the complete action) posts it, taking those reservations (decision 1004).
   */
  reserves?: boolean;
  /** What the lines move (default items): supporting material or packing types post as materials too. */
  material?: MaterialKind;
  /** The header field of the department whose stock areas the lines' areas must be (decision 1020). */
  ofDepartment?: string;
  /**
   * The lines' quantity is the department's (`ofDepartment`) book of the item at the end of the header's
   * period: checked again as the document posts, so a loss is never posted on stale figures.
   */
  reconciles?: { fromField: string; toField: string };
  /**
   * The line field naming the roll (default `rollNumber`) as a parcel: a dispatch's parcel number (decision
   * 1140). Its lines take a parcel whole by its number, and a line naming none takes only loose goods (stock
   * in no parcel or roll), so no parcel is broken by a line that did not name it (decision 2200).
   */
  rollField?: string;
  /** A packaging: the transfer's second leg comes in under the line's parcel number as its roll (decision 1140). */
  packs?: { parcelField: string };
  /**
   * A production batch (decision 1100): each line's `roleField` says what it is. An INPUT line is consumed
   * (out, as `consumed`); an OUTPUT or WASTAGE line comes in as `movement`; a COST line posts nothing.
   * `woven`: the outputs are woven rolls, their GSM checked (decision 1103), tubular when the header's
   * `tubularField` is checked; they come into an area of the department of the loom the header's
   * `machineField` names, or the loom's own area (decision 1356).
   */
  produces?: {
    roleField: string;
    consumed: string;
    /** The line field of its weight in kg, where given; else its quantity is its weight (yields, decision 1762). */
    weightField?: string;
    /**
     * The header field its process loss (kg) is written in: as it completes, what its inputs weighed beyond its
     * outputs and wastage (decision 1802); a batch over days', as it is completed (decision 1300).
     */
    lossField?: string;
    woven?: { tubularField: string; machineField: string };
    /**
     * A batch whose header `field` is checked runs over days (decision 1221): its submit posts its inputs and
     * leaves it Open, daily production entries bring its outputs (their weight kept in `producedField`), and
     * its complete closes it.
     */
    overDays?: {
      field: string;
      producedField: string;
      /** The header fields of its wastage to date and its wastage material (decision 1300). */
      wastageField: string;
      wastageItemField: string;
    };
  };
  /**
   * The header field naming the sales order whose reservations (decision 1004) the lines going out take
   * first: production and dispatch made for an order consume what was allocated for it.
   */
  claimsOrder?: string;
  /**
   * The header field naming the plan the production is made under (decision 1342): its good outputs for the
   * order's lines count on the plan's lines too, and only they are the plan's own production.
   */
  claimsPlan?: string;
}

/** What holds stock (decision 0901): items, supporting material and packing types. */
export type MaterialKind = 'item' | 'supportingMaterial' | 'packing';

/** The line field naming the material of each kind. */
export const MATERIAL_FIELDS: Readonly<Record<MaterialKind, string>> = {
  item: 'itemId',
  supportingMaterial: 'supportingMaterialId',
  packing: 'packingId',
};

/** One movement a document's line asks of the ledger: the place, the identity and the signed quantity. */
export interface StockPosting {
  lineIndex: number;
  movement: string;
  material: MaterialKind;
  /** The item, supporting material or packing type, by `material`. */
  materialId: number;
  stockAreaId: number;
  rackId: number | null;
  lotNumber: string;
  rollNumber: string;
  packingTypeId: number | null;
  manufacturedOn: string | null;
  expiresOn: string | null;
  /** Positive in, negative out, in the item's unit. */
  quantity: number;
  /** A transfer's destination: what leaves `stockAreaId` comes in here (`transferLegs`). */
  toStockAreaId: number | null;
  /** The rack of the destination it lands on; none: on no rack (decision 2356). */
  toRackId?: number | null;
  rate: number | null;
  held: boolean;
}

export interface PostingContext {
  /** System config LAB_TEST_INWARD is YES. */
  labTestInward: boolean;
  /** System config LAB_TEST_PRODUCTION is YES: what production makes waits for the lab (decision 1801). */
  labTestProduction?: boolean;
}

/** What a production line is (decision 1100): consumed, produced, wasted, or a cost head charged. */
export const LINE_ROLES = ['INPUT', 'OUTPUT', 'WASTAGE', 'COST'] as const;
export type LineRole = (typeof LINE_ROLES)[number];
export const lineRoleOf = (value: unknown): LineRole | null =>
  LINE_ROLES.find((role) => role === value) ?? null;

export type Line = Readonly<Record<string, unknown>>;

export const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
export const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const dateOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Whether the document posts at all: a posting with `postsWhen` only under that header value. */
export const postsFor = (posting: DocumentPosting, header: Line): boolean =>
  posting.postsWhen === undefined || header[posting.postsWhen.field] === posting.postsWhen.value;

/** The movements a completed document posts; a line that moves nothing (nothing accepted) posts none. */
export function documentPostings(
  posting: DocumentPosting,
  lines: readonly Line[],
  context: PostingContext,
): StockPosting[] {
  return lines.flatMap((line, lineIndex): StockPosting[] => {
    const role = posting.produces ? lineRoleOf(line[posting.produces.roleField]) : null;
    if (role === 'COST') return [];
    const consumed = role === 'INPUT';
    const adjusts = posting.direction === 'adjust';
    const moved = numberOf(line[posting.quantityField]);
    const material = posting.material ?? 'item';
    const materialId = idOf(line[MATERIAL_FIELDS[material]]);
    const stockAreaId = idOf(line[posting.areaField ?? 'stockAreaId']);
    const toStockAreaId = posting.toField === undefined ? null : idOf(line[posting.toField]);
    const toRackId = posting.toRackField === undefined ? null : idOf(line[posting.toRackField]);
    if ((adjusts ? moved === 0 : moved <= 0) || materialId === null || stockAreaId === null) return [];
    const rate = posting.rated && typeof line.rate === 'number' ? line.rate : null;
    return [
      {
        lineIndex,
        movement: consumed && posting.produces ? posting.produces.consumed : posting.movement,
        material,
        materialId,
        stockAreaId,
        rackId: idOf(line.rackId),
        lotNumber: textOf(line.lotNumber),
        rollNumber: textOf(line[posting.rollField ?? 'rollNumber']),
        packingTypeId: idOf(line.packingTypeId),
        manufacturedOn: dateOf(line.manufacturedOn),
        expiresOn: dateOf(line.expiresOn),
        quantity: (posting.direction === 'in' && !consumed) || adjusts ? moved : -moved,
        toStockAreaId,
        ...(toRackId === null ? {} : { toRackId }),
        rate,
        held: adjusts
          ? line.held === true
          : posting.direction === 'in' &&
            (posting.holdsForInspection === true ||
              (posting.holdsForLab === true && context.labTestInward) ||
              (role === 'OUTPUT' && context.labTestProduction === true)),
      },
    ];
  });
}
