import { ACL_MODES, ACL_VIEW, DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { tokenFor } from '../src/testing.ts';
import { allowDirectInvoices, createSuite, type Suite } from './helpers.ts';
import {
  invoiceBody,
  ledgerIds,
  newParty,
  orderBody,
  submitted,
  type Doc,
  type LedgerIds,
} from './ledger-fixture.ts';

// Issue 20 "Credit control" over HTTP (decisions 1362, 1452): a sales order's submit reads the customer's
// outstanding from the party ledger and its overdue invoices; a held order waits for approval with the
// reasons as its note, though no approval is configured for sales orders here.

let suite: Suite;
let ids: LedgerIds;
const tokens = { manager: '' };
const SO = 'chemical/salesOrder';
const SO_MODULE = 2;

/** A sales manager: a role writing every module (so it may cancel or close a sales order). */
async function salesManager(): Promise<void> {
  const { database } = suite.server;
  const [admin] = await queryRows<{ orgId: number }>(
    database.db,
    sql`SELECT org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  await database.transaction(async (tx) => {
    const roleId = await addRole(
      tx,
      Number(admin?.orgId),
      { name: 'Sales Manager', description: 'Sales' },
      () => ({
        view: ACL_VIEW.ALLOWED,
        mode: ACL_MODES.WRITE,
      }),
    );
    await addStaff(tx, {
      orgId: Number(admin?.orgId),
      username: 'salesmanager',
      firstname: 'Sales',
      lastname: 'Manager',
      roleId,
      passwordHash: 'x',
    });
  });
  tokens.manager = await tokenFor(suite.server, 'salesmanager');
}

async function approve(entityId: number, token: string) {
  const reply = await suite.call<Doc>('POST', 'approvalEntityStatus/approveRequest', token, {
    moduleId: SO_MODULE,
    entityId,
    remarks: 'Cleared by phone with the customer',
  });
  return reply;
}

beforeAll(async () => {
  suite = await createSuite();
  ids = await ledgerIds(suite, await allowDirectInvoices(suite));
  await salesManager();
});
afterAll(() => suite.server.close());

describe('credit control on a sales order submit (decision 1452)', () => {
  it('holds an order over the limit with its reason; the approver sees it and approves; it opens', async () => {
    const customer = await newParty(suite, ids, 'Credit Limit Traders', {
      creditLimit: 10_000,
      creditDays: 30,
    });
    const held = await submitted(suite, SO, orderBody(ids, customer, '2026-11-20', 10_000));
    expect(held.status).toBe(S.PENDING_APPROVAL);
    const reason = 'Over the credit limit: ₹0.00 owed and ₹11,800.00 ordered exceed the limit of ₹10,000.00.';
    expect(held.statusReason).toBe(reason);
    // What happened and who may release it, in words (decision 1847).
    expect(held.notices).toEqual([
      { field: 'partyId', level: 'warning', message: reason },
      {
        field: 'status',
        level: 'warning',
        message:
          'It waits for approval: no approval level is set for the Sales Order, so anyone whose role may cancel or close it may approve or reject it.',
      },
    ]);
    // The creator may not approve it; the pending list of a role that may close sales orders shows it.
    expect((await approve(held.id, suite.admin)).status).toBe(403);
    const pending = await suite.call<{ entityId: number }>(
      'GET',
      'approvalEntityStatus/getPendingList?page=1&size=50',
      tokens.manager,
    );
    expect(pending.body.dataList?.map((row) => row.entityId)).toContain(held.id);
    const log = await suite.call<{ status: string; remarks: string | null }>(
      'GET',
      `approvalStatusLog/${SO_MODULE}/${held.id}`,
      tokens.manager,
    );
    expect(log.body.dataList?.[0]).toMatchObject({ status: 'request', remarks: reason });
    const approved = await approve(held.id, tokens.manager);
    expect(approved.status, approved.body.responseMessage).toBe(200);
    expect((approved.body.data as Doc).status).toBe(S.OPEN);
    expect((approved.body.data as Doc).statusReason).toBe(reason);
  });

  it('holds an order of a customer with an invoice overdue past its credit days', async () => {
    const customer = await newParty(suite, ids, 'Overdue Traders', { creditLimit: null, creditDays: 30 });
    const invoice = await submitted(
      suite,
      'chemical/salesInvoice',
      invoiceBody(ids, customer, '2026-06-10', 1000),
    );
    const held = await submitted(suite, SO, orderBody(ids, customer, '2026-11-20', 10));
    expect(held.status).toBe(S.PENDING_APPROVAL);
    expect(held.statusReason).toBe(
      `Invoices overdue past 30 credit days: 1, ₹1,180.00 unpaid; the oldest, ${invoice.number}, was due on 10-07-2026.`,
    );
  });

  it('passes an order under the limit, counting what is owed and what receipts paid', async () => {
    const customer = await newParty(suite, ids, 'Good Payer Traders', {
      creditLimit: 15_000,
      creditDays: 30,
    });
    const invoice = await submitted(
      suite,
      'chemical/salesInvoice',
      invoiceBody(ids, customer, '2026-11-10', 10_000),
    );
    // ₹11,800 owed + ₹5,900 ordered is over ₹15,000 until a receipt of ₹5,000 brings it to ₹12,700.
    const first = await submitted(suite, SO, orderBody(ids, customer, '2026-11-20', 5000));
    expect(first.status).toBe(S.PENDING_APPROVAL);
    await submitted(suite, 'chemical/receipt', {
      partyId: customer,
      date: '2026-11-21',
      mode: 'upi',
      amount: 5000,
      lines: [{ billingKey: 'salesInvoice', billingId: invoice.id, amount: 5000 }],
    });
    const passed = await submitted(suite, SO, orderBody(ids, customer, '2026-11-22', 5000));
    expect(passed.status).toBe(S.OPEN);
    expect(passed.statusReason).toBeNull();
  });
});
