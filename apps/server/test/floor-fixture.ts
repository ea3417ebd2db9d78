import { type FloorActionKey, floorActionPath } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { findIn } from './helpers.ts';
import { useShipping } from './shipping-fixture.ts';
import type { Doc } from './stock-documents.ts';

// The floor actions tests' world (issue 58 item 5, decision 2340): the shipping world, a loom, the Stores
// department, and the calls that post a floor action and read a lot's balance at a place.

export function useFloor() {
  const shipping = useShipping();
  const { app, ids } = shipping;
  const floor = (action: FloorActionKey, body: unknown, token = app().admin) =>
    app().call<Doc & { module: string; message: string }>('POST', floorActionPath(action), token, body);
  const world = { loom: 0, stores: 0, sheet: 0 };

  /** The lot's quantity at a stock area, held or free, from the balances. */
  async function lotAt(lotNumber: string, stockAreaId: number, held = false): Promise<number> {
    const [row] = await queryRows<{ q: number }>(
      app().server.database.db,
      sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS q FROM stock_balance b
          JOIN stock_identity i ON i.id = b.identity_id
          WHERE i.lot_number = ${lotNumber} AND b.stock_area_id = ${stockAreaId} AND b.held = ${held}`,
    );
    return row?.q ?? 0;
  }

  /** The granules' lot as a body names it, in the raw material store unless `extra` says otherwise. */
  const granules = (lotNumber: string, extra: Record<string, unknown> = {}) => ({
    itemId: ids.granules,
    lotNumber,
    stockAreaId: ids.store,
    ...extra,
  });

  beforeAll(async () => {
    const looms = await app().call<Doc>('GET', 'chemical/machine/getAllByPartner?size=100', app().admin);
    world.loom = Number(looms.body.dataList?.find((row) => row.isLoom === true)?.id);
    world.stores = (
      await findIn<{ id: number }>(app(), 'chemical/department', 'name', 'Stores', app().admin)
    ).id;
  });

  return { ...shipping, floor, world, lotAt, granules };
}
