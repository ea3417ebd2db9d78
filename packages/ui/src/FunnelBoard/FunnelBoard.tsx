import {
  DndContext,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatAmount, type FieldOption } from '@erp/domain';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../text/UiText.tsx';
import { BoardCard } from './BoardCard.tsx';
import { LostReasonDialog } from './LostReasonDialog.tsx';
import type { BoardCardView, BoardColumnView, LostReasonAnswer, PendingLostMove } from './types.ts';

const Board = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

const Column = styled.section<{ $over: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  flex: 0 0 248px;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme, $over }) => ($over ? theme.color.accentSubtle : theme.color.surfaceSunken)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Totals = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Hidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface FunnelBoardProps {
  /** Names the board for screen readers. */
  label: string;
  columns: readonly BoardColumnView[];
  /** The first load: no columns yet. */
  loading?: boolean;
  /** The card whose move the server is answering. */
  movingId?: number | null;
  /** Moving into a lost column waits for its reason: the dialog is open while this is set. */
  pendingLost?: PendingLostMove | null;
  /** The server's refusal of the lost move, shown in the dialog. */
  lostError?: string;
  lostReasons: readonly FieldOption[];
  /** The reason that needs its text. */
  otherReason: string;
  /** A move asked by drag, arrow key or the "Move to…" list (into a lost column: the dialog opens). */
  onMove: (cardId: number, columnId: number) => void;
  onLostConfirm: (answer: LostReasonAnswer) => void;
  onLostCancel: () => void;
  /** "Show more": the column's next page of cards, read on the server. */
  onMore: (columnId: number) => void;
  onOpen: (cardId: number) => void;
}

/**
 * Issue 21's board view of the funnel (decision 1660): a column per stage with its count and total
 * expected value, its cards paged on the server, cards moved by drag (@dnd-kit/core) or keyboard, each move
 * announced to screen readers, and the Lost reason asked before a move into a lost stage.
 */
export function FunnelBoard({
  label,
  columns,
  loading = false,
  movingId = null,
  pendingLost = null,
  lostError,
  lostReasons,
  otherReason,
  onMove,
  onLostConfirm,
  onLostCancel,
  onMore,
  onOpen,
}: FunnelBoardProps) {
  const t = useUiText();
  const [announcement, setAnnouncement] = useState('');
  const [overId, setOverId] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  // A card moved by keyboard keeps the focus in its new column.
  useEffect(() => {
    if (focusId === null) return;
    const title = board.current?.querySelector<HTMLButtonElement>(`[data-card-id="${focusId}"] button`);
    if (title && document.activeElement !== title) title.focus();
  }, [columns, focusId]);

  const move = (card: BoardCardView, to: BoardColumnView, byKeyboard: boolean) => {
    setAnnouncement(t('Moving {{title}} to {{column}}', { title: card.title, column: to.name }));
    if (byKeyboard) setFocusId(card.id);
    onMove(card.id, to.id);
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    setOverId(null);
    const to = columns.find((column) => column.id === over?.id);
    const from = columns.find((column) => column.cards.some((card) => card.id === active.id));
    const card = from?.cards.find((candidate) => candidate.id === active.id);
    if (to && from && card && to.id !== from.id) move(card, to, false);
  };
  const lostCard = columns.flatMap((column) => column.cards).find((card) => card.id === pendingLost?.cardId);

  if (loading && columns.length === 0) return <Note role="status">{t('Loading…')}</Note>;
  return (
    <DndContext
      sensors={sensors}
      onDragOver={({ over }) => setOverId(typeof over?.id === 'number' ? over.id : null)}
      onDragEnd={dropped}
      onDragCancel={() => setOverId(null)}
    >
      <Board ref={board} role="region" aria-label={label} tabIndex={0}>
        {columns.map((column) => (
          <BoardColumn
            key={column.id}
            column={column}
            columns={columns}
            over={overId === column.id}
            movingId={movingId}
            onMove={(card, to) => move(card, to, true)}
            onMore={onMore}
            onOpen={onOpen}
          />
        ))}
      </Board>
      <Hidden aria-live="polite" role="status">
        {announcement}
      </Hidden>
      <LostReasonDialog
        open={pendingLost !== null}
        title={lostCard?.title ?? ''}
        reasons={lostReasons}
        otherReason={otherReason}
        error={lostError}
        onConfirm={onLostConfirm}
        onCancel={onLostCancel}
      />
    </DndContext>
  );
}

interface BoardColumnProps {
  column: BoardColumnView;
  columns: readonly BoardColumnView[];
  over: boolean;
  movingId: number | null;
  onMove: (card: BoardCardView, to: BoardColumnView) => void;
  onMore: (columnId: number) => void;
  onOpen: (cardId: number) => void;
}

function BoardColumn({ column, columns, over, movingId, onMove, onMore, onOpen }: BoardColumnProps) {
  const t = useUiText();
  const { setNodeRef } = useDroppable({ id: column.id });
  const headingId = `board-column-${column.id}`;
  return (
    <Column ref={setNodeRef} $over={over} aria-labelledby={headingId}>
      <Heading id={headingId}>{column.name}</Heading>
      <Totals>
        {t(
          '{{count}} entries · ₹ {{value}}',
          { count: column.count, value: formatAmount(column.value) },
          { one: '{{count}} entry · ₹ {{value}}' },
        )}
      </Totals>
      {column.cards.length === 0 ? (
        <Note>{t('No entries')}</Note>
      ) : (
        <Cards aria-label={column.name}>
          {column.cards.map((card) => (
            <BoardCard
              key={card.id}
              card={card}
              column={column}
              columns={columns}
              moving={movingId === card.id}
              onOpen={onOpen}
              onMove={onMove}
            />
          ))}
        </Cards>
      )}
      {column.cards.length < column.count ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={column.loadingMore}
          aria-busy={column.loadingMore || undefined}
          onClick={() => onMore(column.id)}
          aria-label={t('Show more of {{column}}', { column: column.name })}
        >
          {t('Show more')}
        </Button>
      ) : null}
    </Column>
  );
}
