import type { ReportTotalValues } from '@erp/domain';
import { OUTWARD } from '../billing/outward-tables.ts';
import { invoiceRegister, type RegisterQuery } from '../billing/register.ts';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { gstRegister } from './gst-registers.ts';
import { loomEfficiency } from './loom-efficiency.ts';
import { maintenanceScheduleRead } from './maintenance-schedule.ts';
import { batchYield, machineYield, type YieldQuery } from './production-yield.ts';
import { countLots, lotClearancePage, type LotClearanceQuery } from '../stock/reads/lot-clearance.ts';
import { orderLines, PURCHASE_LINES, SALES_LINES, type OrderLinesQuery } from './order-lines.ts';
import { ageingKeyOf, stockAgeing, type StockAgeingQuery } from './stock-ageing.ts';
import type { ReportQuery, ReportRead } from './report-read.ts';
import { stockLedger, type StockLedgerQuery } from './stock-ledger.ts';
import { activityLog, transactions, type ActivityQuery, type TransactionQuery } from './transactions.ts';

const id = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The order-line reports' common question: the order dates, the party, the item, a search, one page, the sort. */
const linesQuery = ({ filter, page, size, sort }: ReportQuery): OrderLinesQuery => ({
  partyId: id(filter.partyId),
  q: text(filter.q),
  itemId: id(filter.itemId),
  from: text(filter.from),
  to: text(filter.to),
  pending: filter.pending === true,
  page,
  size,
  sort,
});

/** The registers' question: the dates, the branch, a search, one page, the sort. */
const registerQuery = ({ filter, page, size, sort }: ReportQuery): RegisterQuery => ({
  from: text(filter.from),
  to: text(filter.to),
  branchId: id(filter.branchId),
  q: text(filter.q),
  page,
  size,
  sort,
});

/** The production reports' question: the dates, the machine, one page, the sort. */
const productionQuery = ({ filter, page, size, sort }: ReportQuery): YieldQuery => ({
  from: text(filter.from),
  to: text(filter.to),
  machineId: id(filter.machineId),
  page,
  size,
  sort,
});

/** A typed read over the generic question: `typed` turns the filter into the read's own query. */
function readOf<Q>(
  typed: (query: ReportQuery) => Q,
  reads: {
    count: (ex: Executor, caller: Caller, query: Q) => Promise<number>;
    page: (ex: Executor, caller: Caller, query: Q) => Promise<readonly object[]>;
    totals?: (ex: Executor, caller: Caller, query: Q) => Promise<ReportTotalValues>;
  },
): ReportRead {
  const { count, page, totals } = reads;
  return {
    count: (ex, caller, query) => count(ex, caller, typed(query)),
    page: (ex, caller, query) => page(ex, caller, typed(query)),
    ...(totals ? { totals: (ex, caller, query) => totals(ex, caller, typed(query)) } : {}),
  };
}

/** The reads of the declared reports, by report id (`REPORTS` of @erp/domain). */
export const REPORT_READS: Readonly<Record<string, ReportRead>> = {
  lotClearance: readOf(
    ({ filter, page, size, sort }): LotClearanceQuery => ({
      itemId: id(filter.itemId),
      lotNumber: text(filter.lotNumber),
      page,
      size,
      sort,
    }),
    { count: countLots, page: lotClearancePage },
  ),
  dispatchAgainstSO: readOf(
    (query): OrderLinesQuery => ({ ...linesQuery(query), orderId: id(query.filter.salesOrderId) }),
    orderLines(SALES_LINES),
  ),
  pendingSalesOrders: readOf(
    (query): OrderLinesQuery => ({ ...linesQuery(query), open: true, pending: true }),
    orderLines(SALES_LINES),
  ),
  getInwardAgainstPO: readOf(
    (query): OrderLinesQuery => ({ ...linesQuery(query), open: query.filter.open === true }),
    orderLines(PURCHASE_LINES),
  ),
  pendingPurchaseOrders: readOf(
    (query): OrderLinesQuery => ({ ...linesQuery(query), open: true, pending: true }),
    orderLines(PURCHASE_LINES),
  ),
  stockLedger: readOf(
    ({ filter, page, size }): StockLedgerQuery => ({
      itemId: id(filter.itemId) ?? 0,
      stockAreaId: id(filter.stockAreaId),
      from: text(filter.from),
      to: text(filter.to),
      page,
      size,
    }),
    stockLedger,
  ),
  stockAgeing: readOf(
    ({ filter, page, size, sort, after }): StockAgeingQuery => ({
      itemId: id(filter.itemId),
      stockAreaId: id(filter.stockAreaId),
      page,
      size,
      sort,
      after: after && ageingKeyOf(after),
    }),
    stockAgeing,
  ),
  invoiceRegister: readOf(registerQuery, invoiceRegister),
  salesRegister: readOf(registerQuery, gstRegister(OUTWARD)),
  purchaseRegister: readOf(registerQuery, gstRegister(['purchaseBill'])),
  loomEfficiency: readOf(productionQuery, loomEfficiency),
  productionYield: readOf(productionQuery, batchYield),
  machineYield: readOf(productionQuery, machineYield),
  transactionReport: readOf(
    ({ filter, page, size, sort }): TransactionQuery => ({
      from: text(filter.from) ?? '',
      to: text(filter.to) ?? '',
      documentType: text(filter.documentType),
      partyId: id(filter.partyId),
      status: filter.status === undefined ? undefined : Number(filter.status),
      q: text(filter.q),
      page,
      size,
      sort,
    }),
    transactions,
  ),
  activityLog: readOf(
    ({ filter, page, size, sort }): ActivityQuery => ({
      from: text(filter.from) ?? '',
      to: text(filter.to) ?? '',
      staffId: id(filter.staffId),
      module: text(filter.module),
      page,
      size,
      sort,
    }),
    activityLog,
  ),
  maintenanceSchedule: maintenanceScheduleRead,
};
