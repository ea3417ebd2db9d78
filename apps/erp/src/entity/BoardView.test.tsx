import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { moduleByKey } from '@erp/domain';
import { boardLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';
import { cardOf } from './BoardView.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'crm/funnel', view: 1, mode: 1 },
]);
type App = Awaited<ReturnType<typeof renderApp>>;
const search = (app: App) => Object.fromEntries(new URLSearchParams(app.router.state.location.search));
const button = (app: App, name: string) =>
  [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

describe('decision 1660: the funnel list as a board', () => {
  it("a card shows the declared fields: company, contact, value, closing date and the owner's name", () => {
    const funnel = moduleByKey('funnel');
    if (!funnel?.board) throw new Error('the funnel declares a board');
    expect(
      cardOf(funnel, funnel.board, {
        id: 7,
        version: 1,
        companyName: 'Ganga Polysacks',
        contactPerson: 'Ramesh Yadav',
        expectedValue: '250000.00',
        expectedClosingDate: '2026-12-10',
        ownerId: 3,
        owner: { id: 3, username: 'sales.a' },
      }),
    ).toEqual({
      id: 7,
      title: 'Ganga Polysacks',
      contact: 'Ramesh Yadav',
      value: 250000,
      closing: '2026-12-10',
      owner: 'sales.a',
    });
  });

  it('the switch keeps the view and the search in the address and asks the board of the server', async () => {
    const app = await renderApp('/module/funnel?q=ganga', session);
    const board = button(app, 'Board');
    if (!board) throw new Error('no Board button');
    await act(async () => board.click());
    await settle();
    expect(search(app)).toEqual({ q: 'ganga', view: 'board' });
    const state = app.services.store.getState().funnelBoard;
    expect(state).toMatchObject({ apiPath: 'crm/funnel', query: { q: 'ganga' }, status: 'loading' });
    act(() => {
      app.services.store.dispatch(
        boardLoaded({
          requestId: state.requestId,
          board: {
            size: 20,
            columns: [
              {
                id: 1,
                name: 'New',
                outcome: 'OPEN',
                count: 1,
                value: 5,
                cards: [{ id: 9, version: 1, companyName: 'Ganga Polysacks' }],
              },
            ],
          },
        }),
      );
    });
    await settle();
    expect(app.host.querySelector('[aria-label="Funnel board"]')?.textContent).toContain('Ganga Polysacks');
  });
});
