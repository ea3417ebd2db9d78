import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@erp/domain';
import { aclLoaded, loginSucceeded, selectToasts, sessionReady, sysConfigLoaded } from '@erp/api';
import { testServices } from '../testing/services.ts';
import { guardRoute, landOnFloor, leaveLogin, requireSession, type SessionLoader } from './guards.ts';

const route = (path: string): RouteDef => {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

async function outcome(loader: SessionLoader): Promise<string | null> {
  const result = await loader();
  return result instanceof Response ? result.headers.get('Location') : null;
}

const session = { token: 'jwt' };

describe('guardRoute (spec §6 route guard)', () => {
  it('an entry with view 1 allows entry', async () => {
    const { handle } = testServices({ ...session, aclData: JSON.stringify([{ moduleAPI: 'uom', view: 1 }]) });
    expect(await outcome(guardRoute(handle, route('uom')))).toBeNull();
  });

  it('decision 1867: no entry for the module denies entry with the warning; the Administrator enters', async () => {
    const { handle, services } = testServices({
      ...session,
      aclData: JSON.stringify([{ moduleAPI: 'zone', view: 1 }]),
    });
    expect(await outcome(guardRoute(handle, route('uom')))).toBe('/module');
    expect(selectToasts(services.store.getState())).toEqual([
      { id: 1, kind: 'warning', title: 'Access Denied', message: 'You are not allow to access this module' },
    ]);
    const administrator = testServices({
      ...session,
      aclData: JSON.stringify([{ moduleAPI: 'acl', view: 1, mode: 1 }]),
    });
    expect(await outcome(guardRoute(administrator.handle, route('uom')))).toBeNull();
  });

  it("an entry without view 1 denies entry with the warning 'You are not allow to access this module' (title 'Access Denied') and the module home", async () => {
    const { handle, services } = testServices({
      ...session,
      aclData: JSON.stringify([{ moduleAPI: 'uom', view: 0 }]),
    });
    expect(await outcome(guardRoute(handle, route('uom')))).toBe('/module');
    expect(selectToasts(services.store.getState())).toEqual([
      { id: 1, kind: 'warning', title: 'Access Denied', message: 'You are not allow to access this module' },
    ]);
  });

  it('decision 1233: scheduling is refused with a warning naming its setting while SCHEDULING_SUPPORT is not YES (issue 42)', async () => {
    const { handle, services } = testServices({
      ...session,
      aclData: JSON.stringify([
        { moduleAPI: 'chemical/planning_scheduling', view: 1 },
        { moduleAPI: 'chemical/planning', view: 1 },
      ]),
    });
    expect(await outcome(guardRoute(handle, route('Planning-Scheduling')))).toBe('/module');
    expect(selectToasts(services.store.getState())).toEqual([
      {
        id: 1,
        kind: 'warning',
        title: 'Switched Off',
        message:
          'Machine scheduling is switched off (System Configuration › SCHEDULING_SUPPORT). An administrator can turn it on.',
      },
    ]);
    services.store.dispatch(sysConfigLoaded({ SCHEDULING_SUPPORT: 'YES' }));
    expect(await outcome(guardRoute(handle, route('Planning-Scheduling')))).toBeNull();
    expect(await outcome(guardRoute(handle, route('planning')))).toBeNull();
  });

  it('no access data stored: denied without a message', async () => {
    const { handle, services } = testServices(session);
    expect(await outcome(guardRoute(handle, route('uom')))).toBe('/module');
    expect(selectToasts(services.store.getState())).toEqual([]);
  });

  it('waits for the access data while the session starts', async () => {
    const { handle, services } = testServices();
    const user = { id: 1, username: 'admin', firstname: 'A', lastname: 'B', role: { roleid: 1 } };
    services.store.dispatch(loginSucceeded({ token: 'jwt', user }));
    const decided = outcome(guardRoute(handle, route('uom')));
    services.store.dispatch(aclLoaded([{ moduleAPI: 'uom', view: 0 }]));
    services.store.dispatch(sessionReady());
    expect(await decided).toBe('/module');
  });
});

describe('session redirects (spec §2 layouts)', () => {
  it('the full layout sends a user without a token to the root', async () => {
    expect(await outcome(requireSession(testServices().handle))).toBe('/');
    expect(await outcome(requireSession(testServices(session).handle))).toBeNull();
  });

  it('the root with a stored token goes to /dashboard/classic', async () => {
    expect(await outcome(leaveLogin(testServices(session).handle))).toBe('/dashboard/classic');
    expect(await outcome(leaveLogin(testServices().handle))).toBeNull();
  });

  it("issue 58 (decision 2286): the landing goes on to the floor's home for a floor role's user on a phone", async () => {
    const landing = async (floorHome: boolean, phone: boolean) => {
      const { handle, services } = testServices();
      const user = {
        id: 1,
        username: 'keeper',
        firstname: 'A',
        lastname: 'B',
        role: { roleid: 2, floorHome },
      };
      const decided = outcome(landOnFloor(handle, () => phone));
      services.store.dispatch(loginSucceeded({ token: 'jwt', user }));
      services.store.dispatch(sessionReady());
      return decided;
    };
    expect(await landing(true, true)).toBe('/module/floor');
    expect(await landing(true, false)).toBeNull();
    expect(await landing(false, true)).toBeNull();
  });
});
