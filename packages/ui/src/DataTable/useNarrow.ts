import { useLayoutEffect, useState, type RefObject } from 'react';
import { PHONE_WIDTH } from '../internal/phone.ts';

/**
 * Whether the element is narrower than a phone's screen (decision 2081): its own width, not the window's,
 * so a table in a narrow panel is a phone's too. Measured before the first paint and on each resize; an
 * element not laid out (width 0, or no ResizeObserver, as in jsdom) counts as wide.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number) => setNarrow(width > 0 && width < PHONE_WIDTH);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
