import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { eInvoiceJson } from '../einvoice.ts';
import { BUYER, SELLER } from '../fixtures.ts';
import { E_INVOICE_SCHEMA } from '../schemas.ts';
import kept from './einv_validation.json' with { type: 'json' };
import { OFFICIAL_E_INVOICE_SCHEMA, officialSchemaOf, type JsonSchema } from './officialSchema.ts';

// Strict: a keyword the reading left behind would stop the compile.
const official = new Ajv({ allErrors: true, strict: true }).compile(OFFICIAL_E_INVOICE_SCHEMA);
const ours = new Ajv({ allErrors: true, strict: false }).compile(E_INVOICE_SCHEMA);

/** An invoice that fills every part our files write: a second address line, a phone, an e-mail, a ship-to. */
const whole = eInvoiceJson({
  kind: 'invoice',
  number: 'INV/26-27/00001',
  date: '2026-11-24',
  seller: SELLER,
  buyer: { ...BUYER, phone: '07122540011', email: 'stores@bharatcement.example' },
  shipTo: { ...BUYER, address2: 'Gate 2', location: 'Wardha', pincode: '442001' },
  lines: [
    {
      description: 'PP Woven Sack 50 kg',
      hsn: '63053200',
      quantity: 10_000,
      unit: 'NOS',
      rate: 7.35,
      gstRate: 5,
    },
  ],
  freight: 1500,
});

// The kept text's bytes are checked against its recorded SHA-256 by the server's e-invoice tests (Node's
// crypto is not the domain's).
describe('decision 1970: the official e-invoice schema, kept verbatim with its source', () => {
  it('reads as a JSON Schema: lists as arrays of their items, the misplaced and space-ended names mended', () => {
    const properties = OFFICIAL_E_INVOICE_SCHEMA['properties'] as Record<string, JsonSchema>;
    expect(OFFICIAL_E_INVOICE_SCHEMA['required']).toEqual([
      'Version',
      'TranDtls',
      'DocDtls',
      'SellerDtls',
      'BuyerDtls',
      'ItemList',
      'ValDtls',
    ]);
    expect(properties['ItemList']).toMatchObject({
      type: 'array',
      items: { type: 'object', required: expect.arrayContaining(['HsnCd', 'TotItemVal']) },
    });
    const item = (properties['ItemList']?.['items'] as JsonSchema)['properties'] as Record<
      string,
      JsonSchema
    >;
    expect(item['AttribDtls']).toMatchObject({
      type: 'array',
      items: { properties: { Nm: { maxLength: 100 } } },
    });
    const reference = properties['RefDtls']?.['properties'] as Record<string, JsonSchema>;
    expect(reference['PrecDocDtls']?.['required']).toEqual(['InvNo', 'InvDt']);
    expect(reference['DocPerdDtls']?.['required']).toEqual(['InvStDt', 'InvEndDt']);
    expect(Object.keys(reference)).not.toContain('required');
  });

  it('stops at a key it does not read, so a newer copy is never half read', () => {
    const newer = { ...kept, DocDtls: { ...kept.DocDtls, additionalProperties: false } };
    expect(() => officialSchemaOf(newer)).toThrow('the schema.DocDtls: the schema says additionalProperties');
    expect(() => officialSchemaOf([])).toThrow('the schema: not a field of the schema');
    expect(() => officialSchemaOf({ required: 'Version' })).toThrow(
      'the schema: required is not a list of names',
    );
    expect(() =>
      officialSchemaOf({ RefDtls: { type: 'object', properties: { required: ['InvNo'] } } }),
    ).toThrow('the schema.RefDtls: a required list before any field');
  });

  it('takes the invoice our files write whole', () => {
    expect(official(whole), JSON.stringify(official.errors)).toBe(true);
    expect(ours(whole), JSON.stringify(ours.errors)).toBe(true);
  });
});

type Leaf = { path: readonly (string | number)[]; rule: JsonSchema };

