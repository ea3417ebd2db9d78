import { LOADER_TIMINGS } from '@erp/domain';
import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useUiText } from '../text/UiText.tsx';

export interface LoaderTimings {
  /** Work shorter than this never shows the bar. */
  DEBOUNCE_MS: number;
  /** Once shown, the bar stays at least this long… */
  MIN_DURATION_MS: number;
  /** …plus this long after the work ends, so it never flickers. */
  EXTRA_MS: number;
}

/**
 * Whether the loading bar shows while `active` (spec §2/§9: debounce 100 ms, minimum 300 ms, extra
 * 300 ms): it appears only after the debounce, and hides `EXTRA_MS` after the later of the work's end
 * and the minimum duration (decision 0301).
 */
export function useLoadingBarVisible(active: boolean, timings: LoaderTimings = LOADER_TIMINGS): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);
  const { DEBOUNCE_MS, MIN_DURATION_MS, EXTRA_MS } = timings;
  useEffect(() => {
    if (active && !visible) {
      const timer = setTimeout(() => {
        shownAt.current = performance.now();
        setVisible(true);
      }, DEBOUNCE_MS);
      return () => clearTimeout(timer);
    }
    if (!active && visible) {
      const shownFor = performance.now() - shownAt.current;
      const timer = setTimeout(() => setVisible(false), Math.max(0, MIN_DURATION_MS - shownFor) + EXTRA_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [active, visible, DEBOUNCE_MS, MIN_DURATION_MS, EXTRA_MS]);
  return visible;
}

export interface LoadingBarProps {
  /** Whether requests are in flight. */
  active: boolean;
  timings?: LoaderTimings;
  /** Shows (or hides) the bar now, bypassing the timings: for screens that time it themselves. */
  visible?: boolean;
  /** Placed in its container instead of across the top of the window (stories, embedded views). */
  contained?: boolean;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div<{ $contained: boolean }>`
  position: ${({ $contained }) => ($contained ? 'absolute' : 'fixed')};
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  height: 3px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.accentSubtle};
`;

const Runner = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.color.focusRing};
  animation: ${slide} 1.1s ${({ theme }) => theme.motion.easing.standard} infinite;
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
  }
`;

/** The global loading bar: a thin indeterminate bar across the top while requests run. */
export function LoadingBar({ active, timings, visible, contained = false }: LoadingBarProps) {
  const timed = useLoadingBarVisible(active, timings);
  const t = useUiText();
  if (!(visible ?? timed)) return null;
  return (
    <Track $contained={contained} role="progressbar" aria-label={t('Loading')}>
      <Runner />
    </Track>
  );
}
