import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CODES, SYS_CONFIG_KEYS, sysConfigMap } from '@erp/domain';
import release from '../../../version.json' with { type: 'json' };
import { call, connect, failure, type Connected } from './support/server.ts';

let server: Connected;
beforeAll(async () => {
  server = await connect();
});
afterAll(() => server.close());

describe('configuration calls against the server', () => {
  it('spec §7: GET labelConfig/getAllByPartner: keyName, labelName', async () => {
    const labels = await call(server.api.config.getLabelConfig());
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => typeof label.keyName === 'string')).toBe(true);
  });

  it('spec §7: GET sysConfig/getAllByPartner holds the keys spec §3 reads', async () => {
    const map = sysConfigMap(await call(server.api.config.getSysConfig()));
    expect(Object.keys(map)).toEqual(expect.arrayContaining(['ONLY_INWARD', 'DYNAMIC_LOGO_CONFIGURATION']));
    expect(SYS_CONFIG_KEYS.filter((key) => !(key in map))).toEqual([]);
  });

  it('spec §7: sysConfig save, GET sysConfig/{id}, update, delete', async () => {
    const saved = await call(server.api.config.saveSysConfig({ keyName: 'API_TEST_KEY', value: 'NO' }));
    expect(saved).toMatchObject({ id: expect.any(Number), keyName: 'API_TEST_KEY', value: 'NO' });
    expect(await call(server.api.config.getSysConfigById(Number(saved.id)))).toMatchObject({
      keyName: 'API_TEST_KEY',
    });
    const updated = await call(server.api.config.saveSysConfig({ ...saved, value: 'YES' }));
    expect(updated.value).toBe('YES');
    await call(server.api.config.deleteSysConfig(updated));
    const error = await failure(server.api.config.getSysConfigById(Number(saved.id)));
    expect(error.status).toBe(404);
  });

  it('spec §7: module parameter config getAll and GET chemical/formConfig: moduleName with fieldDetails', async () => {
    for (const configs of [
      await call(server.api.config.getModuleParamConfig()),
      await call(server.api.config.getFormConfig()),
    ]) {
      expect(configs.length).toBeGreaterThan(0);
      expect(
        configs.every(
          (config) => typeof config.moduleName === 'string' && Array.isArray(config.fieldDetails),
        ),
      ).toBe(true);
    }
  });

  it('spec §7: GET version: version and date', async () => {
    expect(await call(server.api.config.getVersion())).toEqual(release);
  });

  it('spec §7: GET organization/getOrgByPartner (data.id); POST organization/setDefaultOrganization (row)', async () => {
    const organisation = await call(server.api.config.getOrganisation());
    expect(organisation?.id).toEqual(expect.any(Number));
    if (!organisation) throw new Error('no organisation');
    await call(server.api.config.setDefaultOrganisation({ ...organisation, phone: '9876543210' }));
    expect(await call(server.api.config.getOrganisation())).toMatchObject({
      id: organisation.id,
      phone: '9876543210',
    });
  });

  it('spec §7: the mail profile: none at first, save, then update (id 0 or greater); the password never comes back', async () => {
    expect(await call(server.api.config.getMailProfile())).toBeNull();
    const saved = await call(
      server.api.config.saveMailProfile({ email: 'stores@example.in', password: 'mail-secret' }),
    );
    expect(saved).toMatchObject({ id: expect.any(Number), email: 'stores@example.in' });
    expect(saved).not.toHaveProperty('password');
    const updated = await call(
      server.api.config.saveMailProfile({ ...saved, email: 'accounts@example.in', password: '' }),
    );
    expect(updated?.email).toBe('accounts@example.in');
    expect(await call(server.api.config.getMailProfile())).toMatchObject({
      id: saved?.id,
      email: 'accounts@example.in',
    });
  });

  it('spec §5: an invalid mail profile is refused with the reason', async () => {
    const error = await failure(
      server.api.config.saveMailProfile({ id: 0, email: 'not-an-email', password: 'x' }),
    );
    expect(error.code).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    expect(error.serverMessage).not.toBe('');
  });

  it('spec §8: "Translation file failure: translations become empty" (the test server serves no app files)', async () => {
    expect(await call(server.api.config.getTranslations('en'))).toEqual({});
  });
});
