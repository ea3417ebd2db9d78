import { formatCount, statusLabel, type DocumentStatus } from '@erp/domain';
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useUiText } from '../text/UiText.tsx';

/** A tab's status, or every status. */
export type StatusTabId = DocumentStatus | 'all';

export interface StatusTab {
  id: StatusTabId;
  /** The text shown; default the domain's label of the status (or 'All'), translated. */
  label?: string;
  /** How many documents have the status; absent while it is loading. */
  count?: number;
}

export interface StatusTabsProps {
  tabs: readonly StatusTab[];
  selected: StatusTabId;
  onSelect: (id: StatusTabId) => void;
  /** Names the tab list; default 'Status'. */
  label?: string;
  /** The id of the list the tabs filter (the tab panel). */
  controls?: string;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  font-family: ${({ theme }) => theme.font.family};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${({ theme }) => theme.size.control};
  margin-bottom: -1px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
  background: transparent;
  border: 0;
  border-bottom: 2px solid transparent;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.accentText};
    border-bottom-color: ${({ theme }) => theme.color.accent};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 1px ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  [aria-selected='true'] > & {
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

/** Where each key moves the focus in a row of `count` tabs, from `index` (WAI-ARIA tabs: wrapping). */
const KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Issue 16's status tabs of a document list, each with its count ('Draft 3'). A WAI-ARIA tab list with
 * selection following focus: the arrow keys, Home and End move to a tab and select it; only the selected
 * tab is in the Tab order.
 */
export function StatusTabs({ tabs, selected, onSelect, label, controls }: StatusTabsProps) {
  const t = useUiText();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onSelect(tab.id);
  };
  return (
    <List role="tablist" aria-label={label ?? t('Status')}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <Tab
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={controls}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label ?? t(tab.id === 'all' ? 'All' : statusLabel(tab.id))}
            {tab.count === undefined ? null : <Count>{formatCount(tab.count)}</Count>}
          </Tab>
        );
      })}
    </List>
  );
}
