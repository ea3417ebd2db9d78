import { LABEL_KINDS, readScan, type LabelKind, type LabelTarget } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findIn } from './helpers.ts';
import { DC, PK, useShipping } from './shipping-fixture.ts';
import { INWARD, type Doc } from './stock-documents.ts';

// Issue 58 item 3 (decisions 2313, 2360): every label the server prints holds, in its QR, the address of its
// kind's page of the floor, which the scan reads back as what the label names; a kind without a row here
// fails the table.

const { app, ids, state, get, config, parcelNumber, packing, posted, openOrder, inwardOf } = useShipping();
type Row = Record<string, unknown> & { id: number };
const SEGMENTS: Readonly<Record<LabelKind, string>> = {
  lot: 'lot',
  parcel: 'parcel',
  machine: 'machine',
  stockArea: 'stock-area',
  rack: 'rack',
};
/** Each kind's labelled record, printed through `chemical/qrCode/{type}/{id}`, and what it names. */
const printed = new Map<LabelKind, { path: string; target: LabelTarget }>();

beforeAll(async () => {
  await config('LABEL_SUPPORT', 'YES');
  const inward = await posted(INWARD, await inwardOf(await openOrder(), [10]));
  const line = inward.lines[0] as Doc['lines'][number];
  printed.set('lot', {
    path: `inward/${inward.id}`,
    target: { kind: 'lot', itemId: Number(line.itemId), lotNumber: String(line.lotNumber), rollNumber: '' },
  });
  const number = await parcelNumber();
  const packed = await posted(PK, await packing([{ parcelNumber: number, quantity: 1 }]));
  printed.set('parcel', { path: `packaging/${packed.id}`, target: { kind: 'parcel', parcelNumber: number } });
  const machine = await findIn<Row>(app(), 'chemical/machine', 'code', 'LOOM-01');
  printed.set('machine', { path: `machine/${machine.id}`, target: { kind: 'machine', id: machine.id } });
  printed.set('stockArea', {
    path: `stockArea/${state.fg}`,
    target: { kind: 'stockArea', id: state.fg },
  });
  const location = await app().call<Row>('POST', 'erp/location/save', app().admin, {
    name: 'Kinds Yard',
    code: 'KND-Y',
    branchId: ids.branch,
  });
  const rack = await app().call<Row>('POST', 'erp/rack/save', app().admin, {
    name: 'K-1',
    code: 'RK-K1',
    locationId: location.body.data?.id,
  });
  expect(rack.status, rack.body.responseMessage).toBe(200);
  const rackId = Number(rack.body.data?.id);
  printed.set('rack', { path: `rack/${rackId}`, target: { kind: 'rack', id: rackId } });
});

describe("every label's QR opens its kind's page of the floor (issue 58)", () => {
  it('has a labelled record of every kind', () => {
    expect(new Set(printed.keys())).toEqual(new Set(LABEL_KINDS));
  });

  it.each(LABEL_KINDS)('%s: the QR holds its page, read back as what it names', async (kind) => {
    const { path, target } = printed.get(kind) ?? { path: '', target: null };
    const reply = await get<{ content: string }>(`chemical/qrCode/${path}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [qr] = reply.body.dataList ?? [];
    const content = qr?.content ?? '';
    const site = content.slice(0, content.indexOf('#'));
    expect(content.slice(site.length)).toMatch(new RegExp(`^#/module/floor/${SEGMENTS[kind]}[/?]`));
    const orgId = Number(/[?&]org=(\d+)$/.exec(content)?.[1]);
    expect(readScan(content, { sites: [site], orgId })).toEqual({ outcome: 'target', target });
  });

  it("a parcel's label is read by the dispatch's scan as the parcel", async () => {
    const { path } = printed.get('parcel') ?? { path: '' };
    const [qr] = (await get<{ content: string }>(`chemical/qrCode/${path}`)).body.dataList ?? [];
    const scanned = await get(`${DC}/getParcel?code=${encodeURIComponent(qr?.content ?? '')}`);
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
  });
});
