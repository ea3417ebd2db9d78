// `npm run bench` (issue 15): the SQL statements one API call sends to the database, counted as Django's
// assertNumQueries counts them (InvenTree's tests): one per round trip to the PGlite worker, next to those
// of the same store call straight on the database (the floor). Each call is made once to fill the server's
// caches, then counted. `--verbose` prints the statements.
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import type { Caller } from '../src/core/caller.ts';
import { staff } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import { countStatements, printStatements } from './statements.ts';
import { openBenchDatabase } from './bench-database.ts';

const verbose = process.argv.includes('--verbose');

function report(name: string, statements: readonly string[], floor: readonly string[], goal: string): void {
  if (verbose) printStatements(name, statements);
  console.log(
    `BENCH ${JSON.stringify({ name: `${name}: SQL round trips per call`, value: statements.length, unit: 'round trips', baseline: floor.length, goal })}`,
  );
}

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-queries-'));
  const { database, client } = await openBenchDatabase();
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const caller: Caller = { staffId: admin.id, orgId: admin.orgId };
    const server = await buildApp({ database, filesDir });
    const token = await server.sessions.issue(caller);
    const items = server.service.resource('item');
    const headers = { authorization: `Bearer ${token}` };
    const [first] = (await items.store.list(database.db, caller, { page: 1, size: 1 })).rows;
    if (!first) throw new Error('no item to copy');
    const {
      id: _id,
      version: _version,
      createdAt: _c,
      updatedAt: _u,
      createdBy: _cb,
      updatedBy: _ub,
      ...fields
    } = first;
    const statements = countStatements(client);

    const search = async () => {
      const reply = await server.app.inject({
        method: 'GET',
        url: '/api/v1/chemical/item/getAllByPartner?page=1&size=20&q=woven',
        headers,
      });
      if (reply.statusCode !== 200) throw new Error(`search: ${reply.statusCode} ${reply.body}`);
    };
    await search();
    statements.take();
    await search();
    const searched = statements.take();
    await items.store.list(database.db, caller, { page: 1, size: 20, q: 'woven' });
    report('items: paged search', searched, statements.take(), '1: the count and the first page together');

    let n = 0;
    const save = async () => {
      n += 1;
      const reply = await server.app.inject({
        method: 'POST',
        url: '/api/v1/chemical/item/save',
        headers,
        payload: { ...fields, code: `COUNT-${n}`, name: `Counted Sack ${n}` },
      });
      if (reply.statusCode !== 200) throw new Error(`save: ${reply.statusCode} ${reply.body}`);
    };
    await save();
    statements.take();
    await save();
    const saved = statements.take();
    await items.store.insert(database.db, caller, { ...fields, code: 'COUNT-FLOOR', name: 'Floor Sack' });
    report('items: save', saved, statements.take(), '1: the INSERT alone (decision 0750)');
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
