import { canWrite, type AclEntry } from '../acl/acl.ts';
import { canDo, type DocumentRight } from '../acl/rights.ts';
import type { MenuEntry, MenuIcon } from '../catalogue/menu.ts';
import { DEFAULT_LANDING_ROUTE } from '../constants.ts';
import { FLOOR_PATH } from '../labels/labelAddress.ts';
import { MACHINE_BREAKDOWN } from '../catalogue/modules/machineBreakdowns.ts';
import { DOCUMENTS } from '../documents/documents.ts';
import type { DocumentKey } from '../documents/documentKeys.ts';

/*
 * The floor's actions (issue 58 item 5, decision 2340): each is the desk's own write of a document or a
 * master, made from a phone by scanning, and needs the right the desk's write needs, so that a button shows
 * only where the role may and the server refuses the same role in the same words.
 */

export const FLOOR_ACTION_KEYS = [
  'move',
  'issue',
  'count',
  'hold',
  'release',
  'pack',
  'load',
  'rollEntry',
  'breakdownStart',
  'breakdownEnd',
] as const;
export type FloorActionKey = (typeof FLOOR_ACTION_KEYS)[number];

/** What a floor action starts from: the page of a scanned lot, parcel, machine or place, or the floor's home. */
export type FloorStart = 'lot' | 'parcel' | 'machine' | 'place' | 'none';

/** One desk write a floor action makes: the module (a document's or a master's key), its access name and rights. */
export interface FloorWrite {
  /** The catalogue's key of the document or master written (`DOCUMENTS[module]`, or a master's). */
  module: string;
  /** The access name the desk checks for it. */
  aclName: string;
  /** The document rights the desk's calls need (create, then submit); none: a master's or a draft's write. */
  rights: readonly DocumentRight[];
  /** The body's field that, given, makes the action write this rather than its write without one. */
  whenGiven?: string;
}

export interface FloorActionDef {
  key: FloorActionKey;
  /** The button's words. */
  label: string;
  /** The button's picture. */
  icon: MenuIcon;
  startsFrom: FloorStart;
  /**
   * Whether an entry may be made with no network (decision 2341): kept on the phone and sent when the network
   * returns, every rule checked on arrival, a refusal listed under Needs attention.
   */
  offline: boolean;
  /** The desk's writes the action makes; it may be done where the role may make one of them. */
  writes: readonly FloorWrite[];
  /**
   * Of a lot, the stock the action works on: its free stock (not held for the lab), or its held stock; none
   * said, whatever lies there. A lot's page offers the action only where the lot has such stock.
   */
  takes?: 'free' | 'held';
}

/** A document's write as its desk form makes it: a new one saved (create) and submitted (submit). */
const submitted = (module: DocumentKey, whenGiven?: string): FloorWrite => ({
  module,
  aclName: DOCUMENTS[module].aclName,
  rights: ['create', 'submit'],
  ...(whenGiven === undefined ? {} : { whenGiven }),
});

/** The floor's actions (issue 58 item 5), in the order a floor home shows them. */
export const FLOOR_ACTIONS: Readonly<Record<FloorActionKey, FloorActionDef>> = {
  move: {
    key: 'move',
    label: 'Move',
    icon: 'outward',
    startsFrom: 'lot',
    takes: 'free',
    offline: true,
    writes: [submitted('departmentTransfer')],
  },
  issue: {
    key: 'issue',
    label: 'Issue',
    icon: 'production',
    startsFrom: 'lot',
    takes: 'free',
    offline: true,
    // Against an open material request, its allocation; with none, a stock issue.
    writes: [submitted('stockIssue'), submitted('materialAllocation', 'materialRequestId')],
  },
  count: {
    key: 'count',
    label: 'Count',
    icon: 'reconcile',
    startsFrom: 'lot',
    offline: true,
    // Counting fills the area's open count sheet, a draft saved again: what the desk's Save needs.
    writes: [{ module: 'stockCount', aclName: DOCUMENTS.stockCount.aclName, rights: [] }],
  },
  hold: {
    key: 'hold',
    label: 'Hold for the Lab',
    icon: 'warning',
    startsFrom: 'lot',
    takes: 'free',
    offline: true,
    writes: [submitted('labTest')],
  },
  release: {
    key: 'release',
    label: 'Release',
    icon: 'success',
    startsFrom: 'lot',
    takes: 'held',
    offline: true,
    writes: [submitted('labTest')],
  },
  pack: {
    key: 'pack',
    label: 'Pack',
    icon: 'inventory',
    startsFrom: 'none',
    offline: true,
    writes: [submitted('packaging')],
  },
  load: {
    key: 'load',
    label: 'Load',
    icon: 'inward',
    startsFrom: 'parcel',
    offline: true,
    // Parcels are added to a draft dispatch, as its desk form's Scan Parcel does before Save.
    writes: [{ module: 'dispatch', aclName: DOCUMENTS.dispatch.aclName, rights: [] }],
  },
  rollEntry: {
    key: 'rollEntry',
    label: 'Roll Entry',
    icon: 'plus',
    startsFrom: 'machine',
    offline: true,
    writes: [submitted('weavingProcess')],
  },
  breakdownStart: {
    key: 'breakdownStart',
    label: 'Breakdown',
    icon: 'error',
    startsFrom: 'machine',
    offline: true,
    writes: [{ module: MACHINE_BREAKDOWN.key, aclName: MACHINE_BREAKDOWN.aclName, rights: [] }],
  },
  breakdownEnd: {
    key: 'breakdownEnd',
    label: 'Restarted',
    icon: 'success',
    startsFrom: 'machine',
    offline: true,
    writes: [{ module: MACHINE_BREAKDOWN.key, aclName: MACHINE_BREAKDOWN.aclName, rights: [] }],
  },
};

