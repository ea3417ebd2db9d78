import {
  BILLED_KIND_LABELS,
  fromPaise,
  portalItems,
  registerRateKey,
  signOf,
  toPaise,
  type ReportSort,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { periodPage, periodTotals } from './outward.ts';
import { OUTWARD, type BilledDocument, type PeriodOrder, type PeriodQuery } from './outward-tables.ts';
import { periodRateTotals } from './rate-lines.ts';

/** The register's question: a date range (open ends: every day), a branch, a search, one page, a sort. */
export interface RegisterQuery {
  from?: string;
  to?: string;
  branchId?: number;
  /** The documents whose number or party's name holds it (issue 56). */
  q?: string;
  page: number;
  size: number;
  sort?: ReportSort;
}

/** What a billing document is called in the registers. */
export const KIND_LABELS: Readonly<Record<BilledDocument['kind'], string>> = BILLED_KIND_LABELS;

const periodOf = (query: RegisterQuery): PeriodQuery => ({
  kinds: OUTWARD,
  from: query.from ?? '0001-01-01',
  to: query.to ?? '9999-12-31',
  ...(query.branchId === undefined ? {} : { branchId: query.branchId }),
  ...(query.q === undefined ? {} : { q: query.q }),
});

const signed = (amount: number, sign: number): number => fromPaise(sign * toPaise(amount));

/** One register row: a document, a credit note's figures less (decision 1432). */
export function registerRow(document: BilledDocument): Record<string, string | number | null> {
  const sign = signOf(document);
  const perRate = Object.fromEntries(
    portalItems(document).map(({ itm_det: item }) => [registerRateKey(item.rt), signed(item.txval, sign)]),
  );
  return {
    number: document.number,
    date: document.date,
    kindLabel: KIND_LABELS[document.kind],
    party: document.party,
    gstin: document.recipientGstin ?? null,
    placeOfSupply: document.placeOfSupply ?? null,
    taxableValue: signed(document.header.taxableValue, sign),
    cgst: signed(document.header.cgst, sign),
    sgst: signed(document.header.sgst, sign),
    igst: signed(document.header.igst, sign),
    roundOff: signed(document.roundOff, sign),
    total: signed(document.value, sign),
    ...perRate,
  };
}

/** What the registers sort by: a document's number, date or party (then its number). */
export const REGISTER_ORDERS: Readonly<Record<string, PeriodOrder>> = {
  number: 'number',
  date: 'date',
  party: 'party',
};

/** Issue 20's invoice register: how many documents, one page of them, the totals (one SQL sum each, 1493). */
export const invoiceRegister = {
  count: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<number> =>
    (await periodTotals(ex, caller, periodOf(query))).count,
  page: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<readonly object[]> => {
    const documents = await periodPage(
      ex,
      caller,
      periodOf(query),
      REGISTER_ORDERS[query.sort?.key ?? ''] ?? 'date',
      {
        size: query.size,
        offset: (query.page - 1) * query.size,
        descending: query.sort?.descending ?? false,
      },
    );
    return documents.map(registerRow);
  },
  totals: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<Record<string, number>> => {
    const perRate = await periodRateTotals(ex, caller, periodOf(query));
    return {
      ...(await periodTotals(ex, caller, periodOf(query))).totals,
      ...Object.fromEntries([...perRate].map(([rate, taxable]) => [registerRateKey(rate), taxable])),
    };
  },
};
