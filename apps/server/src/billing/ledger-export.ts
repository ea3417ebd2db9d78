import { formatDate, type ListColumn } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { ListExport } from '../export/export.ts';
import { sayIn, type PrintLanguage } from '../print/words.ts';
import type { Row } from '../stores/types.ts';
import { partyLedger, partyOf } from './party-ledger.ts';
import type { DocumentResource } from '../documents/resource.ts';

/*
 * The party ledger as Excel (decision 1472): exactly the ledger shown for `from`–`to`, oldest first, its
 * opening balance the first row and its closing the last, read a page at a time while the file is written.
 */

const COLUMNS: readonly ListColumn[] = [
  { key: 'date', header: 'Date', type: 'date' },
  // A document's type, said in the reader's language (decision 2141).
  { key: 'type', header: 'Type', type: 'text', words: true },
  { key: 'number', header: 'Number', type: 'text' },
  { key: 'debit', header: 'Debit', type: 'amount' },
  { key: 'credit', header: 'Credit', type: 'amount' },
  { key: 'balance', header: 'Balance', type: 'amount' },
  // What of a document is on account now, as the ledger's page shows it (decision 1835).
  { key: 'onAccount', header: 'On Account', type: 'amount' },
];

/**
 * The ledger's export: the rows `[opening, …documents, closing]`, a page of them at a time, its words in
 * the language of the user who asks (decision 2141).
 */
export async function ledgerExport(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  partyId: number,
  range: { from: string | null; to: string | null },
  language: PrintLanguage,
): Promise<Omit<ListExport, 'organisation'>> {
  const say = sayIn(language);
  const party = await partyOf(ex, caller, partyId);
  const labels = new Map<string, string>(resources.map((resource) => [resource.def.key, resource.def.label]));
  const between = [
    range.from && say('From {date}', { date: formatDate(range.from) }),
    range.to && say('To {date}', { date: formatDate(range.to) }),
  ];
  return {
    title: `${say('Party Ledger')} ${party.name}`,
    language,
    columns: COLUMNS,
    filter: [party.name, ...between.filter(Boolean)].join(', '),
    read: async (page, size) => {
      // Row 0 is the opening balance, rows 1…n the documents, row n + 1 the closing balance.
      const first = (page - 1) * size;
      const offset = Math.max(first - 1, 0);
      const ledger = await partyLedger(ex, resources, caller, partyId, {
        ...range,
        offset,
        size: first === 0 ? size - 1 : size,
      });
      // A row of the export is its place in it, not a record (`Row` asks an id and a version).
      const place = (row: object, at: number): Row => ({ ...row, id: first + at, version: 0 });
      const rows = ledger.rows.map(({ key, kind: _kind, id: _id, ...row }, index) =>
        place({ ...row, type: labels.get(key) ?? key }, index + (first === 0 ? 1 : 0)),
      );
      if (first === 0)
        rows.unshift(place({ number: say('Opening balance'), date: range.from, balance: ledger.opening }, 0));
      if (first + size > ledger.total + 1)
        rows.push(
          place({ number: say('Closing balance'), date: range.to, balance: ledger.closing }, rows.length),
        );
      return { rows, total: ledger.total + 2, estimated: false };
    },
  };
}
