import { describe, expect, it } from 'vitest';
import {
  FLOOR_ACTIONS,
  FLOOR_ACTION_FIELDS,
  FLOOR_ACTION_KEYS,
  FLOOR_LOT_FIELDS,
  type FieldDef,
} from '@erp/domain';
import { correctionOf } from './correction.ts';
import { floorListAsks } from './floorLists.ts';
import {
  askedFields,
  floorBody,
  floorEntryLabel,
  floorErrors,
  floorFormFields,
  floorListName,
  floorOptionLabel,
  seenAt,
} from './fields.ts';

const t = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
const LOT = { itemId: 3, lotNumber: 'L-104', rollNumber: '', stockAreaId: 5 };
const AREAS = [
  { id: 5, name: 'Godown 1' },
  { id: 6, name: 'Godown 2' },
];
const RACKS = [
  { id: 21, name: 'B-1', stockAreaId: 6 },
  { id: 22, name: 'B-2', stockAreaId: 6 },
  { id: 23, name: 'A-1', stockAreaId: 5 },
];
const rowsOf = (def: FieldDef) =>
  floorListName(def) === 'floor:stockArea' ? AREAS : floorListName(def) === 'floor:rack' ? RACKS : [];
const noLot = () => null;
const BLANK = { values: {}, config: null };
const RACKS_ON = { RACK_SUPPORT: 'YES' };