/** Every value of `json` the official schema gives a rule of its own, with that rule. */
function leavesOf(json: unknown, schema: JsonSchema, path: readonly (string | number)[] = []): Leaf[] {
  if (Array.isArray(json)) {
    return json.flatMap((item, index) => leavesOf(item, schema['items'] as JsonSchema, [...path, index]));
  }
  if (typeof json === 'object' && json !== null) {
    const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
    return Object.entries(json).flatMap(([key, value]) =>
      properties[key] ? leavesOf(value, properties[key], [...path, key]) : [],
    );
  }
  return [{ path, rule: schema }];
}

/** Values that break a rule of the official schema, each named by the rule it breaks. */
function breaking(rule: JsonSchema): [string, unknown][] {
  const cases: [string, unknown][] = [];
  const min = rule['minLength'] as number | undefined;
  const max = rule['maxLength'] as number | undefined;
  if (max !== undefined) cases.push([`longer than ${max}`, 'A'.repeat(max + 1)]);
  if (min !== undefined && min > 0) cases.push([`shorter than ${min}`, 'A'.repeat(min - 1)]);
  if (rule['pattern'] !== undefined)
    cases.push(['out of its pattern', '#'.repeat(Math.min(max ?? 3, Math.max(min ?? 3, 3)))]);
  if (rule['enum'] !== undefined) cases.push(['none of its values', 'ZZ']);
  if (rule['maximum'] !== undefined)
    cases.push([`above ${String(rule['maximum'])}`, (rule['maximum'] as number) + 1]);
  if (rule['minimum'] !== undefined)
    cases.push([`below ${String(rule['minimum'])}`, (rule['minimum'] as number) - 1]);
  return cases;
}

function replaced(json: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(json)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

const breaches = leavesOf(whole, OFFICIAL_E_INVOICE_SCHEMA).flatMap(({ path, rule }) =>
  breaking(rule).map(([why, value]) => [`${path.join('.')} ${why}`, path, value] as const),
);

// Issue 41: "An invoice the portal refuses is an invoice the factory cannot send." Every value the official
// schema refuses in a field our files write, our schema refuses too: the file the server checks before it
// answers can never be one the portal's schema refuses. Derived from the kept schema itself, so a newer
// copy brings its own cases.
describe('decision 1970: ours refuses whatever the official schema refuses', () => {
  it('finds the rules of every field our files write', () => {
    const fields = new Set(
      breaches.map(([, path]) => path.filter((key) => typeof key === 'string').join('.')),
    );
    expect(fields).toContain('BuyerDtls.Ph');
    expect(fields).toContain('ShipDtls.Addr2');
    expect(fields).toContain('ItemList.HsnCd');
    expect(fields.size).toBeGreaterThan(50);
  });

  it.each(breaches)('%s', (_case, path, value) => {
    const json = replaced(whole, path, value);
    expect(official(json), 'the official schema refuses it').toBe(false);
    expect(ours(json), 'ours refuses it too').toBe(false);
  });
});

// Where the copy kept and ours differ on purpose, each with the source that decides it (decision 1970).
describe('decision 1970: where ours and the copy kept differ, and why', () => {
  it.each([
    // NIC's current text: Ph `^([0-9]{6,12})$` (einv-apisandbox.nic.in, version 1.03, as decision 1970 records).
    ['a phone with a dash', ['BuyerDtls', 'Ph'], '0712-2540011', { official: true, ours: false }],
    // NIC's current text: text fields `^([^\\\"])*$`.
    [
      'a name holding a double quote',
      ['BuyerDtls', 'LglNm'],
      'Bharat "Cement" Ltd',
      { official: true, ours: false },
    ],
    // Issue 41: the portal takes lower case in a document number; ERPNext's copy predates it.
    ['a number in lower case', ['DocDtls', 'No'], 'inv/26-27/00001', { official: false, ours: true }],
  ] as const)('%s', (_case, path, value, verdict) => {
    const json = replaced(whole, path, value);
    expect({ official: official(json), ours: ours(json) }).toEqual(verdict);
  });
});
