import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { validateEntity } from '@erp/domain';
import { formConfigLoaded } from '@erp/api';
import { renderApp, settle, typeInto, storedSession } from '../../testing/render.tsx';
import { SYS_CONFIG_FORM } from './sysConfigForm.ts';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'sysConfig', view: 1, mode: 2 },
]);

describe('system configuration values by their key’s type (issue 14; decision 0516)', () => {
  it.each([
    ['ONLY_INWARD', 'YES', true, 'YES'],
    ['ONLY_INWARD', 'yes', false, 'NO'],
    ['PO_PRINT_PARTNER_ID', '12', 12, '12'],
    ['STATUS_COMPLETED_ID', '7', 7, '7'],
    ['PARTNER_NAME', 'Narmada', 'Narmada', 'Narmada'],
  ])('%s: stored %j is edited as %j and saved as %j', (keyName, stored, edited, saved) => {
    const values = SYS_CONFIG_FORM.toValues({ id: 3, keyName, value: stored });
    expect(values).toEqual({ id: 3, keyName, value: edited });
    expect(validateEntity(SYS_CONFIG_FORM.module(values), values)).toEqual([]);
    expect(SYS_CONFIG_FORM.toRecord(values)).toEqual({ id: 3, keyName, value: saved });
  });

  it(
    'the form’s value field follows the key typed: a switch, a picker, a number, text',
    { timeout: 20_000 },
    async () => {
      const app = await renderApp('/module/sysConfig/addUpdate', session);
      const key = () => app.host.querySelector<HTMLInputElement>('input[name="keyName"]');
      for (let tries = 0; tries < 40 && !key(); tries += 1) await settle();
      const value = () => app.host.querySelector<HTMLInputElement>('input[name="value"]');
      expect(value()?.type).toBe('text');
      for (const [keyName, check] of [
        ['ONLY_INWARD', (input: HTMLInputElement | null) => expect(input?.type).toBe('checkbox')],
        // Issue 42: "a YES/NO setting is a switch named by its meaning", not "Value".
        [
          'LAB_TEST_INWARD',
          (input: HTMLInputElement | null) =>
            expect(input?.labels?.[0]?.textContent).toBe('Hold received goods until a lab test passes them'),
        ],
        [
          'PO_PRINT_PARTNER_ID',
          (input: HTMLInputElement | null) => expect(input?.getAttribute('role')).toBe('combobox'),
        ],
        [
          'STATUS_COMPLETED_ID',
          (input: HTMLInputElement | null) => expect(input?.inputMode).toMatch(/numeric|decimal/),
        ],
        ['PARTNER_NAME', (input: HTMLInputElement | null) => expect(input?.getAttribute('role')).toBeNull()],
      ] as const) {
        typeInto(key() as HTMLInputElement, keyName);
        await settle();
        check(value());
      }
    },
  );

  it('issue 42: the value is named by its setting whatever the form configuration calls the column', async () => {
    const app = await renderApp('/module/sysConfig/addUpdate', session);
    act(() => {
      app.services.store.dispatch(
        formConfigLoaded([
          {
            moduleName: 'sysConfig',
            fieldDetails: [
              { fieldKeyName: 'value', fieldLabel: 'Value', isVisible: true, isRequired: false },
            ],
          },
        ]),
      );
    });
    const key = () => app.host.querySelector<HTMLInputElement>('input[name="keyName"]');
    for (let tries = 0; tries < 40 && !key(); tries += 1) await settle();
    typeInto(key() as HTMLInputElement, 'LAB_TEST_INWARD');
    await settle();
    const value = app.host.querySelector<HTMLInputElement>('input[name="value"]');
    expect(value?.getAttribute('role')).toBe('switch');
    expect(value?.labels?.[0]?.textContent).toBe('Hold received goods until a lab test passes them');
  });
});
