import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../text/UiText.tsx';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Bar = styled.progress`
  flex: 1 1 auto;
  min-width: ${({ theme }) => theme.space(20)};
  height: ${({ theme }) => theme.space(2)};
  accent-color: ${({ theme }) => theme.color.accent};
`;

export interface JobBarProps {
  /** The bar's name: the words shown beside it ('Prepared 12,000 of 48,500 rows', 'Waiting for its turn'). */
  label: string;
  /** How far the job is, 0 to 1; null while nothing is counted yet (it waits its turn, or counts its rows). */
  share: number | null;
  /** Offers Cancel (decision 2262): the job stops between its pieces and undoes what it wrote. */
  onCancel?: () => void;
  className?: string;
}

/**
 * The bar of a job in the background (a sheet imported, a report prepared as a file): its share done, at its
 * start while nothing is counted yet, never the browser's endless bar, which tells nothing and which no
 * screenshot can freeze; with Cancel beside it while its owner may still stop it. The words beside it say
 * where the job is.
 */
export function JobBar({ label, share, onCancel, className }: JobBarProps) {
  const t = useUiText();
  return (
    <Line className={className}>
      <Bar aria-label={label} max={1} value={share ?? 0} />
      {onCancel ? (
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      ) : null}
    </Line>
  );
}
