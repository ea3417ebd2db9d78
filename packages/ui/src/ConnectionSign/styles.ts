import styled from 'styled-components';
import { PHONE_MEDIA } from '../internal/phone.ts';

// The connection sign's parts: its pills in the top bar and the Needs attention list.

export const Sign = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  /* In the top bar on a phone: a row of its own under the logo and the user. */
  @container ${PHONE_MEDIA} {
    order: 1;
    flex: 1 0 100%;
    flex-wrap: wrap;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** One fact of the sign (Offline, "2 waiting to send"), or a button (Needs attention, Reload). */
export const Pill = styled.span<{ $tone: 'danger' | 'warning' | 'info' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  border-radius: ${({ theme }) => theme.radius.md};
  white-space: nowrap;
  button& {
    /* A touch target of 44 px on a phone (WCAG 2.5.5), drawn as the pills. */
    min-height: 44px;
    cursor: pointer;
  }
  button&:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid currentColor;
    outline-offset: 1px;
  }
`;

/** Needs attention's list in the dialog, scrolled within it. */
export const Entries = styled.div`
  max-height: min(60vh, 480px);
  margin: ${({ theme }) => theme.space(4)} 0 0;
  overflow: auto;
`;
