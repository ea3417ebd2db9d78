import { type FloorActionKey, floorActionPath } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
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
  /** Racks of the Finished Goods Store (the Stores department's, as the raw material store), and of Weaving WIP. */
  const racks = { fg1: 0, fg2: 0, wip: 0 };

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

  /** The lot's quantity on a rack, from the balances. */
  async function lotOnRack(lotNumber: string, rackId: number): Promise<number> {
    const [row] = await queryRows<{ q: number }>(
      app().server.database.db,
      sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS q FROM stock_balance b
          JOIN stock_identity i ON i.id = b.identity_id
          WHERE i.lot_number = ${lotNumber} AND b.rack_id = ${rackId}`,
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
    const location = await findIn<{ id: number }>(app(), 'erp/location', 'name', 'Sanand Plant');
    const rackIn = async (name: string, stockAreaId: number) => {
      const saved = await app().call<Doc>('POST', 'erp/rack/save', app().admin, {
        name,
        code: name,
        locationId: location.id,
        stockAreaId,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return Number(saved.body.data?.id);
    };
    racks.fg1 = await rackIn('FG-1', shipping.state.fg);
    racks.fg2 = await rackIn('FG-2', shipping.state.fg);
    racks.wip = await rackIn('WIP-1', ids.weaving);
  });

  return { ...shipping, floor, world, racks, lotAt, lotOnRack, granules };
}
