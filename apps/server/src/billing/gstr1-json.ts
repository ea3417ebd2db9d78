import { PassThrough, type Readable } from 'node:stream';
import {
  GSTR1_JSON_VERSION,
  exportType,
  gstr1Period,
  gstr1Section,
  portalB2bInvoice,
  portalB2clInvoice,
  portalB2cs,
  portalB2csa,
  portalDocIssue,
  portalExpInvoice,
  portalHsn,
  portalNil,
  portalRegisteredNote,
  portalUnregisteredNote,
  type Gstr1Document,
  type Gstr1Section,
  type Gstr1Summary,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { roomIn } from '../export/pages.ts';
import { asGstr1, type ReturnScope } from './gstr1.ts';
import { periodPages } from './outward.ts';

/** A per-document table of the file: its key, how its documents are grouped (none: a flat list), each entry. */
interface FileTable {
  section: Gstr1Section;
  group?: { key: string; list: string; of: (document: Gstr1Document) => string };
  entry: (document: Gstr1Document) => object;
}

const recipient = (document: Gstr1Document): string => (document.recipientGstin ?? '').trim().toUpperCase();
const place = (document: Gstr1Document): string => document.placeOfSupply ?? '';

/**
 * The per-document tables in the order the pass meets them (outward-tables.ts's `return` order): invoices to
 * registered recipients by GSTIN, to the unregistered by place, exports with tax paid then without, then
 * the notes likewise.
 */
const FILE_TABLES: readonly FileTable[] = [
  { section: 'b2b', group: { key: 'ctin', list: 'inv', of: recipient }, entry: portalB2bInvoice },
  { section: 'b2cl', group: { key: 'pos', list: 'inv', of: place }, entry: portalB2clInvoice },
  { section: 'exp', group: { key: 'exp_typ', list: 'inv', of: exportType }, entry: portalExpInvoice },
  { section: 'cdnr', group: { key: 'ctin', list: 'nt', of: recipient }, entry: portalRegisteredNote },
  { section: 'cdnur', entry: portalUnregisteredNote },
];

/**
 * Writes the per-document tables one after another as the pass meets their documents. A table the pass
 * meets no document of is not written at all: the offline tool leaves an empty section out (issue 41).
 */
class TableWriter {
  private table = -1;
  private group: string | undefined;
  private separator = '';

  /** The text that puts `document` in its table, opening (and closing) tables and groups as it goes. */
  add(document: Gstr1Document): string {
    const at = FILE_TABLES.findIndex((table) => table.section === gstr1Section(document));
    if (at === -1) return '';
    if (at < this.table) throw new Error(`GSTR-1's pass met ${FILE_TABLES[at]?.section} after its table`);
    const table = FILE_TABLES[at] as FileTable;
    let text = '';
    if (at !== this.table) {
      text += `${this.end()},${JSON.stringify(table.section)}:[`;
      [this.table, this.group, this.separator] = [at, undefined, ''];
    }
    const name = table.group?.of(document);
    if (table.group && name !== this.group) {
      const { key, list } = table.group;
      text += `${this.group === undefined ? '' : ']},'}{${JSON.stringify(key)}:${JSON.stringify(name)},${JSON.stringify(list)}:[`;
      this.group = name;
      this.separator = '';
    }
    text += this.separator + JSON.stringify(table.entry(document));
    this.separator = ',';
    return text;
  }

  /** Closes the table still open, if any. */
  end(): string {
    if (this.table < 0) return '';
    const text = FILE_TABLES[this.table]?.group && this.group !== undefined ? ']}]' : ']';
    this.table = FILE_TABLES.length;
    return text;
  }
}

/** The summary's tables that have rows: an empty one is left out, as the per-document tables are. */
function tailOf(summary: Gstr1Summary, supplierState: string | undefined): Record<string, unknown> {
  const hsn = { hsn_b2b: portalHsn(summary.hsnB2b), hsn_b2c: portalHsn(summary.hsnB2c) };
  const issued = portalDocIssue(summary.documentsIssued);
  return {
    ...(summary.b2cs.length > 0 ? { b2cs: summary.b2cs.map((row) => portalB2cs(row, supplierState)) } : {}),
    ...(summary.b2csa?.length ? { b2csa: portalB2csa(summary.b2csa, supplierState) } : {}),
    ...(summary.nil.length > 0 ? { nil: portalNil(summary.nil) } : {}),
    ...(hsn.hsn_b2b.length + hsn.hsn_b2c.length > 0
      ? { hsn: Object.fromEntries(Object.entries(hsn).filter(([, rows]) => rows.length > 0)) }
      : {}),
    ...(issued.doc_det.length > 0 ? { doc_issue: issued } : {}),
  };
}

/**
 * GSTR-1 of the month as the portal's offline-tool JSON (decisions 1431, 1490), written while it is read in
 * one pass over the month in the file's order: each document written into its table (B2B and CDNR grouped
 * by the recipient's GSTIN, B2CL by place, EXP by type, CDNUR a list); the month's `summary`, summed before
 * the reply starts so that a file it refuses is refused in words (decision 2030), gives the tables that
 * close the file (B2CS, its amendments B2CSA, NIL, HSN, documents issued).
 */
export function gstr1JsonStream(
  ex: Executor,
  caller: Caller,
  scope: ReturnScope,
  month: string,
  summary: Gstr1Summary,
): Readable {
  const out = new PassThrough();
  const write = async (text: string): Promise<boolean> => {
    out.write(text);
    return roomIn(out);
  };
  const run = async (): Promise<void> => {
    const head = { gstin: scope.gstin, fp: gstr1Period(month), version: GSTR1_JSON_VERSION, hash: 'hash' };
    if (!(await write(JSON.stringify(head).slice(0, -1)))) return;
    const tables = new TableWriter();
    const period = { ...scope.period, cancelled: true };
    for await (const page of periodPages(ex, caller, period, 'return')) {
      const text = page
        .filter((document) => !document.cancelled)
        .map((document) => tables.add(asGstr1(document)))
        .join('');
      if (!(await write(text))) return;
    }
    const tail = JSON.stringify(tailOf(summary, scope.supplierState));
    out.end(`${tables.end()}${tail === '{}' ? '}' : tail.replace(/^\{/, ',')}`);
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
