import { describe, expect, it } from 'vitest';
import { PHRASES } from '../errors/phrases.ts';
import { LABEL_KINDS, floorPath, labelAddress, type LabelKind, type LabelTarget } from './labelAddress.ts';
import {
  MAX_CODE_LENGTH,
  MAX_SCAN_LENGTH,
  readScan,
  readScanFor,
  siteKey,
  type ScanContext,
} from './scan.ts';

const SITE = 'https://erp.example.in/';
const here: ScanContext = { sites: [SITE, 'http://192.168.1.20:8080/'], orgId: 1 };

/** One label of every kind, as the server prints them (issue 58: "Table tests in the domain over every label type"). */
const LABELS: readonly { target: LabelTarget; path: string }[] = [
  {
    target: { kind: 'lot', itemId: 3, lotNumber: 'L-26/01', rollNumber: 'R 7' },
    path: '/module/floor/lot/3?lotNumber=L-26%2F01&rollNumber=R%207',
  },
  {
    target: { kind: 'lot', itemId: 3, lotNumber: '', rollNumber: 'R1' },
    path: '/module/floor/lot/3?rollNumber=R1',
  },
  {
    target: { kind: 'lot', itemId: 9, lotNumber: '', rollNumber: '', stockAreaId: 5 },
    path: '/module/floor/lot/9?stockAreaId=5',
  },
  {
    target: { kind: 'parcel', parcelNumber: 'PCL/2026-27/00001' },
    path: '/module/floor/parcel?parcelNumber=PCL%2F2026-27%2F00001',
  },
  { target: { kind: 'machine', id: 4 }, path: '/module/floor/machine/4' },
  { target: { kind: 'stockArea', id: 5 }, path: '/module/floor/stock-area/5' },
  { target: { kind: 'rack', id: 7 }, path: '/module/floor/rack/7' },
];

describe('a label names its page of the floor (issue 58)', () => {
  it('covers every kind of label', () => {
    expect(new Set(LABELS.map(({ target }) => target.kind))).toEqual(new Set(LABEL_KINDS));
  });

  it.each(LABELS)('$path: the page in the app', ({ target, path }) => {
    expect(floorPath(target)).toBe(path);
  });

  it.each(LABELS)("$path: the QR's whole address holds the site and the organisation", ({ target, path }) => {
    const address = labelAddress(SITE, target, 1);
    expect(address).toBe(`${SITE}#${path}${path.includes('?') ? '&' : '?'}org=1`);
  });

  it.each(LABELS)('$path: a scan of its QR names what the label names', ({ target }) => {
    expect(readScan(labelAddress(SITE, target, 1), here)).toEqual({ outcome: 'target', target });
    // The address the user reached the server at is the site's too (decision 2080).
    expect(readScan(labelAddress('http://192.168.1.20:8080/', target, 1), here)).toEqual({
      outcome: 'target',
      target,
    });
  });

  it.each(LABELS)('$path: the same label of another site is refused in words', ({ target }) => {
    expect(readScan(labelAddress('https://erp.other-mill.in/', target, 1), here)).toEqual({
      outcome: 'refused',
      reason: 'otherSite',
      message: 'This label is of another site (erp.other-mill.in): it opens nothing here.',
    });
  });

  it.each(LABELS)('$path: the same label of another organisation is refused in words', ({ target }) => {
    expect(readScan(labelAddress(SITE, target, 2), here)).toEqual({
      outcome: 'refused',
      reason: 'otherOrganisation',
      message: PHRASES.scanOtherOrganisation,
    });
  });

  it('a lot whose item has a lot or roll is found wherever it moved: its area is not written', () => {
    expect(floorPath({ kind: 'lot', itemId: 3, lotNumber: 'L1', rollNumber: '', stockAreaId: 5 })).toBe(
      '/module/floor/lot/3?lotNumber=L1',
    );
    expect(floorPath({ kind: 'lot', itemId: 3, lotNumber: '', rollNumber: '' })).toBe('/module/floor/lot/3');
  });
});

describe('the stock card a label opened before issue 58 (decisions 0941, 1141, 2080)', () => {
  it.each([
    [
      `${SITE}#/module/inward-stock/card/3?stockAreaId=5&lotNumber=L1`,
      { kind: 'lot', itemId: 3, lotNumber: 'L1', rollNumber: '' },
    ],
    [
      `${SITE}#/module/inward-stock/card/3?stockAreaId=5`,
      { kind: 'lot', itemId: 3, lotNumber: '', rollNumber: '', stockAreaId: 5 },
    ],
    [
      `${SITE}#/module/inward-stock/card/3?stockAreaId=5&lotNumber=L1&parcelNumber=pcl%2F2026-27%2F00009`,
      { kind: 'parcel', parcelNumber: 'PCL/2026-27/00009' },
    ],
    // The first labels held the address from the app's root (decision 0941).
    [
      '#/module/inward-stock/card/3?stockAreaId=5&lotNumber=L+2',
      { kind: 'lot', itemId: 3, lotNumber: 'L 2', rollNumber: '' },
    ],
    ['#/module/inward-stock/card/3', { kind: 'lot', itemId: 3, lotNumber: '', rollNumber: '' }],
  ] as const)('%s', (text, target) => {
    expect(readScan(text, here)).toEqual({ outcome: 'target', target });
  });
});

