import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createConfigCalls, type ConfigCalls } from './config.ts';

const OK = { responseCode: 200, responseMessage: 'OK' };

describe('config calls', () => {
  it.each<[string, (c: ConfigCalls) => Observable<unknown>, string, string]>([
    ['getLabelConfig', (c) => c.getLabelConfig(), 'GET', 'labelConfig/getAllByPartner'],
    ['getSysConfig', (c) => c.getSysConfig(), 'GET', 'sysConfig/getAllByPartner'],
    ['getModuleParamConfig', (c) => c.getModuleParamConfig(), 'GET', 'chemical/formConfig/getAll'],
    ['getFormConfig', (c) => c.getFormConfig(), 'GET', 'chemical/formConfig'],
    ['getOrganisation', (c) => c.getOrganisation(), 'GET', 'organization/getOrgByPartner'],
    [
      'getMailProfile',
      (c) => c.getMailProfile(),
      'GET',
      'chemical/emailUserConfig/getEmailConfByLoggedInUser',
    ],
    [
      'deleteSysConfig',
      (c) => c.deleteSysConfig({ id: 4, keyName: 'K', value: 'V' }),
      'POST',
      'sysConfig/delete',
    ],
    [
      'setDefaultOrganisation',
      (c) => c.setDefaultOrganisation({ id: 1 }),
      'POST',
      'organization/setDefaultOrganization',
    ],
  ])('spec §7: %s calls %s %s', async (_name, invoke, method, url) => {
    const client = recordingClient(() => ({ ...OK, data: {}, dataList: [] }));
    await firstValueFrom(invoke(createConfigCalls(client)));
    expect(lastCall(client)).toMatchObject({ method, url });
  });

  it('spec §7: GET sysConfig/{id}; POST sysConfig/save, or sysConfig/update for a stored row', async () => {
    const client = recordingClient(() => ({ ...OK, data: { id: 4, keyName: 'ONLY_INWARD', value: 'YES' } }));
    const calls = createConfigCalls(client);
    await firstValueFrom(calls.getSysConfigById(4));
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'sysConfig/4' });
    await firstValueFrom(calls.saveSysConfig({ keyName: 'ONLY_INWARD', value: 'YES' }));
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: 'sysConfig/save' });
    await firstValueFrom(calls.saveSysConfig({ id: 4, keyName: 'ONLY_INWARD', value: 'NO' }));
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: 'sysConfig/update' });
  });

  it('spec §7: GET version gives version and date', async () => {
    const client = recordingClient(() => ({ ...OK, data: { version: '0.1.0', date: '2025-01-01' } }));
    expect(await firstValueFrom(createConfigCalls(client).getVersion())).toEqual({
      version: '0.1.0',
      date: '2025-01-01',
    });
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'version' });
  });

  it('spec §7: mail profile "update (id 0 or greater) or … save"', async () => {
    const client = recordingClient(() => ({ ...OK, data: { id: 0, email: 'a@b.in' } }));
    const calls = createConfigCalls(client);
    await firstValueFrom(calls.saveMailProfile({ id: 0, email: 'a@b.in', password: 'x' }));
    expect(lastCall(client)).toMatchObject({
      url: 'chemical/emailUserConfig/update',
      body: { id: 0, email: 'a@b.in' },
    });
    await firstValueFrom(calls.saveMailProfile({ email: 'a@b.in', password: 'x' }));
    expect(lastCall(client)).toMatchObject({ url: 'chemical/emailUserConfig/save' });
    await firstValueFrom(calls.saveMailProfile({ id: null, email: 'a@b.in', password: 'x' }));
    expect(lastCall(client)).toMatchObject({ url: 'chemical/emailUserConfig/save' });
  });

  it('spec §7: the static version file and assets/i18n/{lang}.json (default en) come from the web app', async () => {
    const client = recordingClient();
    const calls = createConfigCalls(client);
    await firstValueFrom(calls.getAppVersion()).catch(() => undefined);
    expect(lastCall(client)).toMatchObject({ kind: 'asset', url: 'version.json' });
    await firstValueFrom(calls.getTranslations());
    expect(lastCall(client)).toMatchObject({ kind: 'asset', url: 'assets/i18n/en.json' });
  });

  it('spec §8: "Translation file failure: translations become empty"', async () => {
    expect(await firstValueFrom(createConfigCalls(recordingClient()).getTranslations('hi'))).toEqual({});
  });
});
