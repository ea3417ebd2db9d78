import {
  firstPage,
  formatCount,
  isJumpDisabled,
  jumpToPage,
  lastPage,
  nextPage,
  PAGE_SIZE_OPTIONS,
  previousPage,
  setPageSize,
  totalPages,
  type PaginationState,
} from '@erp/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { controlStyles } from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface PaginationBarProps {
  /** The pagination machine's state (`createPagination` of `@erp/domain`). */
  state: PaginationState;
  /** Gets the next state of the machine; the same object back means nothing changed. */
  onChange: (next: PaginationState) => void;
  pageSizeOptions?: readonly number[];
  disabled?: boolean;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  & strong {
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  width: auto;
  min-height: 30px;
  padding-top: 0;
  padding-bottom: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Jump = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  width: 64px;
  min-height: 30px;
  padding-top: 0;
  padding-bottom: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Of = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * The list's pagination bar (spec §2, §4): Total Count, 'Show rows', First, Pre, a jump box with 'of N',
 * Next, Last. Every move goes through the domain pagination machine.
 */
export function PaginationBar({
  state,
  onChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  disabled = false,
}: PaginationBarProps) {
  const id = useId();
  const pages = totalPages(state);
  const t = useUiText();
  const jumpDisabled = disabled || isJumpDisabled(state);
  // What is typed in the jump box, until Enter; it follows the page whenever the page moves.
  const [draft, setDraft] = useState({ page: state.page, text: String(state.page) });
  const text = draft.page === state.page ? draft.text : String(state.page);
  const move = (next: PaginationState) => {
    if (next !== state) onChange(next);
  };
  const jump = () => {
    const next = jumpToPage(state, Number(text.trim() === '' ? Number.NaN : text));
    setDraft({ page: next.page, text: String(next.page) });
    move(next);
  };

  return (
    <Bar aria-label={t('Pagination')}>
      <Total>
        {t('Total Count:')} <strong>{formatCount(state.total, state.estimated)}</strong>
      </Total>
      <Group>
        <label htmlFor={`${id}-size`}>{t('Show rows')}</label>
        <Select
          id={`${id}-size`}
          value={state.pageSize}
          disabled={disabled}
          onChange={(event) => move(setPageSize(state, Number(event.target.value)))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </Group>
      <Group>
        <Button size="sm" icon="chevrons-left" disabled={disabled} onClick={() => move(firstPage(state))}>
          {t('First')}
        </Button>
        <Button size="sm" icon="chevron-left" disabled={disabled} onClick={() => move(previousPage(state))}>
          {t('Pre')}
        </Button>
        <Jump
          aria-label={t('Page')}
          aria-describedby={`${id}-of`}
          inputMode="numeric"
          value={text}
          disabled={jumpDisabled}
          onChange={(event) => setDraft({ page: state.page, text: event.target.value.replace(/[^\d]/g, '') })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              jump();
            }
          }}
          onBlur={() => setDraft({ page: state.page, text: String(state.page) })}
        />
        <Of id={`${id}-of`}>{t('of {{pages}}', { pages: formatCount(pages, state.estimated) })}</Of>
        <Button size="sm" disabled={disabled} onClick={() => move(nextPage(state))}>
          {t('Next')}
          <ChevronAfter name="chevron-right" />
        </Button>
        <Button size="sm" disabled={disabled} onClick={() => move(lastPage(state))}>
          {t('Last')}
          <ChevronAfter name="chevrons-right" />
        </Button>
      </Group>
    </Bar>
  );
}

function ChevronAfter({ name }: { name: 'chevron-right' | 'chevrons-right' }) {
  return <Icon name={name} size={14} />;
}
