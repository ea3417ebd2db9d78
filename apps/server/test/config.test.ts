import { MODULES, RESPONSE_CODES, SYS_CONFIG_KEYS } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailUserConfig } from '../src/db/schema.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

let suite: Suite;
beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

interface SysConfigRow extends Record<string, unknown> {
  id: number;
  keyName: string;
  value: string;
  version: number;
}

describe('sysConfig (spec §3, §7)', () => {
  it('getAllByPartner gives every key of spec §3 to every logged-in user, feature switches YES or NO', async () => {
    for (const token of [suite.admin, suite.storekeeper]) {
      const reply = await suite.call<SysConfigRow>('GET', 'sysConfig/getAllByPartner', token);
      expect(reply.status).toBe(200);
      const keys = (reply.body.dataList ?? []).map((row) => row.keyName);
      expect(keys).toEqual(expect.arrayContaining([...SYS_CONFIG_KEYS]));
    }
    const onlyInward = await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', 'ONLY_INWARD');
    expect(onlyInward.value).toBe('NO');
    expect((await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', 'ROLL_NO_SUPPORT')).value).toBe('YES');
  });

  it('sysConfig/{id} reads one entry; another organisation has none of ours', async () => {
    const row = await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', 'TITLE_NAME');
    expect((await suite.call('GET', `sysConfig/${row.id}`, suite.storekeeper)).body.data).toMatchObject({
      keyName: 'TITLE_NAME',
    });
    const other = await suite.call('GET', `sysConfig/${row.id}`, suite.orgB);
    expect(other.status).toBe(404);
    expect(other.body.responseCode).toBe(RESPONSE_CODES.NOT_FOUND);
  });

  it('save, update and delete need the sysConfig module with the writing mode', async () => {
    const saved = await suite.call<SysConfigRow>('POST', 'sysConfig/save', suite.admin, {
      keyName: 'DEMO_KEY',
      value: 'YES',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ keyName: 'DEMO_KEY', value: 'YES', version: 1 });
    const updated = await suite.call<SysConfigRow>('POST', 'sysConfig/update', suite.admin, {
      ...saved.body.data,
      value: 'NO',
    });
    expect(updated.body.data).toMatchObject({ value: 'NO', version: 2 });
    const refused = await suite.call('POST', 'sysConfig/save', suite.storekeeper, {
      keyName: 'X',
      value: 'Y',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.responseCode).toBe(RESPONSE_CODES.FORBIDDEN);
    const deleted = await suite.call('POST', 'sysConfig/delete', suite.admin, { id: saved.body.data?.id });
    expect(deleted.body.data).toEqual({ id: saved.body.data?.id });
    expect((await suite.call('GET', `sysConfig/${saved.body.data?.id}`, suite.admin)).status).toBe(404);
  });

  it('refuses a stale update with a conflict, never overwriting', async () => {
    const row = await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', 'FOOTER_TITLE');
    const first = await suite.call('POST', 'sysConfig/update', suite.admin, {
      ...row,
      value: 'Shree Ganesh',
    });
    expect(first.status).toBe(200);
    const stale = await suite.call('POST', 'sysConfig/update', suite.admin, { ...row, value: 'Other' });
    expect(stale.status).toBe(409);
    expect(stale.body.responseCode).toBe(RESPONSE_CODES.STALE_VERSION);
    expect((await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', 'FOOTER_TITLE')).value).toBe(
      'Shree Ganesh',
    );
  });

  it('names the field of a bad body, and refuses a second entry for one key', async () => {
    const bad = await suite.call('POST', 'sysConfig/save', suite.admin, { value: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe('Key is required');
    const twice = await suite.call('POST', 'sysConfig/save', suite.admin, {
      keyName: 'ONLY_INWARD',
      value: 'YES',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.responseCode).toBe(RESPONSE_CODES.DUPLICATE);
  });

  it("cannot update or delete another organisation's entry", async () => {
    const row = await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', 'PARTNER_NAME');
    expect((await suite.call('POST', 'sysConfig/update', suite.orgB, { ...row, value: 'hack' })).status).toBe(
      404,
    );
    expect((await suite.call('POST', 'sysConfig/delete', suite.orgB, { id: row.id })).status).toBe(404);
    expect((await findIn<SysConfigRow>(suite, 'sysConfig', 'keyName', 'PARTNER_NAME')).value).toBe('');
  });

  it('needs a token, and refuses an expired one', async () => {
    expect((await suite.call('GET', 'sysConfig/getAllByPartner', null)).status).toBe(401);
  });
});

describe('labelConfig and module field config (spec §3, §5, §7)', () => {
  it('labelConfig/getAllByPartner gives keyName and labelName for every module and field', async () => {
    const reply = await suite.call<{ keyName: string; labelName: string }>(
      'GET',
      'labelConfig/getAllByPartner',
      suite.storekeeper,
    );
    const labels = new Map((reply.body.dataList ?? []).map((row) => [row.keyName, row.labelName]));
    for (const module of MODULES) expect(labels.get(module.key)).toBe(module.label);
    expect(labels.get('item.code')).toBe('Item Code');
  });

  it('chemical/formConfig, its getAll and getAllByPartner give every module its fieldDetails', async () => {
    for (const path of [
      'chemical/formConfig',
      'chemical/formConfig/getAll',
      'chemical/formConfig/getAllByPartner',
    ]) {
      const reply = await suite.call<{
        moduleName: string;
        fieldDetails: { fieldKeyName: string; isRequired: boolean; isVisible: boolean }[];
      }>('GET', path, suite.storekeeper);
      expect(reply.status).toBe(200);
      const uom = reply.body.dataList?.find((row) => row.moduleName === 'uom');
      expect(uom?.fieldDetails.find((field) => field.fieldKeyName === 'name')).toMatchObject({
        isRequired: true,
        isVisible: true,
      });
      expect(reply.body.dataList).toHaveLength(MODULES.length);
      // Spec §3: "User profile field config: user, email, password, partner".
      const profile = reply.body.dataList?.find((row) => row.moduleName === 'emailUserConfig');
      expect(profile?.fieldDetails.map((field) => [field.fieldKeyName, field.isVisible])).toEqual([
        ['email', true],
        ['password', true],
        ['user', false],
        ['partner', false],
      ]);
    }
  });

  it('a field the module field config makes required is required on save (spec §5)', async () => {
    const config = await findIn<{ id: number; version: number; fieldDetails: Record<string, unknown>[] }>(
      suite,
      'chemical/formConfig',
      'moduleName',
      'zone',
    );
    const fieldDetails = config.fieldDetails.map((field) =>
      field.fieldKeyName === 'description' ? { ...field, isRequired: true } : field,
    );
    const updated = await suite.call('POST', 'chemical/formConfig/update', suite.admin, {
      ...config,
      fieldDetails,
    });
    expect(updated.status).toBe(200);
    const refused = await suite.call('POST', 'zone/save', suite.admin, { name: 'Central' });
    expect(refused.status).toBe(400);
    expect(refused.body.responseMessage).toBe('Description is required');
    const hidden = fieldDetails.map((field) =>
      field.fieldKeyName === 'description' ? { ...field, isVisible: false } : field,
    );
    await suite.call('POST', 'chemical/formConfig/update', suite.admin, {
      ...config,
      version: config.version + 1,
      fieldDetails: hidden,
    });
    expect((await suite.call('POST', 'zone/save', suite.admin, { name: 'Central' })).status).toBe(200);
  });

  it('writing labels needs the labelConfig module', async () => {
    const label = await findIn<{ id: number }>(suite, 'labelConfig', 'keyName', 'uom');
    const refused = await suite.call('POST', 'labelConfig/update', suite.storekeeper, {
      ...label,
      labelName: 'Unit',
    });
    expect(refused.status).toBe(403);
    const done = await suite.call('POST', 'labelConfig/update', suite.admin, { ...label, labelName: 'Unit' });
    expect(done.body.data).toMatchObject({ labelName: 'Unit' });
  });
});

describe('organization (spec §7)', () => {
  it('getOrgByPartner gives the caller their own organisation', async () => {
    const mine = await suite.call<{ id: number; name: string }>(
      'GET',
      'organization/getOrgByPartner',
      suite.storekeeper,
    );
    expect(mine.body.data?.name).toBe('Sabarmati Polysacks Pvt. Ltd.');
    const other = await suite.call<{ id: number; name: string }>(
      'GET',
      'organization/getOrgByPartner',
      suite.orgB,
    );
    expect(other.body.data?.name).toBe('Org B Industries');
    expect((await suite.call('GET', `organization/${other.body.data?.id}`, suite.admin)).status).toBe(404);
    const list = await suite.call('GET', 'organization/getAllByPartner', suite.admin);
    expect(list.body.dataList).toHaveLength(1);
  });

  it('setDefaultOrganization saves the profile of the caller’s organisation only', async () => {
    const mine = (
      await suite.call<Record<string, unknown>>('GET', 'organization/getOrgByPartner', suite.admin)
    ).body.data;
    const saved = await suite.call('POST', 'organization/setDefaultOrganization', suite.admin, {
      ...mine,
      city: 'Sanand',
      state: '24',
      pincode: '382110',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ city: 'Sanand', version: Number(mine?.['version']) + 1 });
    const orgB = (
      await suite.call<Record<string, unknown>>('GET', 'organization/getOrgByPartner', suite.orgB)
    ).body.data;
    expect((await suite.call('POST', 'organization/setDefaultOrganization', suite.admin, orgB)).status).toBe(
      404,
    );
    const refused = await suite.call(
      'POST',
      'organization/setDefaultOrganization',
      suite.storekeeper,
      saved.body.data,
    );
    expect(refused.status).toBe(403);
    const bad = await suite.call('POST', 'organization/setDefaultOrganization', suite.admin, {
      ...saved.body.data,
      pincode: '12',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe('PIN Code must be a 6-digit PIN code');
  });
});

describe('chemical/emailUserConfig (spec §2 User Profile, §7)', () => {
  const path = 'chemical/emailUserConfig';

  it('has no profile at first, saves one with the password encrypted at rest, never returns it', async () => {
    const none = await suite.call('GET', `${path}/getEmailConfByLoggedInUser`, suite.admin);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    const saved = await suite.call<{ id: number }>('POST', `${path}/save`, suite.admin, {
      email: 'admin@example.in',
      password: 'Mail-Secret-1',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.responseMessage).toBe('Profile Saved Successfully');
    expect(JSON.stringify(saved.body)).not.toContain('Mail-Secret-1');
    const [row] = await suite.server.database.db
      .select()
      .from(emailUserConfig)
      .where(eq(emailUserConfig.id, saved.body.data?.id ?? 0));
    expect(row?.passwordEncrypted).not.toContain('Mail-Secret-1');
    expect(suite.server.box.open(row?.passwordEncrypted ?? '')).toBe('Mail-Secret-1');
    const read = await suite.call('GET', `${path}/getEmailConfByLoggedInUser`, suite.admin);
    expect(read.body.data).toMatchObject({ email: 'admin@example.in', passwordSet: true });
    expect(JSON.stringify(read.body)).not.toContain('Mail-Secret');
  });

  it('updates the own profile; a blank password keeps the stored one', async () => {
    const current = (
      await suite.call<{ id: number }>('GET', `${path}/getEmailConfByLoggedInUser`, suite.admin)
    ).body.data;
    const updated = await suite.call('POST', `${path}/update`, suite.admin, {
      id: current?.id,
      email: 'stores@example.in',
      password: '',
    });
    expect(updated.body.data).toMatchObject({ email: 'stores@example.in', version: 2 });
    const [row] = await suite.server.database.db
      .select()
      .from(emailUserConfig)
      .where(eq(emailUserConfig.id, current?.id ?? 0));
    expect(suite.server.box.open(row?.passwordEncrypted ?? '')).toBe('Mail-Secret-1');
    const stale = await suite.call('POST', `${path}/update`, suite.admin, {
      id: current?.id,
      email: 'a@example.in',
      password: 'x',
      version: 1,
    });
    expect(stale.status).toBe(409);
  });

  it('checks the e-mail (spec §5) and refuses a second profile', async () => {
    const bad = await suite.call('POST', `${path}/save`, suite.orgB, {
      email: 'not-an-email',
      password: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe('E-Mail must be a valid e-mail address');
    const missing = await suite.call('POST', `${path}/save`, suite.orgB, { email: 'a@example.in' });
    expect(missing.body.responseMessage).toBe('This field is required');
    const twice = await suite.call('POST', `${path}/save`, suite.admin, {
      email: 'b@example.in',
      password: 'x',
    });
    expect(twice.status).toBe(409);
  });

  it("cannot touch another user's profile; writing needs the module, reading does not", async () => {
    const current = (
      await suite.call<{ id: number }>('GET', `${path}/getEmailConfByLoggedInUser`, suite.admin)
    ).body.data;
    const other = await suite.call('POST', `${path}/update`, suite.orgB, {
      id: current?.id,
      email: 'x@example.in',
      password: 'x',
    });
    expect(other.status).toBe(404);
    expect((await suite.call('GET', `${path}/getEmailConfByLoggedInUser`, suite.storekeeper)).status).toBe(
      200,
    );
    const refused = await suite.call('POST', `${path}/save`, suite.storekeeper, {
      email: 'k@example.in',
      password: 'x',
    });
    expect(refused.status).toBe(403);
    expect((await suite.call('GET', `${path}/getEmailConfByLoggedInUser`, null)).status).toBe(401);
  });
});
