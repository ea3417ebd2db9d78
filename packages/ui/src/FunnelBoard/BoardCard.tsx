import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatAmount, formatDate } from '@erp/domain';
import { useUiText } from '../text/UiText.tsx';
import type { BoardCardView, BoardColumnView } from './types.ts';

const Card = styled.li<{ $moving: boolean; $dragging: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  border-style: ${({ $moving }) => ($moving ? 'dashed' : 'solid')};
  opacity: ${({ $dragging }) => ($dragging ? 0.6 : 1)};
  cursor: grab;
  touch-action: none;
  &:focus-within {
    border-color: ${({ theme }) => theme.color.focusRing};
  }
`;

const Title = styled.button`
  justify-self: start;
  padding: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accentText};
  text-align: left;
  background: none;
  border: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Line = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Move = styled.select`
  justify-self: start;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export interface BoardCardProps {
  card: BoardCardView;
  column: BoardColumnView;
  columns: readonly BoardColumnView[];
  moving: boolean;
  onOpen: (cardId: number) => void;
  /** Asks the card's move to another column (by arrow key or the "Move to…" list). */
  onMove: (card: BoardCardView, to: BoardColumnView) => void;
}

/**
 * A card of the funnel board: company (opens the entry), contact, expected value, closing date and owner.
 * Dragged by the pointer; by keyboard, ArrowRight and ArrowLeft on its title move it to the next or
 * previous stage, and its "Move to…" list moves it to any stage.
 */
export function BoardCard({ card, column, columns, moving, onOpen, onMove }: BoardCardProps) {
  const t = useUiText();
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: card.id,
    data: { columnId: column.id },
    disabled: moving,
  });
  const at = columns.findIndex((candidate) => candidate.id === column.id);
  const keys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = step === 0 ? undefined : columns[at + step];
    if (!to || moving) return;
    event.preventDefault();
    onMove(card, to);
  };
  return (
    <Card
      ref={setNodeRef}
      {...listeners}
      data-card-id={card.id}
      $moving={moving}
      $dragging={isDragging}
      aria-busy={moving || undefined}
    >
      <Title
        type="button"
        onClick={() => onOpen(card.id)}
        onKeyDown={keys}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        aria-description={t('Arrow keys move it to the previous or next stage')}
      >
        {card.title}
      </Title>
      {card.contact ? <Line>{card.contact}</Line> : null}
      {card.value !== null && card.value !== undefined ? <Line>₹ {formatAmount(card.value)}</Line> : null}
      {card.closing ? <Line>{t('Closes {{date}}', { date: formatDate(card.closing) })}</Line> : null}
      {card.owner ? <Line>{card.owner}</Line> : null}
      {moving ? <Line>{t('Moving…')}</Line> : null}
      <Move
        aria-label={t('Move {{title}} to', { title: card.title })}
        value=""
        disabled={moving}
        onChange={(event) => {
          const to = columns.find((candidate) => String(candidate.id) === event.target.value);
          if (to) onMove(card, to);
        }}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <option value="">{t('Move to…')}</option>
        {columns
          .filter((candidate) => candidate.id !== column.id)
          .map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
      </Move>
    </Card>
  );
}
