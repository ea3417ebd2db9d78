import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { Board, BoardRecord } from '../../crm/funnelBoard.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { loadBoardEpic, moveCardEpic } from './funnelBoardEpics.ts';
import {
  boardLoaded,
  boardMoreLoaded,
  boardMoreRequested,
  boardRequested,
  cardMoved,
  cardMoveFailed,
  cardMoveRequested,
  lostCancelled,
  lostReasonGiven,
} from './funnelBoardSlice.ts';

const card = (id: number, expectedValue: number): BoardRecord => ({
  id,
  version: 1,
  companyName: `C${id}`,
  expectedValue,
});
const BOARD: Board = {
  size: 1,
  columns: [
    { id: 1, name: 'New', outcome: 'OPEN', count: 2, value: 300, cards: [card(11, 100)] },
    { id: 4, name: 'Negotiation', outcome: 'OPEN', count: 0, value: 0, cards: [] },
    { id: 6, name: 'Lost', outcome: 'LOST', count: 0, value: 0, cards: [] },
  ],
};
const asked = boardRequested({ apiPath: 'crm/funnel', query: { q: 'c' }, sumField: 'expectedValue' });
const loaded = boardLoaded({ requestId: 1, board: BOARD });
const stateOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).funnelBoard;

describe('funnel board slice (decision 1660)', () => {
  it("keeps the latest board, appends a column's next cards once, and moves a card with its count and value", () => {
    expect(stateOf(asked, loaded)).toMatchObject({ status: 'loaded', size: 1, columns: BOARD.columns });
    const more = stateOf(
      asked,
      loaded,
      boardMoreRequested({ columnId: 1 }),
      boardMoreLoaded({ columnId: 1, rows: [card(11, 100), card(12, 200)] }),
    );
    expect(more.columns[0]?.cards.map((one) => one.id)).toEqual([11, 12]);
    expect(more.loadingMore).toEqual([]);
    const moved = stateOf(
      asked,
      loaded,
      cardMoveRequested({ cardId: 11, columnId: 4 }),
      cardMoved({ record: { ...card(11, 100), version: 2 }, columnId: 4 }),
    );
    expect(moved.columns.map((column) => [column.count, column.value, column.cards.length])).toEqual([
      [1, 200, 0],
      [1, 100, 1],
      [0, 0, 0],
    ]);
    expect(moved.movingId).toBeNull();
  });

  it('asks a reason before a move into Lost; a refusal shows in the dialog; Cancel forgets the move', () => {
    const waiting = stateOf(asked, loaded, cardMoveRequested({ cardId: 11, columnId: 6 }));
    expect(waiting).toMatchObject({ pendingLost: { cardId: 11, columnId: 6 }, movingId: null });
    const refused = stateOf(
      asked,
      loaded,
      cardMoveRequested({ cardId: 11, columnId: 6 }),
      lostReasonGiven({ reason: 'OTHER', remarks: '' }),
      cardMoveFailed({ message: 'Lost Remarks are required' }),
    );
    expect(refused).toMatchObject({
      movingId: null,
      lostError: 'Lost Remarks are required',
      pendingLost: { cardId: 11 },
    });
    expect(
      stateOf(asked, loaded, cardMoveRequested({ cardId: 11, columnId: 6 }), lostCancelled()).pendingLost,
    ).toBeNull();
    expect(stateOf(asked, loaded, cardMoveRequested({ cardId: 11, columnId: 1 })).movingId).toBeNull();
  });
});

describe('funnel board epics', () => {
  it("reads the board with the list's filters and the page size", () => {
    const getBoard = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getBoard.mockReturnValue(cold('-b|', { b: BOARD }));
      expectObservable(
        loadBoardEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ funnelBoard: { getBoard } })),
        ),
      ).toBe('--l', { l: loaded });
    });
    expect(getBoard).toHaveBeenCalledWith('crm/funnel', { q: 'c' }, 20);
  });

  it("sends a move with the card's version and the Lost reason; a stale card reads the board again", () => {
    const moveCard = vi.fn();
    const requested = cardMoveRequested({ cardId: 11, columnId: 4 });
    marbles(({ hot, cold, expectObservable }) => {
      moveCard.mockReturnValue(cold('-r|', { r: { ...card(11, 100), version: 2 } }));
      expectObservable(
        moveCardEpic(
          hot('-m', { m: requested }),
          stateAfter(asked, loaded, requested),
          dependencies(stubApi({ funnelBoard: { moveCard } })),
        ),
      ).toBe('--d', {
        d: cardMoved({ record: { ...card(11, 100), version: 2 }, columnId: 4 }),
      });
    });
    expect(moveCard).toHaveBeenCalledWith('crm/funnel', 11, { stageId: 4, version: 1 });
    const lost = [
      cardMoveRequested({ cardId: 11, columnId: 6 }),
      lostReasonGiven({ reason: 'PRICE', remarks: '' }),
    ] as const;
    const stale = new ApiError(
      9409001,
      'This record was changed by someone else',
      409,
      'This record was changed by someone else',
    );
    marbles(({ hot, cold, expectObservable }) => {
      moveCard.mockReturnValue(cold('-#', undefined, stale));
      expectObservable(
        moveCardEpic(
          hot('-g', { g: lost[1] }),
          stateAfter(asked, loaded, ...lost),
          dependencies(stubApi({ funnelBoard: { moveCard } })),
        ),
      ).toBe('--(fta)', {
        f: cardMoveFailed({ message: 'This record was changed by someone else' }),
        t: toast.error('This record was changed by someone else'),
        a: asked,
      });
    });
    expect(moveCard).toHaveBeenLastCalledWith('crm/funnel', 11, {
      stageId: 6,
      version: 1,
      lostReason: 'PRICE',
      lostRemarks: '',
    });
  });
});
