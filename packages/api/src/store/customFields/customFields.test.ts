import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadCustomFieldsEpic } from './customFieldsEpics.ts';
import {
  customFieldsFailed,
  customFieldsLoaded,
  customFieldsRequested,
  selectCustomFields,
} from './customFieldsSlice.ts';

const shade = {
  name: 'Shade Card',
  fieldKey: 'shadeCard',
  fieldType: 'select',
  options: 'A1, B2',
  required: true,
};
const run = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('customFieldsSlice: the custom fields of a module’s form', () => {
  it('none until read; read afresh each time the form opens, keeping the last ones meanwhile', () => {
    expect(selectCustomFields(run(), 'zone')).toEqual([]);
    const loaded = run(
      customFieldsRequested({ module: 'zone' }),
      customFieldsLoaded({ module: 'zone', rows: [shade] }),
    );
    expect(selectCustomFields(loaded, 'zone')).toEqual([shade]);
    const again = rootReducer(loaded, customFieldsRequested({ module: 'zone' }));
    expect(again.customFields.modules['zone']).toEqual({ rows: [shade], status: 'loading' });
    expect(
      rootReducer(again, customFieldsFailed({ module: 'zone' })).customFields.modules['zone']?.status,
    ).toBe('failed');
    expect(run(customFieldsFailed({ module: 'uom' })).customFields.modules).toEqual({});
    expect(selectCustomFields(rootReducer(loaded, sessionEnded({ reason: 'logout' })), 'zone')).toEqual([]);
  });
});

describe('loadCustomFieldsEpic', () => {
  it('spec §7: POST moduleCustomField/getCustomFields with the module name', () => {
    const getCustomFields = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getCustomFields.mockReturnValue(cold('-r|', { r: [shade] }));
      const action$ = hot('-a', { a: customFieldsRequested({ module: 'zone' }) });
      expectObservable(
        loadCustomFieldsEpic(action$, stateAfter(), dependencies(stubApi({ items: { getCustomFields } }))),
      ).toBe('--l', { l: customFieldsLoaded({ module: 'zone', rows: [shade] }) });
    });
    expect(getCustomFields).toHaveBeenCalledWith({ moduleName: 'zone' });
  });

  it('a failure leaves the form without custom fields and toasts', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ items: { getCustomFields: () => cold('-#', undefined, new Error('down')) } });
      const action$ = hot('-a', { a: customFieldsRequested({ module: 'zone' }) });
      expectObservable(loadCustomFieldsEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: customFieldsFailed({ module: 'zone' }),
        t: toast.error('Something went wrong on the server. Please try again.'),
      });
    });
  });
});
