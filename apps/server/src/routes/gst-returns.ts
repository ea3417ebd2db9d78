import { GST_RETURNS_ACL, RESPONSE_CODES, calendarDay, calendarDayOf, gstr1Period } from '@erp/domain';
import { z } from 'zod';
import { gstr1ExcelStream } from '../billing/gstr1-excel.ts';
import { gstr1JsonStream } from '../billing/gstr1-json.ts';
import { gstr1Summary, returnScope } from '../billing/gstr1.ts';
import { TALLY_KINDS, tallyXmlStream } from '../billing/tally.ts';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { ok, ownDocuments } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { XLSX_TYPE } from '../stock/sheet.ts';
import { whole } from './list-query.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const branchId = whole('Branch', 1, Number.MAX_SAFE_INTEGER);
const monthQuery = z.object({
  month: z.string().refine((month) => MONTH.test(month) && calendarDayOf(`${month}-01`) !== null, {
    error: 'The month must be written yyyy-MM (2026-04)',
  }),
  branchId,
});
const rangeQuery = z
  .object({ from: calendarDay('From'), to: calendarDay('To'), branchId })
  .refine((range) => range.from <= range.to, { path: ['to'], error: 'From must be on or before To' })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
    path: ['to'],
    error: 'Export at most a year at a time',
  });

/**
 * A file to file or post (GSTR-1's JSON and Excel, Tally's vouchers) counts every document of its period: a
 * role that sees only its own documents would file part of a return, so it is refused (decision 1853).
 */
function mayFile(caller: Caller): void {
  if (caller.ownRecordsOnly === true)
    throw new AppError(
      RESPONSE_CODES.FORBIDDEN,
      'Your role sees only its own documents, and a return or a Tally file must count every document of its period. Ask your administrator for a role with All records.',
    );
}

/**
 * Issue 20's returns (decisions 1430–1432), under the GST Returns access (`chemical/gstr1`): GSTR-1 of a
 * month of a branch's GSTIN as the screen's summary, the portal's JSON and the offline tool's Excel; and
 * the period's vouchers for Tally. The files are written while the month is read.
 */
export function registerGstReturnRoutes(router: ApiRouter, database: Database): void {
  const db = database.db;
  const read = { kind: 'read', aclNames: GST_RETURNS_ACL } as const;
  const monthOf = (request: { params: unknown; query: unknown }) =>
    parseWith(monthQuery, { ...(request.query as object), ...(request.params as object) });
  /** The month and whose return; a file (`filed`) is one GSTIN's, so it names its branch where there are several. */
  const scopeOf = async (
    request: { params: unknown; query: unknown },
    caller: Parameters<typeof returnScope>[1],
    filed = false,
  ) => {
    const { month, branchId: branch } = monthOf(request);
    const query = { month, ...(branch === undefined ? {} : { branchId: branch }) };
    return { month, scope: await returnScope(db, caller, query, filed) };
  };

  router.route('GET', 'chemical/gstr1/:month', read, async (request, session) => {
    const { month, scope } = await scopeOf(request, session.caller);
    const summary = await gstr1Summary(db, session.caller, scope);
    return ownDocuments(
      session.caller,
      ok({ gstin: scope.gstin, period: gstr1Period(month), month, ...summary }),
    );
  });
  router.file('GET', 'chemical/gstr1/:month/json', read, async (request, session) => {
    mayFile(session.caller);
    const { month, scope } = await scopeOf(request, session.caller, true);
    return {
      contentType: 'application/json',
      fileName: `GSTR1_${scope.gstin || 'GSTIN'}_${gstr1Period(month)}.json`,
      body: gstr1JsonStream(
        db,
        session.caller,
        scope,
        month,
        await gstr1Summary(db, session.caller, scope, true),
      ),
    };
  });
  router.file('GET', 'chemical/gstr1/:month/excel', read, async (request, session) => {
    mayFile(session.caller);
    const { month, scope } = await scopeOf(request, session.caller, true);
    return {
      contentType: XLSX_TYPE,
      fileName: `GSTR1_${scope.gstin || 'GSTIN'}_${gstr1Period(month)}.xlsx`,
      body: gstr1ExcelStream(db, session.caller, scope, await gstr1Summary(db, session.caller, scope, true)),
    };
  });
  router.file('GET', 'chemical/tally/vouchers', read, async (request, session) => {
    mayFile(session.caller);
    const { from, to, branchId: branch } = parseWith(rangeQuery, request.query);
    const { scope } = {
      scope: await returnScope(db, session.caller, {
        month: from.slice(0, 7),
        ...(branch === undefined ? {} : { branchId: branch }),
      }),
    };
    return {
      contentType: 'application/xml',
      fileName: `Tally vouchers ${from} to ${to}.xml`,
      body: tallyXmlStream(db, session.caller, { ...scope.period, kinds: TALLY_KINDS, from, to }),
    };
  });
}