describe("a floor action's form is its declaration (issue 58)", () => {
  it.each(FLOOR_ACTION_KEYS)("%s asks every required field but a scanned lot's", (key) => {
    const asked = askedFields(key, {}).map((def) => def.key);
    const lot = FLOOR_ACTIONS[key].startsFrom === 'lot' ? FLOOR_LOT_FIELDS.map((def) => def.key) : [];
    for (const def of FLOOR_ACTION_FIELDS[key].filter((one) => one.required && !lot.includes(one.key)))
      expect(asked).toContain(def.key);
    for (const name of lot) expect(asked).not.toContain(name);
  });

  it("Move from a scanned lot asks its destination alone, picked from the floor's list of stock areas", () => {
    const fields = floorFormFields('move', LOT, rowsOf, t, BLANK);
    expect(fields.map((field) => field.name)).toEqual(['toStockAreaId', 'quantity']);
    expect(fields.find((field) => field.name === 'toStockAreaId')).toMatchObject({
      kind: 'pick',
      required: true,
      options: [
        { value: '5', label: 'Godown 1' },
        { value: '6', label: 'Godown 2' },
      ],
    });
  });

  // Issue 58 item 5: "Move a lot to another stock area or rack" (decision 2356).
  it("Move asks a To Rack where racks are kept, among the chosen stock area's racks", () => {
    const rackOf = (values: Record<string, string>) =>
      floorFormFields('move', LOT, rowsOf, t, { values, config: RACKS_ON }).find(
        (field) => field.name === 'toRackId',
      );
    expect(rackOf({})).toMatchObject({ kind: 'pick', options: [] });
    expect(rackOf({ toStockAreaId: '6' })).toMatchObject({
      options: [
        { value: '21', label: 'B-1' },
        { value: '22', label: 'B-2' },
      ],
    });
    expect(rackOf({ toStockAreaId: '5' })).toMatchObject({ options: [{ value: '23', label: 'A-1' }] });
    expect(
      floorFormFields('move', LOT, rowsOf, t, { values: {}, config: { RACK_SUPPORT: 'NO' } }).map(
        (field) => field.name,
      ),
    ).toEqual(['toStockAreaId', 'quantity']);
  });

  // Issue 58 item 5: "Issue it to a department (against an open material request where one is)" (decision 2357).
  it("Issue offers the chosen department's open requests, asked of the server by its list call", () => {
    const lookups = askedFields('issue', LOT).filter((def) => def.type === 'lookup');
    const request = (values: Record<string, string>) =>
      floorListAsks(lookups, values).find((ask) => ask.name === 'floor:materialRequest');
    // Its department is a tie: the home reads the open requests whole, narrowed offline (decision 2363).
    expect(request({})).toEqual({
      name: 'floor:materialRequest',
      module: 'materialRequest',
      list: 'getOpenAndInProgressRequest',
      tied: ['departmentId'],
    });
    expect(request({ departmentId: '4' })).toMatchObject({ filter: { departmentId: '4' } });
    expect(floorListAsks(lookups, {}).find((ask) => ask.name === 'floor:department')).toEqual({
      name: 'floor:department',
      module: 'department',
    });
    const requests = [
      { id: 31, number: 'MR/26-27/00031', departmentId: 4 },
      { id: 32, number: 'MR/26-27/00032', departmentId: 7 },
    ];
    const picker = floorFormFields(
      'issue',
      LOT,
      (def) => (floorListName(def) === 'floor:materialRequest' ? requests : []),
      t,
      { values: { departmentId: '4' }, config: null },
    ).find((field) => field.name === 'materialRequestId');
    expect(picker).toMatchObject({ options: [{ value: '31', label: 'MR/26-27/00031' }] });
    expect(picker).not.toHaveProperty('search');
    const onQueryChange = () => undefined;
    const searching = floorFormFields('issue', LOT, () => [], t, {
      values: {},
      config: null,
      search: (def) => (def.lookup?.list ? { onQueryChange } : undefined),
    });
    expect(
      searching.filter((field) => field.kind === 'pick' && field.search).map((field) => field.name),
    ).toEqual(['materialRequestId']);
  });

  it("Load's dispatches are named by their number, a draft (no number yet) by its customer and day, never its id", () => {
    const dispatches = [
      { id: 41, number: null, date: '2026-11-28', party: { id: 2, companyName: 'Ambuja Cement Works Ltd' } },
      { id: 40, number: 'DC/2026-27/00012', date: '2026-11-27', party: { id: 2, companyName: 'Ambuja' } },
      { id: 39, number: null, date: null, party: { id: 2, companyName: 'Ambuja' } },
      { id: 38, number: null, date: '2026-11-26', party: null },
    ];
    const fields = floorFormFields(
      'load',
      {},
      (def) => (floorListName(def) === 'floor:dispatch' ? dispatches : []),
      t,
      BLANK,
    );
    expect(fields[0]).toMatchObject({
      name: 'dispatchId',
      options: [
        { value: '41', label: 'Draft of Ambuja Cement Works Ltd, 28-11-2026' },
        { value: '40', label: 'DC/2026-27/00012' },
        { value: '39', label: 'Draft of Ambuja' },
        { value: '38', label: '38' },
      ],
    });
    expect(floorOptionLabel({ id: 5, name: 'Godown 1' }, 'name', t)).toBe('Godown 1');
  });

  it('Load and Pack scan their parcels and rolls into a list', () => {
    expect(floorFormFields('load', {}, rowsOf, t, BLANK).at(-1)).toMatchObject({
      kind: 'codes',
      name: 'parcelNumbers',
    });
    expect(floorFormFields('pack', {}, rowsOf, t, BLANK).at(-1)).toMatchObject({
      kind: 'codes',
      name: 'lots',
    });
  });

  it("sends what the page gave and what was entered; an empty value is left out; Pack's codes are their lots", () => {
    expect(floorBody('move', LOT, { toStockAreaId: '6', quantity: null, rackId: '' }, noLot)).toEqual({
      ...LOT,
      toStockAreaId: '6',
    });
    const lotOf = (code: string) =>
      code === 'A' ? { itemId: 3, lotNumber: 'L-1', rollNumber: 'R-1' } : null;
    expect(floorBody('pack', {}, { toStockAreaId: '8', lots: ['A', 'B'] }, lotOf)).toEqual({
      toStockAreaId: '8',
      lots: [{ itemId: 3, lotNumber: 'L-1', rollNumber: 'R-1' }, { rollNumber: 'B' }],
    });
  });

  it("checks the body by the action's schema, each refusal in words on its field", () => {
    expect(floorErrors('move', floorBody('move', LOT, { toStockAreaId: '6' }, noLot))).toEqual({});
    expect(floorErrors('move', LOT)).toEqual({
      toStockAreaId: expect.stringContaining('To Stock Area is required'),
    });
    expect(floorErrors('pack', { toStockAreaId: 8, lots: [{ rollNumber: 'B' }] })).toEqual({
      lots: expect.stringContaining('Item is required'),
    });
  });

  it('names the entry by its action and what it acts on', () => {
    expect(floorEntryLabel('move', 'Lot L-104', t)).toBe('Move: Lot L-104');
    expect(floorEntryLabel('pack', '', t)).toBe('Pack');
  });

  it('a refused entry opens in its form with what it asked, the rest sent again as it was', () => {
    const lots = [{ itemId: 3, lotNumber: 'L-1', rollNumber: 'R-1' }];
    expect(correctionOf('move', { ...LOT, toStockAreaId: 6, quantity: 2 })).toEqual({
      given: { itemId: 3, lotNumber: 'L-104', rollNumber: '', stockAreaId: 5 },
      initial: { toStockAreaId: '6', quantity: 2 },
    });
    expect(correctionOf('pack', { toStockAreaId: 8, lots })).toEqual({
      given: { lots },
      initial: { toStockAreaId: '8' },
    });
    expect(correctionOf('load', { dispatchId: 12, parcelNumbers: ['P-1'] }).initial).toEqual({
      dispatchId: '12',
      parcelNumbers: ['P-1'],
    });
    expect(correctionOf('load', null)).toEqual({ given: {}, initial: {} });
  });
});

// A lot's page names no place unless its label did: an entry kept offline then took the lot from wherever it
// lay on arrival, so a lot moved meanwhile was moved again rather than refused.
describe('the lot as its page saw it (decision 2340)', () => {
  type Seen = { itemId: number; lotNumber: string; rollNumber: string; stockAreaId?: number };
  const label: Seen = { itemId: 3, lotNumber: 'L-104', rollNumber: '' };
  const cases: [string, Seen, { stockAreaId: number | null }[], number | undefined][] = [
    ["its label's place", { ...label, stockAreaId: 5 }, [{ stockAreaId: 6 }], 5],
    ['the one stock area it is shown in', label, [{ stockAreaId: 6 }, { stockAreaId: 6 }], 6],
    ['none when shown in several', label, [{ stockAreaId: 5 }, { stockAreaId: 6 }], undefined],
    ['none when shown nowhere', label, [], undefined],
    ['none when its place has no stock area', label, [{ stockAreaId: null }], undefined],
  ];
  it.each(cases)('names %s', (_case, target, places, stockAreaId) => {
    expect(seenAt(target, places).stockAreaId).toBe(stockAreaId);
  });
});
