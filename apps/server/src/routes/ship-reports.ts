import { findRoute } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Caller } from '../core/caller.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { organisation } from '../db/schema.ts';
import {
  DISPATCH_AGAINST_COLUMNS,
  DISPATCH_AGAINST_TITLE,
  countDispatchAgainst,
  dispatchAgainstPage,
  type DispatchAgainstQuery,
} from '../documents/dispatch-against.ts';
import type { DocumentService } from '../documents/service.ts';
import { EXPORT_FORMATS, exportList, type ListExport } from '../export/export.ts';
import { okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import {
  LOT_CLEARANCE_COLUMNS,
  LOT_CLEARANCE_TITLE,
  countLots,
  lotClearancePage,
  type LotClearanceQuery,
} from '../stock/reads/lot-clearance.ts';
import type { Row } from '../stores/types.ts';
import { whole } from './list-query.ts';
import { STOCK_ACL } from './stock.ts';
import { bodyId } from './stock-query.ts';

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (yyyy-MM-dd)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (yyyy-MM-dd)` })
    .nullish();
const paging = { page: whole('Page', 1, 1_000_000).nullish(), size: whole('Page size', 1, 500).nullish() };
const dispatchBody = z.object({
  partyId: bodyId('Customer'),
  salesOrderId: bodyId('Sales order'),
  from: day('From'),
  to: day('To'),
  pending: z.boolean({ error: 'Pending must be true or false' }).nullish(),
  ...paging,
});
const lotBody = z.object({
  itemId: bodyId('Item'),
  lotNumber: z.string({ error: 'Lot number must be text' }).trim().max(100).nullish(),
  ...paging,
});

const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The dispatch-against-SO filter of a body, with its page (default the first 10). */
function dispatchQuery(body: unknown): DispatchAgainstQuery {
  const parsed = parseWith(dispatchBody, body ?? {});
  return {
    partyId: given(parsed.partyId),
    salesOrderId: given(parsed.salesOrderId),
    from: given(parsed.from),
    to: given(parsed.to),
    pending: given(parsed.pending),
    page: parsed.page ?? 1,
    size: parsed.size ?? 10,
  };
}

function lotQuery(body: unknown): LotClearanceQuery {
  const parsed = parseWith(lotBody, body ?? {});
  return {
    itemId: given(parsed.itemId),
    lotNumber: given(parsed.lotNumber) || undefined,
    page: parsed.page ?? 1,
    size: parsed.size ?? 10,
  };
}

/** A report read by pages: how many rows the filter keeps, and one page of them. */
interface PagedReport<Q extends { page: number; size: number }> {
  count: (caller: Caller, query: Q) => Promise<number>;
  page: (caller: Caller, query: Q) => Promise<readonly object[]>;
}

/** A page of a report as its JSON call answers it, with the count of every row the filter keeps. */
const answer = async <Q extends { page: number; size: number }>(
  report: PagedReport<Q>,
  caller: Caller,
  query: Q,
) => okList([...(await report.page(caller, query))], await report.count(caller, query));

/** A report row as the export writes it: a report's rows are no records, so their id is their place. */
const asRow = (row: object, place: number): Row => ({ ...row, id: place, version: 0 });

/** The export's page reader over a report: counted once, then page after page (decision 0840). */
const pagesOf =
  <Q extends { page: number; size: number }>(
    report: PagedReport<Q>,
    caller: Caller,
    query: Q,
  ): ListExport['read'] =>
  async (page, size, counted) => {
    const asked = { ...query, page, size };
    const total = counted?.total ?? (await report.count(caller, asked));
    const rows = await report.page(caller, asked);
    return {
      rows: rows.map((row, index) => asRow(row, (page - 1) * size + index + 1)),
      total,
      estimated: false,
    };
  };

/**
 * Issue 19's reports (decision 1144), with the Report menu's access (`chemical/report`): dispatch against
 * SO (`chemical/report/dispatchAgainstSO` paged, `/export/excel` and `/pdf`, also for who may dispatch) and
 * lot clearance (`POST chemical/report/lotClearance` paged, `/exportToExcel` as `lot clearance.xlsx`, also
 * with Inventory Stock's access), read from the order lines and the ledger a page at a time.
 */
export function registerShipReportRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const db = database.db;
  const reportAcl = findRoute('/module/reports')?.aclNames ?? [];
  const dispatchAcl = documents.documents.get('dispatch')?.aclNames ?? [];
  const organisationName = async (caller: Caller): Promise<string> =>
    (
      await db.select({ name: organisation.name }).from(organisation).where(eq(organisation.id, caller.orgId))
    )[0]?.name ?? '';

  const dispatchReport: PagedReport<DispatchAgainstQuery> = {
    count: (caller, query) => countDispatchAgainst(db, caller, query),
    page: (caller, query) => dispatchAgainstPage(db, caller, query),
  };
  const dispatchRead = { kind: 'read', aclNames: [...reportAcl, ...dispatchAcl] } as const;
  router.route('POST', 'chemical/report/dispatchAgainstSO', dispatchRead, async (request, session) => {
    return answer(dispatchReport, session.caller, dispatchQuery(request.body));
  });
  for (const format of EXPORT_FORMATS) {
    router.file(
      'POST',
      `chemical/report/dispatchAgainstSO/export/${format}`,
      dispatchRead,
      async (request, session) => {
        const query = dispatchQuery(request.body);
        const filter = [
          query.from && `From ${query.from}`,
          query.to && `To ${query.to}`,
          query.pending && 'Pending only',
        ];
        return exportList(
          {
            title: DISPATCH_AGAINST_TITLE,
            columns: DISPATCH_AGAINST_COLUMNS,
            filter: filter.filter(Boolean).join(' · '),
            organisation: await organisationName(session.caller),
            read: pagesOf(dispatchReport, session.caller, query),
          },
          format,
        );
      },
    );
  }

  const lotReport: PagedReport<LotClearanceQuery> = {
    count: (caller, query) => countLots(db, caller, query),
    page: (caller, query) => lotClearancePage(db, caller, query),
  };
  const lotRead = { kind: 'read', aclNames: [...reportAcl, ...STOCK_ACL] } as const;
  router.route('POST', 'chemical/report/lotClearance', lotRead, async (request, session) => {
    return answer(lotReport, session.caller, lotQuery(request.body));
  });
  router.file('POST', 'chemical/report/lotClearance/exportToExcel', lotRead, async (request, session) => {
    const query = lotQuery(request.body);
    return exportList(
      {
        title: LOT_CLEARANCE_TITLE,
        columns: LOT_CLEARANCE_COLUMNS,
        filter: query.lotNumber ? `Lot: ${query.lotNumber}` : '',
        organisation: await organisationName(session.caller),
        read: pagesOf(lotReport, session.caller, query),
      },
      'excel',
    );
  });
}
