import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterRows, matchesName, matchesWords, normaliseSearchText, sortByName, valueAt } from './search.ts';

describe('normaliseSearchText (spec §5 "ignore commas, dots, brackets, plus signs, hyphens and spaces and are case-insensitive")', () => {
  it.each([
    ['P.P. Woven Sack (50 kg)', 'ppwovensack50kg'],
    ['HDPE-Fabric, 90 GSM', 'hdpefabric90gsm'],
    ['A+B [x] {y}', 'abxy'],
    ['  Tabs\tand\nlines ', 'tabsandlines'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j normalises to %j', (text, normal) => {
    expect(normaliseSearchText(text)).toBe(normal);
  });

  it('property: normalising twice changes nothing and leaves none of the ignored characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normaliseSearchText(text);
        expect(normaliseSearchText(once)).toBe(once);
        expect(once).not.toMatch(/[,.()[\]{}+\-\s]/);
      }),
    );
  });
});

describe('matchesName (spec §5 "case-insensitive partial matches on the name")', () => {
  it.each([
    ['P.P. Woven Sack (50 kg)', 'woven sack', true],
    ['P.P. Woven Sack (50 kg)', 'pp-woven', true],
    ['P.P. Woven Sack (50 kg)', '50KG', true],
    ['Shree Ganesh Traders', 'ganesh, traders', true],
    ['Shree Ganesh Traders', 'mahesh', false],
    ['anything', '', true],
    [null, 'x', false],
    ['x', null, true],
  ])('%j matches %j: %s', (name, query, expected) => {
    expect(matchesName(name, query)).toBe(expected);
  });

  it('property: every name matches any piece of itself, in any case', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (name, a, b) => {
        const from = Math.min(a, b) % (name.length + 1);
        const to = Math.max(from, Math.max(a, b) % (name.length + 1));
        expect(matchesName(name, name.slice(from, to).toUpperCase())).toBe(true);
      }),
    );
  });
});

const rows = [
  { id: 1, name: 'PP Granules', uom: { name: 'KGS' }, tags: ['raw'], active: true },
  { id: 2, name: 'HDPE Fabric', uom: { name: 'MTR' }, tags: ['semi'], active: false },
  { id: 3, name: 'Woven Sack', uom: null, tags: [], note: undefined, active: true },
];

describe('matchesWords (issue 42: menu search, "case- and accent-insensitive, word starts")', () => {
  it.each([
    ['Machine Breakdowns', 'Breakdown', true],
    ['Machine Breakdowns', 'machine break', true],
    ['Machine Breakdowns', 'break machine', true],
    ['Machine Breakdowns', 'reakdown', false],
    ['follow-up', 'follow up', true],
    ['follow-up', 'FOLLOW-UP', true],
    ['Café Rates', 'cafe', true],
    ['Cafe Rates', 'café', true],
    ['Role', 'roles', true],
    ['DP Log', 'dps', false],
    ['Dispatch', 'dispatches', false],
    ['Unit of Measure', 'unit measure', true],
    ['Unit of Measure', 'measure x', false],
    ['Anything', '  ', true],
    ['प्रेषण सूची', 'सूची', true],
  ])('%j with %j: %s', (text, query, found) => {
    expect(matchesWords(text, query)).toBe(found);
  });
});

