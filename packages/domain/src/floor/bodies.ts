import { z } from 'zod';
import type { FieldDef } from '../catalogue/fields.ts';
import { fieldSchema } from '../catalogue/fieldSchema.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import { DOCUMENTS } from '../documents/documents.ts';
import { DOCUMENT_STATUS } from '../documents/statuses.ts';
import { MAX_QUANTITY_DECIMALS } from '../format/decimals.ts';
import { FLOOR_ACTIONS, type FloorActionKey } from './actions.ts';

/*
 * What each floor action sends (issue 58 item 5, decision 2340): declared as fields, so that every number is
 * read by the one rule of written numbers and every refusal is the catalogue's, in words, on its field.
 */

const field = (
  key: string,
  label: string,
  type: FieldDef['type'],
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  key,
  label,
  type,
  ...extra,
});
/** A picker's words for a row: a document's number (it has no name), a master's name. */
const displayOf = (module: string): string => (Object.hasOwn(DOCUMENTS, module) ? 'number' : 'name');
const lookup = (key: string, label: string, module: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'lookup', { lookup: { module, displayKey: displayOf(module) }, ...extra });
const quantity = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'number', { decimals: MAX_QUANTITY_DECIMALS, ...extra });
const required = (def: FieldDef): FieldDef => ({ ...def, required: true });

/**
 * A lot or roll as its label names it (`LotTarget`), and where it lies as the phone last saw it: an entry
 * made offline from a scan alone names no place, and the lot's one place is taken on arrival (decision 2340).
 */
export const FLOOR_LOT_FIELDS: readonly FieldDef[] = [
  required(lookup('itemId', 'Item', 'item')),
  field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
  field('rollNumber', 'Roll Number', 'text', { maxLength: 40 }),
  lookup('stockAreaId', 'Stock Area', 'stockArea', {
    hint: "Where it lies now; empty: the lot's one place with stock.",
  }),
  lookup('rackId', 'Rack', 'rack'),
];

const machine = required(lookup('machineId', 'Machine', 'machine'));
const time = (key: string, label: string, hint: string) =>
  field(key, label, 'text', { maxLength: 5, format: 'time', placeholder: 'HH:MM', hint });

/** The fields of each action's body; `pack` takes its lots as a list of `PACKED_LOT_FIELDS` besides. */
export const FLOOR_ACTION_FIELDS: Readonly<Record<FloorActionKey, readonly FieldDef[]>> = {
  move: [
    ...FLOOR_LOT_FIELDS,
    required(lookup('toStockAreaId', 'To Stock Area', 'stockArea')),
    // A rack of the chosen area (decision 2356): the picker offers that area's racks.
    {
      ...lookup('toRackId', 'To Rack', 'rack', { hint: 'Empty: on no rack.', feature: 'RACK_SUPPORT' }),
      lookup: { module: 'rack', displayKey: 'name', filterFrom: { stockAreaId: 'toStockAreaId' } },
    },
    quantity('quantity', 'Quantity', { positive: true, hint: 'Empty: all of it at its place.' }),
  ],
  issue: [
    ...FLOOR_LOT_FIELDS,
    required(lookup('departmentId', 'Department', 'department')),
    required(quantity('quantity', 'Quantity', { positive: true })),
    // The chosen department's open requests, asked of the server (decision 2357).
    lookup('materialRequestId', 'Material Request', 'materialRequest', {
      hint: 'Empty: issued for consumption with no request.',
      lookup: {
        module: 'materialRequest',
        displayKey: 'number',
        list: 'getOpenAndInProgressRequest',
        filterFrom: { departmentId: 'departmentId' },
      },
    }),
    lookup('toStockAreaId', 'Issue To (Stock Area)', 'stockArea', {
      hint: "Against a request: the stock area it is issued to; empty: the department's own.",
    }),
  ],
  count: [
    ...FLOOR_LOT_FIELDS,
    lookup('countSheetId', 'Count Sheet', 'stockCount', {
      hint: "Empty: the stock area's open count sheet.",
    }),
    required(quantity('quantity', 'Counted Quantity', { min: 0 })),
    field('reason', 'Reason', 'text', { maxLength: 200, hint: 'Why the count differs from the book.' }),
  ],
  hold: [...FLOOR_LOT_FIELDS, required(field('reason', 'Reason', 'text', { maxLength: 200 }))],
  release: [...FLOOR_LOT_FIELDS, field('reason', 'Reason', 'text', { maxLength: 200 })],
  pack: [
    required(lookup('toStockAreaId', 'Packed Into (Stock Area)', 'stockArea')),
    lookup('salesOrderId', 'Sales Order', 'salesOrder'),
    field('grossWeight', 'Gross Weight (kg)', 'number', { min: 0, decimals: 3 }),
    field('netWeight', 'Net Weight (kg)', 'number', { min: 0, decimals: 3 }),
  ],
  // Load adds to a draft (decision 2362): its picker lists the drafts alone.
  load: [
    required(
      lookup('dispatchId', 'Dispatch', 'dispatch', {
        lookup: { module: 'dispatch', displayKey: 'number', filter: { status: DOCUMENT_STATUS.DRAFT } },
      }),
    ),
  ],
  rollEntry: [
    machine,
    required(field('rollNumber', 'Roll Number', 'text', { maxLength: 40, uppercase: true })),
    required(field('metres', 'Metres', 'number', { positive: true, decimals: 2 })),
    required(field('weightKg', 'Weight (kg)', 'number', { positive: true, decimals: 3 })),
    lookup('itemId', 'Fabric', 'item', { hint: "Empty: the fabric of the loom's last roll." }),
    lookup('stockAreaId', 'Into Stock Area', 'stockArea', { hint: "Empty: the loom's own stock area." }),
  ],
  breakdownStart: [
    machine,
    required(field('reason', 'Reason', 'textarea', { maxLength: 500 })),
    field('planned', 'Planned Maintenance', 'checkbox'),
    field('stoppedOn', 'Stopped On', 'date', { hint: 'Empty: today.' }),
    time('stoppedAt', 'Stopped At', 'Empty: now.'),
  ],
  breakdownEnd: [
    machine,
    field('restartedOn', 'Restarted On', 'date', { hint: 'Empty: today.' }),
    time('restartedAt', 'Restarted At', 'Empty: now.'),
  ],
};

