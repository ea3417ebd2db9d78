import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY } from '@erp/domain';
import { renderApp, settle, typeInto, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'staff', view: 1, mode: 2 },
]);

/** The text of the elements that describe a field (its hint, and its error once shown). */
const description = (field: HTMLElement | null) =>
  (field?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the staff form (issue 14: "A staff user cannot be saved without a password"; decision 0517)', () => {
  it(
    'shows the password policy beside the field, and refuses a new user without a password',
    { timeout: 20_000 },
    async () => {
      const app = await renderApp('/module/user/addUpdate', session);
      const password = () => app.host.querySelector<HTMLInputElement>('input[name="password"]');
      for (let tries = 0; tries < 40 && !password(); tries += 1) await settle();
      expect(description(password())).toBe(PASSWORD_POLICY.hint);

      typeInto(app.host.querySelector('input[name="firstname"]') as HTMLInputElement, 'Meena');
      typeInto(app.host.querySelector('input[name="username"]') as HTMLInputElement, 'meena.iyer');
      await act(async () => app.host.querySelector<HTMLFormElement>('form')?.requestSubmit());
      await settle();
      expect(description(password())).toBe(`${PASSWORD_POLICY.hint} Password is required`);

      typeInto(password() as HTMLInputElement, 'MEENA.IYER');
      await settle();
      expect(description(password())).toBe(`${PASSWORD_POLICY.hint} Password must not be the username`);
    },
  );
});