describe('filterRows (spec §5 "List filter: case-insensitive contains, on the whole record or on one key (or two-level key a.b)")', () => {
  it.each([
    ['granules', undefined, [1]],
    ['GRANULES', undefined, [1]],
    ['kgs', undefined, [1]],
    ['semi', undefined, [2]],
    ['false', undefined, [2]],
    ['3', undefined, [3]],
    ['name', undefined, []],
    ['', undefined, [1, 2, 3]],
    ['   ', undefined, [1, 2, 3]],
    [null, undefined, [1, 2, 3]],
    ['mtr', 'uom.name', [2]],
    ['mtr', 'name', []],
    ['sack', 'name', [3]],
    ['kgs', 'uom', [1]],
    ['x', 'missing.key', []],
    ['kgs', 'uom.name.deeper', []],
  ])('%j on key %s keeps ids %j', (query, key, ids) => {
    expect(filterRows(rows, query, key).map((row) => row.id)).toEqual(ids);
  });

  it('returns a new array and never changes the rows', () => {
    const result = filterRows(rows, '');
    expect(result).not.toBe(rows);
    expect(result).toEqual(rows);
  });

  it('does not read deeper than four levels (records with cycles stay safe)', () => {
    const deep = { a: { b: { c: { d: { e: 'hidden' } } } }, f: 'shown' };
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic['self'] = cyclic;
    expect(filterRows([deep], 'hidden')).toEqual([]);
    expect(filterRows([deep], 'shown')).toEqual([deep]);
    expect(filterRows([cyclic], 'loop')).toEqual([cyclic]);
    expect(filterRows([cyclic], 'nothing')).toEqual([]);
  });

  it('property: the filtered rows are a subset of the rows, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), code: fc.string() })),
        fc.string(),
        (list, query) => {
          const kept = filterRows(list, query);
          let at = 0;
          for (const row of kept) {
            at = list.indexOf(row, at) + 1;
            expect(at).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('valueAt', () => {
  it.each([
    ['name', 'PP Granules'],
    ['uom.name', 'KGS'],
    ['uom.name.x', undefined],
    ['nothing', undefined],
  ])('%s reads %j', (key, value) => {
    expect(valueAt(rows[0], key)).toBe(value);
  });
});

describe('sortByName (spec §7 select lists "sorted by name"; spec §3 "Report lists are sorted by reportId, case-insensitive")', () => {
  it.each([
    ['name', [{ name: 'bag' }, { name: 'Apple' }, { name: 'Cloth' }], ['Apple', 'bag', 'Cloth']],
    ['companyName', [{ companyName: 'Zenith' }, { companyName: 'acme' }], ['acme', 'Zenith']],
    ['firstname', [{ firstname: 'ravi' }, { firstname: 'Anil' }], ['Anil', 'ravi']],
    ['packingType', [{ packingType: 'Bag 10 kg' }, { packingType: 'Bag 2 kg' }], ['Bag 2 kg', 'Bag 10 kg']],
    ['planName', [{ planName: 'b' }, { planName: 'A' }], ['A', 'b']],
    ['slipNumber', [{ slipNumber: 'PI-10' }, { slipNumber: 'PI-9' }], ['PI-9', 'PI-10']],
    ['reportId', [{ reportId: 'lab-b' }, { reportId: 'LAB-A' }], ['LAB-A', 'lab-b']],
    ['item.name', [{ item: { name: 'z' } }, { item: { name: 'Y' } }], ['Y', 'z']],
  ] as [string, readonly object[], string[]][])('by %s', (key, list, order) => {
    expect(sortByName(list, key).map((row) => valueAt(row, key))).toEqual(order);
  });

  it('sorts by name when no key is given, keeps ties deterministic and puts rows without a value last', () => {
    const list = [
      { name: 'b' },
      { name: '' },
      { name: 'B' },
      {},
      { name: 'a' },
      { name: 'b' },
      { name: null },
    ];
    expect(sortByName(list).map((row) => row.name)).toEqual(['a', 'B', 'b', 'b', '', undefined, null]);
  });

  it.each([[['b', 'B']], [['B', 'b']]])(
    'names equal but for case sort upper case first, whatever their order (%j)',
    (names) => {
      expect(sortByName(names.map((name) => ({ name }))).map((row) => row.name)).toEqual(['B', 'b']);
    },
  );

  it('returns a new array and leaves the input as it was', () => {
    const list = [{ name: 'b' }, { name: 'a' }];
    const sorted = sortByName(list, 'name');
    expect(sorted).not.toBe(list);
    expect(list.map((row) => row.name)).toEqual(['b', 'a']);
  });

  it('property: sorting is idempotent and keeps every row', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.option(fc.string(), { nil: undefined }) })), (list) => {
        const once = sortByName(list, 'name');
        expect(sortByName(once, 'name')).toEqual(once);
        expect(once).toHaveLength(list.length);
      }),
    );
  });
});
