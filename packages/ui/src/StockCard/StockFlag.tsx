import styled from 'styled-components';
import { useUiText } from '../text/UiText.tsx';

/** What a stock row may be marked with: held for a lab test (not available), or under its reorder level. */
export type StockFlagKind = 'held' | 'belowReorder';

const Flag = styled.span<{ $kind: StockFlagKind }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  /* Its own line, not a table cell's row-high one. */
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  vertical-align: middle;
  white-space: nowrap;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ theme, $kind }) => {
    const colors = theme.color.status[$kind === 'held' ? 'info' : 'warning'];
    return `color: ${colors.text}; background: ${colors.subtle}; border-color: ${colors.border};`;
  }}
`;

/** A stock row's mark in words (issue 17: "not colour only"): Held, or Below reorder level. */
export function StockFlag({ kind }: { kind: StockFlagKind }) {
  const t = useUiText();
  return <Flag $kind={kind}>{kind === 'held' ? t('Held') : t('Below reorder level')}</Flag>;
}
