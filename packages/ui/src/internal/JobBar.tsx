import styled from 'styled-components';

const Bar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space(2)};
  accent-color: ${({ theme }) => theme.color.accent};
`;

export interface JobBarProps {
  /** The bar's name: the words shown beside it ('Prepared 12,000 of 48,500 rows', 'Waiting for its turn'). */
  label: string;
  /** How far the job is, 0 to 1; null while nothing is counted yet (it waits its turn, or counts its rows). */
  share: number | null;
  className?: string;
}

/**
 * The bar of a job in the background (a sheet imported, a report prepared as a file): its share done, at its
 * start while nothing is counted yet, never the browser's endless bar, which tells nothing and which no
 * screenshot can freeze. The words beside it say where the job is.
 */
export function JobBar({ label, share, className }: JobBarProps) {
  return <Bar className={className} aria-label={label} max={1} value={share ?? 0} />;
}
