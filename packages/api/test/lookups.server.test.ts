import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES, sortByName } from '@erp/domain';
import { call, connect, type Connected } from './support/server.ts';

let server: Connected;
beforeAll(async () => {
  server = await connect();
});
afterAll(() => server.close());

// The mail profile is the logged-in user's own record, read by its own call (config.getMailProfile).
const LISTED = MODULES.filter((module) => module.key !== 'emailUserConfig');

describe('select lists of catalogue masters against the server', () => {
  it.each(LISTED.map((module) => [module.key, module.apiPath, module.sortKey]))(
    'spec §7: %s: GET %s/getAllByPartner, sorted by %s',
    async (key, _path, sortKey) => {
      const rows = await call(server.api.lookups.moduleList(key));
      expect(Array.isArray(rows)).toBe(true);
      expect(rows).toEqual(sortByName(rows, sortKey));
    },
  );

  it('the demo data fills the lists a factory needs', async () => {
    for (const key of ['uom', 'party', 'item', 'staff', 'machine', 'stockArea']) {
      expect((await call(server.api.lookups.moduleList(key))).length).toBeGreaterThan(0);
    }
  });

  it('spec §3: parties are shown by companyName and sorted by it, case-insensitive', async () => {
    const parties = await call(server.api.lookups.moduleList<{ id: number; companyName: string }>('party'));
    const names = parties.map((party) => party.companyName);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-IN', { sensitivity: 'base', numeric: true })),
    );
  });
});
