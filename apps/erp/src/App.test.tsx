import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { App } from './App.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('shows the login form at the root path', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<App />));
  expect(host.querySelector('form[aria-label="Log in"]')).not.toBeNull();
});
