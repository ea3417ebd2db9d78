import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createSessionCalls, withoutPassword } from './session.ts';

const user = { id: 7, username: 'admin', firstname: 'Asha', lastname: 'Rao', role: { roleid: 1 } };
const OK = { responseCode: 200, responseMessage: 'OK' };

describe('session calls', () => {
  it('spec §7: POST authenticate with username and password; the password never comes back', async () => {
    const client = recordingClient(() => ({
      ...OK,
      data: { token: 't', user: { ...user, password: 'hash' } },
    }));
    const result = await firstValueFrom(
      createSessionCalls(client).login({ username: 'admin', password: 'pw' }),
    );
    expect(lastCall(client)).toMatchObject({
      method: 'POST',
      url: 'authenticate',
      body: { username: 'admin', password: 'pw' },
    });
    expect(result).toEqual({ token: 't', user });
  });

  it('spec §3: GET staff/getloggedinuser; "the password is removed before the user is stored locally"', async () => {
    const client = recordingClient(() => ({ ...OK, data: { ...user, password: 'secret' } }));
    expect(await firstValueFrom(createSessionCalls(client).getLoggedInUser())).toEqual(user);
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'staff/getloggedinuser' });
  });

  it('spec §7: GET {ACL URL}/getbyroleid/{roleid}', async () => {
    const client = recordingClient(() => ({ ...OK, dataList: [{ moduleAPI: 'uom', view: 1 }] }));
    expect(await firstValueFrom(createSessionCalls(client).getAclByRoleId(3))).toEqual([
      { moduleAPI: 'uom', view: 1 },
    ]);
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'acl/getbyroleid/3' });
  });

  it('issue 14: POST logout with the token it ends', async () => {
    const client = recordingClient(() => ({ ...OK, data: null }));
    expect(await firstValueFrom(createSessionCalls(client).logout('a.b.c'))).toBeUndefined();
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: 'logout', token: 'a.b.c' });
  });

  it('withoutPassword leaves a user without one as it is', () => {
    expect(withoutPassword(user)).toEqual(user);
  });
});
