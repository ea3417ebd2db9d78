import { expect } from 'vitest';
import { findIn, type Suite } from './helpers.ts';

/* Parties, invoices and receipts for the party ledger and credit control tests (decisions 1450–1452). */

export type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string | null;
};

export interface LedgerIds {
  branch: number;
  /** Where a direct invoice's goods leave from (`allowDirectInvoices`). */
  store: number;
  item: number;
  customerType: number;
  supplierType: number;
}

export async function ledgerIds(suite: Suite, store: number): Promise<LedgerIds> {
  return {
    store,
    branch: (await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office')).id,
    item: (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-PP-001')).id,
    customerType: (await findIn<{ id: number }>(suite, 'partyType', 'name', 'Customer')).id,
    supplierType: (await findIn<{ id: number }>(suite, 'partyType', 'name', 'Supplier')).id,
  };
}

/** A new party: a customer (or a supplier) with its credit terms. */
export async function newParty(
  suite: Suite,
  ids: LedgerIds,
  companyName: string,
  terms: { creditLimit?: number | null; creditDays?: number | null; supplier?: boolean } = {},
): Promise<number> {
  const reply = await suite.call<Doc>('POST', 'party/save', suite.admin, {
    companyName,
    partyTypeId: terms.supplier === true ? ids.supplierType : ids.customerType,
    isCustomer: terms.supplier !== true,
    isSupplier: terms.supplier === true,
    creditLimit: terms.creditLimit ?? null,
    creditDays: terms.creditDays ?? null,
  });
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return (reply.body.data as Doc).id;
}

/** Saves and submits a document through its generic calls (as the admin unless `token`); the submitted document. */
export async function submitted(
  suite: Suite,
  path: string,
  body: Record<string, unknown>,
  token = suite.admin,
): Promise<Doc> {
  const saved = await suite.call<Doc>('POST', `${path}/save`, token, body);
  expect(saved.status, saved.body.responseMessage).toBe(200);
  const draft = saved.body.data as Doc;
  const reply = await suite.call<Doc>('POST', `${path}/submit`, token, {
    id: draft.id,
    version: draft.version,
  });
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body.data as Doc;
}

/** A sales order of plain lines: `quantity` kg at `rate`, 18% GST, within Gujarat (1,000 at 1 is ₹1,180). */
export const orderBody = (ids: LedgerIds, partyId: number, date: string, quantity: number, rate = 1) => ({
  partyId,
  date,
  branchId: ids.branch,
  placeOfSupply: '24',
  lines: [{ itemId: ids.item, quantity, rate, gstRate: 18 }],
});

/** A direct invoice like the order, its goods from the store. */
export const invoiceBody = (ids: LedgerIds, partyId: number, date: string, quantity: number, rate = 1) => {
  const order = orderBody(ids, partyId, date, quantity, rate);
  return { ...order, lines: order.lines.map((line) => ({ ...line, stockAreaId: ids.store })) };
};

/** A receipt of `amount` by NEFT, its lines allocating to invoices. */
export const receiptBody = (
  partyId: number,
  date: string,
  amount: number,
  lines: readonly { billingKey: string; billingId: number; amount: number }[] = [],
) => ({ partyId, date, mode: 'neft', reference: 'UTR0001', bank: 'State Bank of India', amount, lines });
