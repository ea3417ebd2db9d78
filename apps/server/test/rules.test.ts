import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGstin } from '../src/seed/demo.ts';
import { createSuite, findIn, type Reply, type Suite } from './helpers.ts';

/** Issue 14, "The rules a user would expect": GSTIN state, staff password, system configuration types. */

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

const issueOf = (reply: Reply) => (reply.body.data as { issues?: { field: string }[] } | undefined)?.issues;

describe('GSTIN state code and the address state', () => {
  const maharashtra = demoGstin('27', 'AABCR5678D');
  const billing = (state: string) => ({
    addressType: 'BILLING',
    line1: 'Maker Chambers IV, Nariman Point',
    city: 'Mumbai',
    state,
    country: 'India',
  });
  const party = async (overrides: Record<string, unknown>) => {
    const type = await findIn<Row>(suite, 'partyType', 'name', 'Customer');
    return { companyName: 'Sahyadri Traders', partyTypeId: type.id, gstin: maharashtra, ...overrides };
  };

  it('refuses a party whose GSTIN is of another state than its billing address, on the GSTIN field', async () => {
    const reply = await suite.call(
      'POST',
      'party/save',
      suite.admin,
      await party({ addresses: [billing('24')] }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(
      `The GSTIN ${maharashtra} is of Maharashtra (27), but the billing address is in Gujarat (24).`,
    );
    expect(issueOf(reply)).toEqual([expect.objectContaining({ field: 'gstin' })]);
  });

  it('saves it with the billing address in the GSTIN’s state, and refuses moving that address away', async () => {
    const saved = await suite.call<Row>(
      'POST',
      'party/save',
      suite.admin,
      await party({ addresses: [billing('27')] }),
    );
    expect(saved.status, saved.body.responseMessage).toBe(200);
    const moved = await suite.call('POST', 'party/update', suite.admin, {
      ...saved.body.data,
      addresses: [billing('29')],
    });
    expect(moved.status).toBe(400);
    expect(moved.body.responseMessage).toContain('but the billing address is in Karnataka (29)');
  });

  it('refuses a branch whose GSTIN is of another state than its own address', async () => {
    const branch = { name: 'Mumbai Depot', code: 'MUM', gstin: maharashtra, city: 'Mumbai' };
    const refused = await suite.call('POST', 'erp/branch/save', suite.admin, { ...branch, state: '24' });
    expect(refused.status).toBe(400);
    expect(refused.body.responseMessage).toBe(
      `The GSTIN ${maharashtra} is of Maharashtra (27), but the branch's address is in Gujarat (24).`,
    );
    expect(issueOf(refused)).toEqual([expect.objectContaining({ field: 'gstin' })]);
    const saved = await suite.call('POST', 'erp/branch/save', suite.admin, { ...branch, state: '27' });
    expect(saved.status, saved.body.responseMessage).toBe(200);
  });
});

describe('a staff user’s password (decision 0517)', () => {
  const user = async (overrides: Record<string, unknown>) => {
    const role = await findIn<Row>(suite, 'role', 'name', 'Storekeeper');
    return { firstname: 'Meena', username: 'meena.iyer', roleId: role.id, ...overrides };
  };

  it.each([
    ['without a password', {}, 'Password is required'],
    ['with an empty password', { password: '' }, 'Password is required'],
    ['with the username as password', { password: 'Meena.Iyer' }, 'Password must not be the username'],
  ])('refuses a new user %s, on the password field', async (_case, overrides, message) => {
    const reply = await suite.call('POST', 'staff/save', suite.admin, await user(overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(message);
    expect(issueOf(reply)).toEqual([expect.objectContaining({ field: 'password' })]);
  });
});

describe('system configuration values have their key’s type (decision 0516)', () => {
  type SysConfigRow = Row & { keyName: string; value: string };
  const update = async (keyName: string, value: string, token = suite.admin) => {
    const row = await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', keyName, token);
    return suite.call<SysConfigRow>('POST', 'sysConfig/update', token, { ...row, value });
  };

  it.each([
    ['ONLY_INWARD', 'On', 'ONLY_INWARD is a switch: its value must be YES or NO'],
    [
      'WEAVING_PROCESS_AUTOMATION',
      'yes',
      'WEAVING_PROCESS_AUTOMATION is a switch: its value must be YES or NO',
    ],
    ['STATUS_COMPLETED_ID', 'Completed', 'STATUS_COMPLETED_ID must be a whole number'],
    ['PO_PRINT_PARTNER_ID', 'Narmada', 'PO_PRINT_PARTNER_ID must be chosen from the list'],
    ['FOOTER_URL', 'narmada', 'FOOTER_URL must be a web address starting with http:// or https://'],
  ])('refuses %s = %j with a 400 naming the key', async (keyName, value, message) => {
    const reply = await update(keyName, value);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(message);
    expect(issueOf(reply)).toEqual([expect.objectContaining({ field: 'value' })]);
  });

  it('refuses an id of no record of the key’s master in the caller’s organisation', async () => {
    const orgBParty = await findIn<Row>(suite, 'party', 'companyName', 'Org B Trading Company', suite.orgB);
    const reply = await update('PO_PRINT_PARTNER_ID', String(orgBParty.id));
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(
      `PO_PRINT_PARTNER_ID: the Business Partner with the id ${orgBParty.id} was not found: choose one from the list`,
    );
    const kg = await findIn<Row>(suite, 'uom', 'name', 'KG');
    const category = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Key Account');
    expect((await update('wastageMaterialTypeId', String(category.id))).status).toBe(400);
    expect((await update('DEFAULT_MATERIAL', String(kg.id + 100000))).status).toBe(400);
  });

  it('stores values of the right type', async () => {
    const party = await findIn<Row>(suite, 'party', 'companyName', 'Shree Ganesh Polymers');
    const rawMaterial = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Raw Material');
    for (const [keyName, value] of [
      ['ONLY_INWARD', 'YES'],
      ['ONLY_INWARD', 'NO'],
      ['STATUS_COMPLETED_ID', '7'],
      ['PO_PRINT_PARTNER_ID', String(party.id)],
      ['PO_PRINT_PARTNER_ID', ''],
      ['wastageMaterialTypeId', String(rawMaterial.id)],
      ['FOOTER_URL', 'https://narmadapolysacks.example'],
      ['FOOTER_URL', ''],
      ['PARTNER_NAME', 'YES we can'],
    ]) {
      const reply = await update(keyName as string, value as string);
      expect(reply.status, `${keyName} = ${value}: ${reply.body.responseMessage}`).toBe(200);
      expect(reply.body.data?.value ?? '').toBe(value);
    }
  });
});