/** One roll or bag packed: the lot's fields and how much of it (empty: all of it at its place). */
export const PACKED_LOT_FIELDS: readonly FieldDef[] = [
  ...FLOOR_LOT_FIELDS,
  quantity('quantity', 'Quantity', { positive: true, hint: 'Empty: all of it at its place.' }),
];

/** The most rolls one parcel takes, or parcels one load: what a phone scans in one go. */
export const MAX_SCANNED = 200;

const shapeOf = (fields: readonly FieldDef[]): Record<string, z.ZodType> =>
  Object.fromEntries(fields.map((def) => [def.key, fieldSchema(def)]));

const objectOf = (label: string, fields: readonly FieldDef[], extra: Record<string, z.ZodType> = {}) =>
  z.object({ ...shapeOf(fields), ...extra }, { error: say(PHRASES.notRecord, { label }) });

/** A list of what a phone scanned, one at least and `MAX_SCANNED` at most, refused in words. */
const scanned = <T extends z.ZodType>(label: string, element: T) =>
  z
    .array(element, { error: say(PHRASES.scannedList, { label }) })
    .min(1, { error: say(PHRASES.scanOneAtLeast, { label }) })
    .max(MAX_SCANNED, { error: say(PHRASES.scannedAtMost, { label, max: MAX_SCANNED }) });

const parcelNumber = fieldSchema(
  field('parcelNumber', 'Parcel Number', 'text', { required: true, maxLength: 40, uppercase: true }),
);

/** A lot as a body names it (`FLOOR_LOT_FIELDS`). */
export interface FloorLot {
  itemId: number;
  lotNumber?: string | null;
  rollNumber?: string | null;
  stockAreaId?: number | null;
  rackId?: number | null;
}

/** What each action's schema reads of its body: its fields as `FLOOR_ACTION_FIELDS` declares them. */
export interface FloorBodies {
  move: FloorLot & { toStockAreaId: number; toRackId?: number | null; quantity?: number | null };
  issue: FloorLot & {
    departmentId: number;
    quantity: number;
    materialRequestId?: number | null;
    toStockAreaId?: number | null;
  };
  count: FloorLot & { countSheetId?: number | null; quantity: number; reason?: string | null };
  hold: FloorLot & { reason: string };
  release: FloorLot & { reason?: string | null };
  pack: {
    toStockAreaId: number;
    salesOrderId?: number | null;
    grossWeight?: number | null;
    netWeight?: number | null;
    lots: (FloorLot & { quantity?: number | null })[];
  };
  load: { dispatchId: number; parcelNumbers: string[] };
  rollEntry: {
    machineId: number;
    rollNumber: string;
    metres: number;
    weightKg: number;
    itemId?: number | null;
    stockAreaId?: number | null;
  };
  breakdownStart: {
    machineId: number;
    reason: string;
    planned?: boolean | null;
    stoppedOn?: string | null;
    stoppedAt?: string | null;
  };
  breakdownEnd: { machineId: number; restartedOn?: string | null; restartedAt?: string | null };
}

/** The body each action sends, as its schema reads it. */
export type FloorActionBody<K extends FloorActionKey> = FloorBodies[K];

/** The schema of an action's body built from its fields, read as the body's type. */
const bodyOf = <K extends FloorActionKey>(key: K, extra: Record<string, z.ZodType> = {}) =>
  objectOf(FLOOR_ACTIONS[key].label, FLOOR_ACTION_FIELDS[key], extra) as unknown as z.ZodType<FloorBodies[K]>;

/** Each action's body schema: the catalogue's field rules, unknown keys dropped, every refusal in words. */
export const floorActionSchemas: { readonly [K in FloorActionKey]: z.ZodType<FloorBodies[K]> } = {
  move: bodyOf('move'),
  issue: bodyOf('issue'),
  count: bodyOf('count'),
  hold: bodyOf('hold'),
  release: bodyOf('release'),
  pack: bodyOf('pack', { lots: scanned('Rolls or bags', objectOf('A roll or bag', PACKED_LOT_FIELDS)) }),
  load: bodyOf('load', { parcelNumbers: scanned('Parcels', parcelNumber) }),
  rollEntry: bodyOf('rollEntry'),
  breakdownStart: bodyOf('breakdownStart'),
  breakdownEnd: bodyOf('breakdownEnd'),
};
