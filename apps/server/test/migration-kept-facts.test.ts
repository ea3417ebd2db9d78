import { DOCUMENTS, DOCUMENT_STATUS } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { readFacts } from '../src/documents/kept.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../src/testing.ts';

// Decision 1820: migration 0056 fills what every document submitted before it keeps, from the masters as
// they are then, exactly as a submit keeps it (`readFacts`); a draft keeps nothing and reads the masters.

const KEPT = '0056_kept_facts';
/** Its addendum: what the header's references show and the transporter, kept since. */
const SHOWN = '0062_kept_references';

describe('documents submitted before their facts were kept', () => {
  let old: TestDatabase;
  beforeAll(async () => {
    old = await createEmptyTestDatabase();
    const scripts = readMigrations();
    await old.database.migrate(() =>
      scripts.slice(
        0,
        scripts.findIndex((script) => script.version === KEPT),
      ),
    );
    const db = old.database.db;
    await db.execute(
      sql`INSERT INTO organisation (name, legal_name, gstin, address, city, state, pincode)
          VALUES ('Kept', 'Kept Polymers Pvt Ltd', '24AAECS4321K1ZH', E'Plot 4\nGIDC', 'Vapi', '24', '396195')`,
    );
    await db.execute(
      sql`INSERT INTO branch (org_id, name, gstin, address, city, state, bank_name, ifsc)
          SELECT id, 'Pune', '27AAECS4321K1ZP', 'Hinjewadi 2', 'Pune', '27', 'SBI', 'SBIN0001234' FROM organisation`,
    );
    await db.execute(
      sql`INSERT INTO party (org_id, company_name, gstin, phone, addresses)
          SELECT id, 'Walk-in Traders', NULL, '9820012345',
            '[{"addressType":"SHIPPING","line1":"Depot","state":"09"},{"addressType":"BILLING","line1":"Old","state":"27"},{"addressType":"BILLING","isDefault":true,"line1":"1 Main Road","line2":"Shop 3","city":"Pune","pincode":"411001","state":"27"}]'::jsonb
          FROM organisation`,
    );
    await db.execute(
      sql`INSERT INTO uom (org_id, name, uqc, decimals) SELECT id, 'Bags', 'BAG', 0 FROM organisation`,
    );
    await db.execute(
      sql`INSERT INTO transport (org_id, name, transporter_id)
          SELECT id, ' VRL Logistics ', '29AAACV1234K1Z5' FROM organisation`,
    );
    await db.execute(
      sql`INSERT INTO item (org_id, code, name, hsn_code, uom_id)
          SELECT o.id, 'FG-1', 'PP Sack', '6305', u.id FROM organisation o JOIN uom u ON u.org_id = o.id`,
    );
    for (const [status, number] of [
      [DOCUMENT_STATUS.COMPLETED, 'INV/26-27/00293'],
      [DOCUMENT_STATUS.DRAFT, null],
    ] as const)
      await db.execute(
        sql`WITH h AS (
              INSERT INTO sales_invoice (org_id, status, number, date, party_id, branch_id, place_of_supply,
                transport_id)
              SELECT o.id, ${status}, ${number}, '2026-11-24', p.id, b.id, '27', t.id
              FROM organisation o JOIN party p ON p.org_id = o.id JOIN branch b ON b.org_id = o.id
                JOIN transport t ON t.org_id = o.id
              RETURNING id, org_id)
            INSERT INTO sales_invoice_lines (org_id, sales_invoice_id, line_no, item_id, uom_id, quantity, rate, hsn_code)
            SELECT h.org_id, h.id, 1, i.id, i.uom_id, 10, 12.5, NULL FROM h JOIN item i ON i.org_id = h.org_id`,
      );
    // A supporting material's receipt: its line names no item but the material, in the material's unit.
    await db.execute(
      sql`WITH m AS (
            INSERT INTO supporting_material (org_id, name, code, uom_id)
            SELECT o.id, 'Loom Oil', 'SM-1', u.id FROM organisation o JOIN uom u ON u.org_id = o.id
            RETURNING id, org_id),
          h AS (
            INSERT INTO supporting_material_inward (org_id, status, number, date, party_id, branch_id)
            SELECT o.id, ${DOCUMENT_STATUS.COMPLETED}, 'SMI/26-27/00001', '2026-11-24', p.id, b.id
            FROM organisation o JOIN party p ON p.org_id = o.id JOIN branch b ON b.org_id = o.id
            RETURNING id, org_id)
          INSERT INTO supporting_material_inward_lines
            (org_id, supporting_material_inward_id, line_no, supporting_material_id, quantity, rate)
          SELECT h.org_id, h.id, 1, m.id, 20, 180 FROM h JOIN m ON m.org_id = h.org_id`,
    );
  });
  afterAll(() => old.drop());

  it('keeps, for each submitted one, what its submit would have kept; a draft none', async () => {
    const db = old.database.db;
    expect(await migrate(old.database)).toEqual(expect.arrayContaining([KEPT, SHOWN]));
    const rows = await queryRows<{
      id: number;
      org: number;
      status: number;
      kept: unknown;
      party: number;
      branch: number;
      transport: number;
    }>(
      db,
      sql`SELECT id::int, org_id::int AS org, status, kept, party_id::int AS party, branch_id::int AS branch,
            transport_id::int AS transport
          FROM sales_invoice ORDER BY id`,
    );
    const [issued, draft] = rows;
    if (!issued || !draft) throw new Error('two invoices were made');
    expect(draft.kept).toBeNull();
    const lines = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT id::int, item_id::int AS "itemId", uom_id::int AS "uomId", hsn_code AS "hsnCode"
          FROM sales_invoice_lines WHERE sales_invoice_id = ${issued.id}`,
    );
    const caller = { orgId: issued.org, staffId: 1 } as Caller;
    // The invoice as the document service reads it: with the records its header names (its lookups).
    const facts = await readFacts(db, caller, DOCUMENTS.salesInvoice, {
      partyId: issued.party,
      party: { id: issued.party, companyName: 'Walk-in Traders' },
      branchId: issued.branch,
      branch: { id: issued.branch, name: 'Pune' },
      transportId: issued.transport,
      transport: { id: issued.transport, name: ' VRL Logistics ' },
      placeOfSupply: '27',
      lines,
    });
    expect(issued.kept).toEqual(facts);
    expect(facts).toMatchObject({
      party: { name: 'Walk-in Traders', gstin: null, state: '27', billing: { line1: '1 Main Road' } },
      seller: {
        name: 'Kept Polymers Pvt Ltd',
        gstin: '27AAECS4321K1ZP',
        state: '27',
        address: ['Hinjewadi 2'],
      },
      places: { supplierState: '27', placeOfSupply: '27' },
      shown: { partyId: 'Walk-in Traders', branchId: 'Pune', transportId: 'VRL Logistics' },
      transporter: { name: 'VRL Logistics', id: '29AAACV1234K1Z5' },
    });
    expect(Object.values(facts.lines)).toEqual([
      { item: 'PP Sack', hsnCode: '6305', unit: 'Bags', uqc: 'BAG', decimals: 0 },
    ]);

    const [received] = await queryRows<{ id: number; kept: unknown; party: number; branch: number }>(
      db,
      sql`SELECT id::int, kept, party_id::int AS party, branch_id::int AS branch FROM supporting_material_inward`,
    );
    const materialLines = await queryRows<Record<string, unknown>>(
      db,
      sql`SELECT id::int, supporting_material_id::int AS "supportingMaterialId"
          FROM supporting_material_inward_lines WHERE supporting_material_inward_id = ${received?.id}`,
    );
    const material = await readFacts(db, caller, DOCUMENTS.supportingMaterialInward, {
      partyId: received?.party,
      party: { id: received?.party, companyName: 'Walk-in Traders' },
      branchId: received?.branch,
      branch: { id: received?.branch, name: 'Pune' },
      lines: materialLines,
    });
    expect(received?.kept).toEqual(material);
    expect(Object.values(material.lines)).toEqual([
      { item: 'Loom Oil', hsnCode: '', unit: 'Bags', uqc: 'BAG', decimals: 0 },
    ]);
  });
});
