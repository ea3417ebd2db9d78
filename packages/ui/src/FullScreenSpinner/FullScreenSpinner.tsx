import styled, { keyframes } from 'styled-components';
import { useUiText } from '../text/UiText.tsx';

export interface FullScreenSpinnerProps {
  /** Shown from the start of a navigation until it ends, is cancelled or fails (spec §2). */
  visible: boolean;
  label?: string;
  /** Covers its (positioned) container instead of the window (stories, embedded views). */
  contained?: boolean;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div<{ $contained: boolean }>`
  position: ${({ $contained }) => ($contained ? 'absolute' : 'fixed')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.spinner};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.spinnerScrim};
`;

const Ring = styled.div`
  width: 56px;
  height: 56px;
  border: 5px solid ${({ theme }) => theme.color.spinnerTrack};
  border-top-color: ${({ theme }) => theme.color.spinnerRing};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** The full-screen spinner of spec §2: a translucent blue cover with a spinning ring. */
export function FullScreenSpinner({ visible, label, contained = false }: FullScreenSpinnerProps) {
  const t = useUiText();
  if (!visible) return null;
  return (
    <Overlay
      $contained={contained}
      role="progressbar"
      aria-label={label ?? t('Loading page')}
      aria-busy="true"
    >
      <Ring />
    </Overlay>
  );
}
