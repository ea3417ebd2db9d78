/* The heavy jobs the noisy-neighbour bench runs, each at the cap a user may reach (issue 57, decision 2264). */
import { MAX_DOCUMENT_LINES, MAX_IMPORT_ROWS } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { buildApp } from '../src/app.ts';
import { stageSnapshot, type SnapshotSource } from '../src/backup/snapshot.ts';
import { queryRows, type Database } from '../src/db/client.ts';
import { EXPORT_ROW_CAPS } from '../src/export/export.ts';
import { UPLOAD_LIMITS } from '../src/files.ts';
import { sized } from './short.ts';
import { polled } from './polled.ts';

type Server = Awaited<ReturnType<typeof buildApp>>;

/** A sheet's rows and a document's lines: the caps (a few in the short run of `npm test`, decision 2273). */
const ROWS = sized(MAX_IMPORT_ROWS, 5);
const LINES = sized(MAX_DOCUMENT_LINES, 2);
/** How often a job's state is asked: often in the short run, which waits for nothing else. */
const POLL_MS = sized(200, 10);
/** The Tally file's characters: the largest upload in UTF-16 (two bytes each), less room for its envelope. */
const TALLY_CHARACTERS = sized(UPLOAD_LIMITS.fileSize / 2 - 1_000, 2_000);

/** What a job is given: the server, its database, its files, and its user's calls. */
export interface JobPlace {
  server: Server;
  database: Database;
  filesDir: string;
  /** Where a backup may write its archive. */
  workDir: string;
  /** The backup's source: the server's PGlite, or the PostgreSQL database named. */
  snapshot: SnapshotSource;
  orgId: number;
  token: string;
}

export interface HeavyJob {
  kind: string;
  /** Makes what the job needs (not timed); answers the job itself, which is timed. */
  ready(place: JobPlace): Promise<() => Promise<void>>;
}

interface JobReply {
  id: number;
  state: string;
  message: string | null;
}

const ENDED = new Set(['done', 'failed', 'cancelled']);

async function call(place: JobPlace, method: 'GET' | 'POST', path: string, payload?: unknown, type?: string) {
  const reply = await place.server.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { authorization: `Bearer ${place.token}`, ...(type ? { 'content-type': type } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Buffer }),
  });
  if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
  return reply;
}

/** Polls a job until it ended; it must have ended done. */
async function untilDone(place: JobPlace, statusPath: string): Promise<void> {
  const job = await polled(
    statusPath,
    async () => (await call(place, 'GET', statusPath)).json<{ data: JobReply }>().data,
    (read) => ENDED.has(read.state),
    POLL_MS,
  );
  if (job.state !== 'done') throw new Error(`${statusPath}: ${job.state} ${job.message ?? ''}`);
}

/** A file sent as a form's `file` to `{path}` (an import or its check), then waited on. */
async function sheet(place: JobPlace, path: string, bytes: Buffer, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const job = (await call(place, 'POST', path, body, encoded.headers.get('content-type') ?? '')).json<{
    data: JobReply;
  }>().data;
  await untilDone(place, `import/status/${job.id}`);
}

const csv = (lines: readonly string[]): Buffer => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** One Tally ledger of a customer, with the fields an export carries. */
const ledger = (k: number): string => `    <TALLYMESSAGE xmlns:UDF="TallyUDF">
     <LEDGER NAME="Tally Noisy Ledger ${k}" RESERVEDNAME="">
      <ADDRESS.LIST TYPE="String"><ADDRESS>Plot ${k}, MIDC Road</ADDRESS><ADDRESS>Nagpur</ADDRESS></ADDRESS.LIST>
      <PARENT>Sundry Debtors</PARENT>
      <GSTREGISTRATIONTYPE>Unregistered</GSTREGISTRATIONTYPE>
      <LEDSTATENAME>Maharashtra</LEDSTATENAME>
      <PINCODE>440001</PINCODE>
      <BILLCREDITPERIOD>30 Days</BILLCREDITPERIOD>
      <NAME.LIST TYPE="String"><NAME>Tally Noisy Ledger ${k}</NAME></NAME.LIST>
     </LEDGER>
    </TALLYMESSAGE>`;

/**
 * A Tally masters export in UTF-16 as Tally writes it, the largest an upload may be (UPLOAD_LIMITS): as many
 * ledgers as fit, at most MAX_IMPORT_ROWS.
 */