/** Whether the access data allows one desk write: its rights, or writing where it needs none. */
export const mayWrite = (aclData: readonly AclEntry[] | null | undefined, write: FloorWrite): boolean =>
  write.rights.length === 0
    ? canWrite(aclData, write.aclName)
    : write.rights.every((right) => canDo(aclData, write.aclName, right));

/** Whether a role may take a floor action: it may make one of the action's desk writes. */
export const mayDoFloorAction = (
  aclData: readonly AclEntry[] | null | undefined,
  key: FloorActionKey,
): boolean => FLOOR_ACTIONS[key].writes.some((write) => mayWrite(aclData, write));

/** The floor's actions a role may take, in the catalogue's order: the buttons its floor home shows. */
export const floorActionsFor = (aclData: readonly AclEntry[] | null | undefined): FloorActionKey[] =>
  FLOOR_ACTION_KEYS.filter((key) => mayDoFloorAction(aclData, key));

/**
 * The menu without its Floor entry for a role that may take none of the floor's actions (a dispatcher who only
 * views dispatches, spec §6's restricted roles): the entry has no access name of its own, so `filterMenu`
 * keeps it for everyone; a role with something to do on the floor sees it.
 */
export const withFloorForWorkers = (
  menu: readonly MenuEntry[],
  aclData: readonly AclEntry[] | null | undefined,
): MenuEntry[] =>
  floorActionsFor(aclData).length > 0 ? [...menu] : menu.filter((entry) => entry.path !== FLOOR_PATH);

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The desk write an action makes of a body: the one its given field chooses, else the one choosing none. */
export function floorWriteOf(key: FloorActionKey, body: object): FloorWrite {
  const { writes } = FLOOR_ACTIONS[key];
  const fields = body as Readonly<Record<string, unknown>>;
  const chosen = writes.find((write) => write.whenGiven !== undefined && given(fields[write.whenGiven]));
  return chosen ?? (writes.find((write) => write.whenGiven === undefined) as FloorWrite);
}

/** Whether a text is a floor action's key (a route's parameter, an outbox entry's). */
export const isFloorActionKey = (value: unknown): value is FloorActionKey =>
  FLOOR_ACTION_KEYS.some((key) => key === value);

/** Where a floor action posts, relative to the API root as every call: `POST floor/move`. */
export const floorActionPath = (key: FloorActionKey): string => `floor/${key}`;

/** What the server answers a floor action: the record written, and a sentence in words the phone shows. */
export interface FloorAnswer {
  /** The catalogue key of the document or master written (`dispatch`, `machineBreakdown`). */
  module: string;
  id: number;
  /** The document's number; a master's record without one: its name in words ("Loom 4's breakdown"). */
  number: string;
  /** "Lot L-104 moved to Rack B-2". */
  message: string;
}

/**
 * Where a session lands (spec §2: /dashboard/classic, after logging in and at the root): a phone of a user whose
 * role is a floor role opens the floor's home instead (issue 58, decision 2286); a desk, and every other role,
 * the dashboard.
 */
export const landingRoute = (role: { floorHome?: boolean } | null | undefined, phone: boolean): string =>
  phone && role?.floorHome === true ? FLOOR_PATH : DEFAULT_LANDING_ROUTE;

/** How much of a lot lies at one place, and whether it is held there. */
export interface LotLying {
  quantity: number;
  held: boolean | null;
}

/**
 * Whether a lot's page offers `key` for the lot as it lies (issue 58): an action that takes free stock where
 * some is free, one that takes held stock where some is held (the server refuses the others in words: a lot
 * on hold is not moved, a lot not held is not released).
 */
export function floorActionApplies(key: FloorActionKey, lying: readonly LotLying[]): boolean {
  const { takes } = FLOOR_ACTIONS[key];
  if (takes === undefined) return true;
  return lying.some((place) => place.quantity > 0 && (place.held === true) === (takes === 'held'));
}