describe('a site is compared as a browser would', () => {
  it.each([
    ['https://ERP.example.in', 'https://erp.example.in'],
    ['https://erp.example.in:443/', 'https://erp.example.in'],
    ['http://erp.example.in:80/erp/', 'http://erp.example.in/erp'],
    ['http://192.168.1.20:8080', 'http://192.168.1.20:8080'],
    [' https://erp.example.in/?x=1', 'https://erp.example.in'],
  ])('%s is %s', (address, key) => {
    expect(siteKey(address)).toBe(key);
  });

  it('is null for what is no web address', () => {
    expect(siteKey('ftp://erp.example.in')).toBeNull();
    expect(siteKey('erp.example.in')).toBeNull();
  });

  it('opens an address written without the last slash or in capitals', () => {
    expect(readScan('HTTPS://ERP.EXAMPLE.IN#/module/floor/rack/7', here)).toEqual({
      outcome: 'target',
      target: { kind: 'rack', id: 7 },
    });
  });
});

describe('a plain code is for the server to look up', () => {
  it.each(['PCL/2026-27/00001', 'LOOM-04', ' RACK A1 ', 'L#12'])('%s', (code) => {
    expect(readScan(code, here)).toEqual({ outcome: 'code', code: code.trim() });
  });
});

describe('what names nothing opens nothing, in words', () => {
  const nothing = { outcome: 'refused', reason: 'nothing', message: PHRASES.scanNamesNothing };
  it.each([
    ['empty', '   '],
    ['too long', `${SITE}#/module/floor/lot/3?lotNumber=${'L'.repeat(MAX_SCAN_LENGTH)}`],
    ['a code too long', 'X'.repeat(MAX_CODE_LENGTH + 1)],
    ['a control character', 'PCL\u001d00001'],
    ['another scheme', 'WIFI:S:mill;T:WPA;P:secret;;'],
    ['an address without a scheme of the web', 'ftp://erp.example.in/#/module/floor/rack/7'],
    ["the site's own home", SITE],
    ['another page of the app', `${SITE}#/module/bom`],
    ['a page of the floor that names nothing', `${SITE}#/module/floor/home`],
    ['a rack without its id', `${SITE}#/module/floor/rack`],
    ['a rack with a word for its id', `${SITE}#/module/floor/rack/seven`],
    ['an id written as no id is', `${SITE}#/module/floor/machine/2e0`],
    ['a lot of no item', `${SITE}#/module/floor/lot/?lotNumber=L1`],
    ['a lot with an area written as no id is', `${SITE}#/module/floor/lot/3?stockAreaId=x`],
    ['a parcel without its number', `${SITE}#/module/floor/parcel`],
    ['a parcel with an id', `${SITE}#/module/floor/parcel/3?parcelNumber=P1`],
    ['a stray %', `${SITE}#/module/floor/rack/7?org=%E0%A4`],
    ['an organisation written as no id is', `${SITE}#/module/floor/rack/7?org=one`],
  ])('%s', (_case, text) => {
    expect(readScan(text, here)).toEqual(nothing);
  });

  it('a parameter without a value is read as empty', () => {
    expect(readScan(`${SITE}#/module/floor/lot/3?lotNumber&rollNumber=R1`, here)).toEqual({
      outcome: 'target',
      target: { kind: 'lot', itemId: 3, lotNumber: '', rollNumber: 'R1' },
    });
  });
});

describe("a field that expects one kind (a dispatch's parcels, a move's rack)", () => {
  const parcel = labelAddress(SITE, { kind: 'parcel', parcelNumber: 'PCL/1' }, 1);
  const machine = labelAddress(SITE, { kind: 'machine', id: 4 }, 1);

  it('takes a label of that kind, and a plain code for the server', () => {
    expect(readScanFor(parcel, here, 'parcel')).toEqual({
      outcome: 'target',
      target: { kind: 'parcel', parcelNumber: 'PCL/1' },
    });
    expect(readScanFor('PCL/2', here, 'parcel')).toEqual({ outcome: 'code', code: 'PCL/2' });
  });

  it.each(LABEL_KINDS.filter((kind) => kind !== 'machine'))(
    "refuses a machine's label where %s is wanted, naming both",
    (wanted: LabelKind) => {
      const reading = readScanFor(machine, here, wanted);
      expect(reading).toMatchObject({ outcome: 'refused', reason: 'otherKind' });
      expect(reading.outcome === 'refused' && reading.message).toMatch(
        /^This is the label of a machine: scan the label of a/,
      );
    },
  );

  it("keeps a refusal's own reason", () => {
    expect(readScanFor(labelAddress(SITE, { kind: 'rack', id: 1 }, 2), here, 'rack')).toMatchObject({
      reason: 'otherOrganisation',
    });
  });
});
