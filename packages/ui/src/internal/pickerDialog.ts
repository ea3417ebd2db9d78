import styled from 'styled-components';
import { Content } from '../ConfirmDialog/ConfirmDialog.tsx';
import { GridTable } from './gridTable.ts';

/* The dialog a form picks the server's rows in (a dispatch's parcels, an invoice's dispatches): one look. */

/** The dialog's box: as wide as `$width` allows the window, scrolling when taller than it. */
export const PickerContent = styled(Content)<{ $width: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
`;

/** The rows: numbers to the right, the empty row's words centred and muted, ticks of a size. */
export const PickerTable = styled(GridTable)`
  & input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
  }
  & td[data-numeric],
  & th[data-numeric] {
    text-align: right;
  }
  & td[data-empty] {
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* A column's head that sorts the rows (the parcels'). */
  & th button {
    all: unset;
    cursor: pointer;
    font-weight: inherit;
  }
  & th button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

/** How many rows are ticked, at the start of the dialog's buttons. */
export const PickerChosen = styled.p`
  margin: 0;
  margin-right: auto;
  align-self: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The server's refusal of the last read. */
export const PickerRefusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.status.danger.text};
`;
