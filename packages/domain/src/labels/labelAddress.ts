/**
 * What a label names and the address its QR holds (issue 58, decision 2310): a lot or roll, a parcel, a
 * machine, a stock area or a rack, each opening its page of the floor in the app. The server writes the
 * address on the label; the app's scanner and the page a phone's camera opens read it back (`readScan`).
 */

/** A lot or roll: the item's stock under its lot and roll number, wherever it lies now. */
export interface LotTarget {
  kind: 'lot';
  itemId: number;
  lotNumber: string;
  rollNumber: string;
  /** Only for stock with neither lot nor roll: the stock area the label was printed for. */
  stockAreaId?: number;
}

/** What a label names. */
export type LabelTarget =
  | LotTarget
  | { kind: 'parcel'; parcelNumber: string }
  | { kind: 'machine'; id: number }
  | { kind: 'stockArea'; id: number }
  | { kind: 'rack'; id: number };

export type LabelKind = LabelTarget['kind'];

/** The kinds a master's record is labelled as (issue 58): its page names it by its id. */
export type PlaceKind = Exclude<LabelKind, 'lot' | 'parcel'>;

/** The kinds of label, in the order a plain code is tried as (decision 2310). */
export const LABEL_KINDS: readonly LabelKind[] = ['lot', 'parcel', 'machine', 'stockArea', 'rack'];

/** Each kind as a sentence names it ("the label of a parcel"): the words a refusal puts in. */
export const LABEL_KIND_NAMES: Readonly<Record<LabelKind, string>> = {
  lot: 'a lot or roll',
  parcel: 'a parcel',
  machine: 'a machine',
  stockArea: 'a stock area',
  rack: 'a rack',
};

/** Where the floor's pages live in the app. */
export const FLOOR_PATH = '/module/floor';

/** Each kind's page under `FLOOR_PATH`. */
export const FLOOR_SEGMENTS: Readonly<Record<LabelKind, string>> = {
  lot: 'lot',
  parcel: 'parcel',
  machine: 'machine',
  stockArea: 'stock-area',
  rack: 'rack',
};

/** The address's parameter naming the organisation whose label it is. */
export const LABEL_ORG_PARAM = 'org';

/** A query of the pairs with a value, each encoded (a parcel's slashes as %2F). */
const queryOf = (pairs: readonly (readonly [string, string | number | undefined])[]): string => {
  const query = pairs
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `?${query}` : '';
};

/** The query of a target's page, the organisation's last when given. */
function targetQuery(target: LabelTarget, orgId?: number): string {
  const org = [LABEL_ORG_PARAM, orgId] as const;
  switch (target.kind) {
    case 'lot':
      return queryOf([
        ['lotNumber', target.lotNumber],
        ['rollNumber', target.rollNumber],
        // A lot or roll is found wherever it moved; stock of neither is the area's.
        ['stockAreaId', target.lotNumber || target.rollNumber ? undefined : target.stockAreaId],
        org,
      ]);
    case 'parcel':
      return queryOf([['parcelNumber', target.parcelNumber], org]);
    default:
      return queryOf([org]);
  }
}

/** The id a target's path carries (a parcel has none: its number is in the query). */
const pathId = (target: LabelTarget): string => {
  switch (target.kind) {
    case 'lot':
      return `/${target.itemId}`;
    case 'parcel':
      return '';
    default:
      return `/${target.id}`;
  }
};

/** The app's page of what a label names: `/module/floor/lot/3?lotNumber=L1`, `/module/floor/rack/7`. */
export const floorPath = (target: LabelTarget): string =>
  `${FLOOR_PATH}/${FLOOR_SEGMENTS[target.kind]}${pathId(target)}${targetQuery(target)}`;

/**
 * The whole address a label's QR holds (decision 2080): the site's address, then the page in the app with
 * the organisation the label is of, `https://erp.example.in/#/module/floor/machine/4?org=1`.
 */
export const labelAddress = (site: string, target: LabelTarget, orgId: number): string =>
  `${site}#${FLOOR_PATH}/${FLOOR_SEGMENTS[target.kind]}${pathId(target)}${targetQuery(target, orgId)}`;
