import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  LOST_REASONS,
  OTHER_LOST_REASON,
  lookupObjectKey,
  type BoardDef,
  type FieldDef,
  type ModuleDef,
} from '@erp/domain';
import {
  boardMoreRequested,
  boardRequested,
  cardMoveRequested,
  lostCancelled,
  lostReasonGiven,
  selectFunnelBoard,
  type BoardRecord,
} from '@erp/api';
import { FunnelBoard, type BoardCardView } from '@erp/ui';
import { useTranslate } from '../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { formPath } from './paths.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** What a card field shows: a lookup its record's name, anything else its value. */
function shown(record: BoardRecord, field: FieldDef | undefined): unknown {
  if (!field) return null;
  if (!field.lookup) return record[field.key];
  const looked = record[lookupObjectKey(field)];
  return typeof looked === 'object' && looked !== null
    ? (looked as Record<string, unknown>)[field.lookup.displayKey]
    : null;
}

/** A record as a card: the board's first card field its title, then by kind its amount, date and people. */
export function cardOf(module: ModuleDef, board: BoardDef, record: BoardRecord): BoardCardView {
  const fields = board.card.map((key) => module.fields.find((field) => field.key === key));
  const [titleField, ...rest] = fields;
  const ofType = (match: (field: FieldDef) => boolean) => rest.find((field) => field && match(field));
  const value = shown(
    record,
    ofType((field) => field.type === 'amount' || field.type === 'number'),
  );
  return {
    id: record.id,
    title: text(shown(record, titleField)) ?? `#${record.id}`,
    contact: text(
      shown(
        record,
        ofType((field) => !field.lookup && field.type === 'text'),
      ),
    ),
    value: typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value),
    closing: text(
      shown(
        record,
        ofType((field) => field.type === 'date'),
      ),
    ),
    owner: text(
      shown(
        record,
        ofType((field) => Boolean(field.lookup)),
      ),
    ),
  };
}

export interface BoardViewProps {
  module: ModuleDef;
  board: BoardDef;
  /** The list's search and own filters, as the address holds them. */
  query: Readonly<Record<string, string>>;
}

/** The board view of a master's list (decision 1660): the same filters and search as its table. */
export function BoardView({ module, board, query }: BoardViewProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const state = useAppSelector(selectFunnelBoard);
  const asked = JSON.stringify(query);
  useEffect(() => {
    dispatch(
      boardRequested({
        apiPath: module.apiPath,
        query: JSON.parse(asked) as Record<string, string>,
        sumField: board.sum,
      }),
    );
  }, [dispatch, module.apiPath, board.sum, asked]);
  const columns = useMemo(
    () =>
      state.columns.map((column) => ({
        ...column,
        loadingMore: state.loadingMore.includes(column.id),
        cards: column.cards.map((record) => cardOf(module, board, record)),
      })),
    [state.columns, state.loadingMore, module, board],
  );
  return (
    <FunnelBoard
      label={t('{{module}} board', { module: t(module.label) })}
      columns={columns}
      loading={state.status === 'loading'}
      movingId={state.movingId}
      pendingLost={state.pendingLost}
      lostError={state.lostError ?? undefined}
      lostReasons={LOST_REASONS}
      otherReason={OTHER_LOST_REASON}
      onMove={(cardId, columnId) => dispatch(cardMoveRequested({ cardId, columnId }))}
      onLostConfirm={(answer) => dispatch(lostReasonGiven(answer))}
      onLostCancel={() => dispatch(lostCancelled())}
      onMore={(columnId) => dispatch(boardMoreRequested({ columnId }))}
      onOpen={(cardId) => navigate(formPath(module.route, cardId))}
    />
  );
}
