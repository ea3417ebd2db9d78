// Sending writes with an Idempotency-Key (issue 58, decision 2290), for the tests of its rules.
import { IDEMPOTENCY, type Envelope } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { ErpServer } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';

export type Row = Record<string, unknown> & { id: number; version: number; number?: string };

/** A reply: its status, envelope, and whether it was an earlier sending's answer given again. */
export interface Sent {
  status: number;
  body: Envelope<Row>;
  again: boolean;
}

/** A call to `server` as the holder of `token`, with the key `key` when given. */
export async function send(
  server: ErpServer,
  token: string,
  path: string,
  body: unknown,
  key?: string,
): Promise<Sent> {
  const reply = await server.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { [IDEMPOTENCY.HEADER]: key }),
    },
    payload: body as InjectOptions['payload'],
  });
  return {
    status: reply.statusCode,
    body: reply.json<Envelope<Row>>(),
    again: reply.headers[IDEMPOTENCY.REPLAYED_HEADER.toLowerCase()] === 'true',
  };
}

/** The envelope as it was answered, without the request id each reply has of its own. */
export const answerOf = ({ body }: Sent): Omit<Envelope<Row>, 'requestId'> => {
  const { requestId: _ownId, ...answer } = body;
  return answer;
};

let keys = 0;
/** A key not sent before in this test process. */
export const newKey = (): string => `test-${process.pid}-${++keys}`;

/** The count of rows of `table` (the first organisation's when it has an org_id). */
export async function countOf(server: ErpServer, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return row?.n ?? 0;
}

/** The id of the first organisation's record of `path` whose `key` is `value`, as the admin reads it. */
export async function idOf(
  server: ErpServer,
  token: string,
  path: string,
  key: string,
  value: string,
): Promise<number> {
  const reply = await server.app.inject({
    method: 'GET',
    url: `/api/v1/${path}/getAllByPartner`,
    headers: { authorization: `Bearer ${token}` },
  });
  const found = reply.json<Envelope<Row>>().dataList?.find((row) => row[key] === value);
  if (!found) throw new Error(`no ${path} with ${key} = ${value}`);
  return found.id;
}

let openings = 0;
/** `quantity` of a lot of the item received into the stock area, on the ledger. */
export const stockUp = (
  server: ErpServer,
  itemId: number,
  stockAreaId: number,
  lotNumber: string,
  quantity: number,
) =>
  server.database.transaction((tx) =>
    postMovements(tx, { orgId: 1, staffId: 1 }, [
      {
        identity: { material: { itemId }, lotNumber },
        stockAreaId,
        quantity,
        movement: 'INWARD',
        document: { type: 'test', id: null, number: `KEYS-${lotNumber}-${++openings}` },
      },
    ]),
  );

/** The lot's quantity in stock, everywhere. */
export async function lotQuantity(server: ErpServer, lotNumber: string): Promise<number> {
  const [row] = await queryRows<{ quantity: number }>(
    server.database.db,
    sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS quantity FROM stock_balance b
          JOIN stock_identity i ON i.id = b.identity_id WHERE i.lot_number = ${lotNumber}`,
  );
  return row?.quantity ?? 0;
}
