import {
  SETTLES,
  ageingBucket,
  entryDaysPastDue,
  partyAccount,
  receivablesAndPayables,
  type BillingKind,
  calendarDay,
} from '@erp/domain';
import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import {
  accountEntries,
  accountParties,
  partyBalances,
  partyLedger,
  partyOf,
} from '../billing/party-ledger.ts';
import { billingResources } from '../billing/account.ts';
import { ledgerExport } from '../billing/ledger-export.ts';
import { openPage } from '../billing/open-page.ts';
import type { DocumentService } from '../documents/service.ts';
import { exportList } from '../export/export.ts';
import { organisationName } from '../export/organisation.ts';
import { ok, okList, ownDocuments } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { printLanguageOf } from '../print/words.ts';
import { parseId } from '../resources/parse.ts';
import { today } from '../core/today.ts';
import { idParams, listQuerySchema, whole } from './list-query.ts';

/** The ledger's ACL name (decision 1451): its screen and calls, apart from the documents it reads. */
export const PARTY_LEDGER_ACL = 'chemical/partyLedger';

const ledgerQuery = z
  .object({
    from: calendarDay('From').optional(),
    to: calendarDay('To').optional(),
    page: whole('Page', 1, 1_000_000),
    size: whole('Page size', 1, 500),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'From must be on or before To',
    path: ['to'],
  });

const defaults = { page: 1, size: 50 };

/** The kinds that settle others on their lines (a receipt, a payment): the open call's `kind`. */
const SETTLING = Object.keys(SETTLES) as BillingKind[];

const openQuery = listQuerySchema.pick({ page: true, size: true, q: true }).extend({
  kind: z.enum(SETTLING as [BillingKind, ...BillingKind[]], {
    error: `Kind must be ${SETTLING.join(' or ')}`,
  }),
});

const rangeQuery = z
  .object({ from: calendarDay('From').optional(), to: calendarDay('To').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'From must be on or before To',
    path: ['to'],
  });

/**
 * Issue 20's party ledger (decision 1451): `GET chemical/partyLedger/{partyId}` (opening, a page of the
 * documents with the running balance, closing), `GET chemical/partyLedger/ageing/{partyId}` (what is unpaid
 * of each invoice by days past due) and `GET chemical/partyLedger/ageing` (every customer's, paged).
 */
export function registerPartyLedgerRoutes(
  router: ApiRouter,
  database: Database,
  service: DocumentService,
): void {
  const read = { kind: 'read', aclNames: [PARTY_LEDGER_ACL] } as const;
  const resources = () => billingResources(service.documents.values());
  // The ageing lists the customers: the parties of the documents a customer's account carries.
  const customerKinds = resources()
    .filter((resource) => resource.def.partyRole === 'customer')
    .map((resource) => resource.def.billing?.kind ?? 'invoice');
  // The open documents are read by whoever may read the ledger or enter what settles them.
  const settlers = resources().filter((resource) =>
    SETTLING.includes(resource.def.billing?.kind ?? 'invoice'),
  );
  const openAccess = {
    kind: 'read',
    aclNames: [PARTY_LEDGER_ACL, ...settlers.map((resource) => resource.def.aclName)],
  } as const;

  router.route('GET', 'chemical/partyLedger/open/:id', openAccess, async (request, session) => {
    const partyId = parseId(parseWith(idParams, request.params).id);
    const query = parseWith(openQuery, request.query);
    const { rows, total } = await openPage(database.db, resources(), session.caller, partyId, {
      kind: query.kind,
      page: query.page ?? defaults.page,
      size: query.size ?? defaults.size,
      q: query.q ?? '',
      today: today(),
    });
    return ownDocuments(session.caller, okList(rows, total));
  });

  router.file('GET', 'chemical/partyLedger/excel/:id', read, async (request, session) => {
    const partyId = parseId(parseWith(idParams, request.params).id);
    const range = parseWith(rangeQuery, request.query);
    const { caller } = session;
    const [list, organisation] = await Promise.all([
      ledgerExport(
        database.db,
        resources(),
        caller,
        partyId,
        { from: range.from ?? null, to: range.to ?? null },
        printLanguageOf(request.headers['accept-language']),
      ),
      organisationName(database.db, caller),
    ]);
    return exportList({ ...list, organisation, ownDocumentsOnly: caller.ownRecordsOnly === true }, 'excel');
  });

  router.route('GET', 'chemical/partyLedger/totals', read, async (_request, session) =>
    ownDocuments(
      session.caller,
      ok(receivablesAndPayables(await partyBalances(database.db, resources(), session.caller, null))),
    ),
  );

  router.route('GET', 'chemical/partyLedger/ageing', read, async (request, session) => {
    const { page, size, q } = parseWith(listQuerySchema, request.query);
    const on = today();
    const paged = { page: page ?? defaults.page, size: size ?? defaults.size, q: q ?? '' };
    const parties = await accountParties(database.db, resources(), session.caller, customerKinds, paged);
    const entries = await accountEntries(
      database.db,
      resources(),
      session.caller,
      parties.rows.map((row) => row.id),
    );
    const rows = parties.rows.map((party) => ({
      partyId: party.id,
      partyName: party.name,
      creditDays: party.creditDays,
      ...partyAccount(
        entries.filter((entry) => entry.partyId === party.id),
        party.creditDays,
        on,
      ),
    }));
    return ownDocuments(session.caller, okList(rows, parties.total));
  });

  router.route('GET', 'chemical/partyLedger/ageing/:id', read, async (request, session) => {
    const partyId = parseId(parseWith(idParams, request.params).id);
    const party = await partyOf(database.db, session.caller, partyId);
    const on = today();
    const entries = await accountEntries(database.db, resources(), session.caller, [partyId]);
    const documents = entries
      .filter((entry) => entry.unpaid > 0)
      .map(({ key, id, number, date, due, amount, unpaid }) => {
        const days = entryDaysPastDue({ date, due }, party.creditDays, on);
        return { key, id, number, date, amount, unpaid, daysPastDue: days, bucket: ageingBucket(days) };
      });
    return ownDocuments(
      session.caller,
      ok({
        partyId,
        partyName: party.name,
        creditDays: party.creditDays,
        today: on,
        documents,
        totals: partyAccount(entries, party.creditDays, on),
      }),
    );
  });

  router.route('GET', 'chemical/partyLedger/:id', read, async (request, session) => {
    const partyId = parseId(parseWith(idParams, request.params).id);
    const query = parseWith(ledgerQuery, request.query);
    const ledger = await partyLedger(database.db, resources(), session.caller, partyId, {
      from: query.from ?? null,
      to: query.to ?? null,
      offset: ((query.page ?? defaults.page) - 1) * (query.size ?? defaults.size),
      size: query.size ?? defaults.size,
    });
    return ownDocuments(session.caller, ok(ledger));
  });
}