function tallyExport(): Buffer {
  const all: string[] = [];
  for (let k = 1, size = 0; k <= MAX_IMPORT_ROWS; k += 1) {
    const next = ledger(k);
    size += next.length + 1;
    if (size > TALLY_CHARACTERS) break;
    all.push(next);
  }
  const ledgers = all.join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-16"?>
<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>
   <REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC><REQUESTDATA>
${ledgers}
   </REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>`;
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
}

/** A purchase order of LINES lines, saved through the app; its id. */
async function longOrder(place: JobPlace): Promise<number> {
  const { db } = place.database;
  const [supplier] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM party WHERE org_id = ${place.orgId} AND is_supplier ORDER BY id LIMIT 1`,
  );
  const [branch] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM branch WHERE org_id = ${place.orgId} ORDER BY id LIMIT 1`,
  );
  const items = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM item WHERE org_id = ${place.orgId} AND active ORDER BY id LIMIT ${LINES}`,
  );
  const order = {
    partyId: supplier?.id,
    date: '2026-11-20',
    branchId: branch?.id,
    lines: Array.from({ length: LINES }, (_, i) => ({
      itemId: items[i % items.length]?.id,
      quantity: 10 + (i % 90),
      rate: 100 + (i % 50),
    })),
  };
  const saved = await call(place, 'POST', 'chemical/purchaseOrder/save', order);
  return saved.json<{ data: { id: number } }>().data.id;
}

/** A file's reply read to its end as a browser would (the server writes it as it reads). */
async function downloaded(place: JobPlace, method: 'GET' | 'POST', path: string, payload?: object) {
  const reply = await place.server.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { authorization: `Bearer ${place.token}` },
    ...(payload ? { payload } : {}),
    payloadAsStream: true,
  });
  if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode}`);
  for await (const _ of reply.stream()) void _;
}

/** The heavy jobs, in the order run: the master import makes the parties the openings name. */
export const HEAVY_JOBS: readonly HeavyJob[] = [
  {
    kind: `master import of ${ROWS} parties`,
    ready: async (place) => {
      const lines = ['Company Name,Party Type,Customer,Supplier,Credit Days'];
      for (let k = 1; k <= ROWS; k += 1) lines.push(`Noisy Party ${k},Customer,Yes,No,30`);
      return () => sheet(place, 'party/import', csv(lines), 'text/csv', 'parties.csv');
    },
  },
  {
    kind: `opening import of ${ROWS} unpaid invoices`,
    ready: async (place) => {
      await place.database.db.execute(
        sql`INSERT INTO sys_config (org_id, key_name, value) VALUES (${place.orgId}, 'GO_LIVE_DATE', '2026-04-01')
            ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
      );
      const lines = ['Customer,Invoice Number,Invoice Date,Due Date,Unpaid Amount,Remarks'];
      for (let k = 1; k <= ROWS; k += 1)
        lines.push(
          `Noisy Party ${1 + (k % Math.min(500, ROWS))},NOISY/${k},10-02-2026,12-03-2026,${1000 + k},`,
        );
      return () => sheet(place, 'chemical/openingReceivable/import', csv(lines), 'text/csv', 'openings.csv');
    },
  },
  {
    kind: `Tally masters file of ${((TALLY_CHARACTERS * 2) / 1024 / 1024).toFixed(1)} MB checked`,
    ready: async (place) => {
      const file = tallyExport();
      return () => sheet(place, 'party/import/check', file, 'text/xml', 'Masters.xml');
    },
  },
  {
    kind: 'stock ageing prepared as Excel',
    ready: async (place) => {
      // At its cap, not past it: the busy year's 100,000 lots and the demo's few are one sheet too many, and
      // the export refuses them whole; the lots over the cap (the demo's, the first kept) count as used up.
      await place.database.db.execute(
        sql`UPDATE stock_lot_total SET on_hand = 0
            WHERE id IN (SELECT id FROM stock_lot_total
                         WHERE org_id = ${place.orgId} AND stock_area_id IS NULL AND on_hand > 0
                         ORDER BY id
                         LIMIT greatest((SELECT count(*) FROM stock_lot_total
                                         WHERE org_id = ${place.orgId} AND stock_area_id IS NULL AND on_hand > 0)
                                        - ${EXPORT_ROW_CAPS.excel}, 0))`,
      );
      return async () => {
        const reply = await call(place, 'POST', 'chemical/report/stockAgeing/prepare', { format: 'excel' });
        await untilDone(place, `chemical/job/${reply.json<{ data: JobReply }>().data.id}`);
      };
    },
  },
  {
    kind: 'sales invoices list exported to Excel',
    ready: async (place) => () => downloaded(place, 'POST', 'chemical/salesInvoice/export/excel', {}),
  },
  {
    kind: `print of a ${LINES}-line purchase order`,
    ready: async (place) => {
      const id = await longOrder(place);
      return () => downloaded(place, 'GET', `chemical/purchaseOrder/print/${id}`);
    },
  },
  {
    kind: 'backup of the database and its files',
    ready: async (place) => async () => {
      const staged = await stageSnapshot(place.snapshot, place.filesDir, {
        file: 'noisy-neighbour.tar.gz',
        by: 'bench',
      });
      await pipeline(staged.archive(), createWriteStream(join(place.workDir, 'noisy-neighbour.tar.gz')));
    },
  },
];
