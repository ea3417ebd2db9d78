import { describe, expect, it } from 'vitest';
import type { AclEntry } from '../acl/acl.ts';
import { DOCUMENTS } from '../documents/documents.ts';
import {
  FLOOR_ACTIONS,
  FLOOR_ACTION_KEYS,
  floorActionApplies,
  floorActionPath,
  floorActionsFor,
  floorWriteOf,
  isFloorActionKey,
  landingRoute,
  mayDoFloorAction,
  mayWrite,
  withFloorForWorkers,
  type FloorActionKey,
} from './actions.ts';

const write = (moduleAPI: string, extra: Partial<AclEntry> = {}): AclEntry => ({
  moduleAPI,
  view: 1,
  mode: 1,
  ...extra,
});

/** Issue 58 item 5: "each posting through the same document engine, rules and rights as the desk". */
const DESK: readonly [FloorActionKey, string[], string][] = [
  ['move', ['departmentTransfer'], 'lot'],
  ['issue', ['stockIssue', 'materialAllocation'], 'lot'],
  ['count', ['stockCount'], 'lot'],
  ['hold', ['labTest'], 'lot'],
  ['release', ['labTest'], 'lot'],
  ['pack', ['packaging'], 'none'],
  ['load', ['dispatch'], 'parcel'],
  ['rollEntry', ['weavingProcess'], 'machine'],
  ['breakdownStart', ['machineBreakdown'], 'machine'],
  ['breakdownEnd', ['machineBreakdown'], 'machine'],
];

describe("the floor's actions are the desk's writes (issue 58 item 5)", () => {
  it('declares every action once, under its own key, in the table above', () => {
    expect(DESK.map(([key]) => key)).toEqual([...FLOOR_ACTION_KEYS]);
    for (const key of FLOOR_ACTION_KEYS) expect(FLOOR_ACTIONS[key].key).toBe(key);
  });

  it.each(DESK)('%s writes %j and starts from a %s', (key, modules, startsFrom) => {
    const action = FLOOR_ACTIONS[key];
    expect(action.writes.map((one) => one.module)).toEqual(modules);
    expect(action.startsFrom).toBe(startsFrom);
    expect(action.label).not.toBe('');
    // Decision 2341: every floor entry may be made offline and is checked on arrival.
    expect(action.offline).toBe(true);
  });

  it("checks a document's own access name, as the desk does", () => {
    for (const key of FLOOR_ACTION_KEYS)
      for (const one of FLOOR_ACTIONS[key].writes) {
        const document = DOCUMENTS[one.module as keyof typeof DOCUMENTS] as { aclName: string } | undefined;
        expect(one.aclName).toBe(document?.aclName ?? 'machineAssets');
      }
  });

  it.each([
    ['issue', { materialRequestId: 4 }, 'materialAllocation'],
    ['issue', { materialRequestId: null }, 'stockIssue'],
    ['issue', { materialRequestId: '' }, 'stockIssue'],
    ['issue', {}, 'stockIssue'],
    ['move', { materialRequestId: 4 }, 'departmentTransfer'],
  ] as const)('%s of %j writes %s', (key, body, module) => {
    expect(floorWriteOf(key, body).module).toBe(module);
  });

  it('posts to floor/{key}, relative to the API root', () => {
    expect(floorActionPath('move')).toBe('floor/move');
    expect(FLOOR_ACTION_KEYS.map(floorActionPath)).toEqual(FLOOR_ACTION_KEYS.map((key) => `floor/${key}`));
  });

  it.each([
    ['move', true],
    ['rollEntry', true],
    ['moved', false],
    ['', false],
    [3, false],
    [null, false],
  ])('reads %j as an action key: %s', (value, expected) => {
    expect(isFloorActionKey(value)).toBe(expected);
  });
});

describe('a button shows only where the role may (decision 0830)', () => {
  it.each([
    ['a new document needs create and submit', [write('erp/cbl-to-cbl')], 'move', true],
    ['without submit it may not', [write('erp/cbl-to-cbl', { canSubmit: false })], 'move', false],
    ['without create it may not', [write('erp/cbl-to-cbl', { canCreate: false })], 'move', false],
    ['reading only it may not', [write('erp/cbl-to-cbl', { mode: 0 })], 'move', false],
    ['one of its writes is enough', [write('chemical/storeManagement/allocate')], 'issue', true],
    [
      'a draft saved again needs writing only',
      [write('chemical/dispatch', { canCreate: false })],
      'load',
      true,
    ],
    ['a master needs writing', [write('machineAssets')], 'breakdownStart', true],
    ['a master read only may not', [write('machineAssets', { mode: 0 })], 'breakdownEnd', false],
    ['another module gives nothing', [write('chemical/dispatch')], 'pack', false],
  ] as const)('%s', (_case, acl, key, expected) => {
    expect(mayDoFloorAction(acl, key)).toBe(expected);
  });

  it('lists what a role may do in the catalogue order, nothing without access data', () => {
    const packer = [write('chemical/packingProcess'), write('chemical/dispatch'), write('machineAssets')];
    expect(floorActionsFor(packer)).toEqual(['pack', 'load', 'breakdownStart', 'breakdownEnd']);
    expect(floorActionsFor(null)).toEqual([]);
    expect(mayWrite(undefined, FLOOR_ACTIONS.move.writes[0]!)).toBe(false);
  });

  it('keeps the Floor entry of the menu for a role with a floor action, drops it for one with none', () => {
    const menu = [
      { path: '/module/dashboard', label: 'Dashboard' },
      { path: '/module/floor', label: 'Floor' },
    ];
    const viewer: AclEntry[] = [{ moduleAPI: 'chemical/dispatch', view: 1, mode: 0 }];
    expect(withFloorForWorkers(menu, viewer).map((entry) => entry.label)).toEqual(['Dashboard']);
    expect(withFloorForWorkers(menu, null).map((entry) => entry.label)).toEqual(['Dashboard']);
    expect(withFloorForWorkers(menu, [write('chemical/dispatch')]).map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Floor',
    ]);
  });

  // Issue 58: "A phone user whose role works on the floor … has a floor home".
  it.each([
    [{ floorHome: true }, true, '/module/floor'],
    [{ floorHome: true }, false, '/dashboard/classic'],
    [{ floorHome: false }, true, '/dashboard/classic'],
    [{}, true, '/dashboard/classic'],
    [null, true, '/dashboard/classic'],
  ])('a session of role %j on a phone (%s) lands on %s', (role, phone, landing) => {
    expect(landingRoute(role, phone)).toBe(landing);
  });

  // A lot's page offers what applies to the lot as it lies: Release where some is held, Hold where some is free.
  it.each([
    ['hold', [{ quantity: 5, held: false }], true],
    ['hold', [{ quantity: 5, held: true }], false],
    ['release', [{ quantity: 5, held: false }], false],
    ['release', [{ quantity: 5, held: true }], true],
    [
      'release',
      [
        { quantity: 2, held: false },
        { quantity: 3, held: true },
      ],
      true,
    ],
    ['move', [{ quantity: 5, held: true }], false],
    ['move', [{ quantity: 5, held: null }], true],
    ['issue', [{ quantity: 0, held: false }], false],
    ['count', [{ quantity: 5, held: true }], true],
    ['count', [], true],
  ] as const)('%s applies to a lot lying as %j: %s', (key, lying, applies) => {
    expect(floorActionApplies(key, lying)).toBe(applies);
  });
});
