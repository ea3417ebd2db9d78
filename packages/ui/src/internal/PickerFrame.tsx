import * as Dialog from '@radix-ui/react-dialog';
import type { PaginationState } from '@erp/domain';
import type { ReactNode } from 'react';
import { Actions, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { PaginationBar } from '../PaginationBar/PaginationBar.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { PickerContent, PickerRefusal } from './pickerDialog.ts';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

export interface PickerFrameProps {
  open: boolean;
  onClose: () => void;
  /** The widest the box grows, in px. */
  width: number;
  title: string;
  /** What the rows are and what choosing does. */
  message: string;
  /** The search text, searched on the server, and what it searches. */
  query: string;
  onQueryChange: (query: string) => void;
  searchPlaceholder: string;
  /** The server's refusal of the last read, in words. */
  error?: string | null;
  pagination: PaginationState;
  onPageChange: (next: PaginationState) => void;
  /** The page's rows (`PickerRows`). */
  children: ReactNode;
  /** The dialog's buttons. */
  actions: ReactNode;
}

/**
 * The dialog every form picker shares (a dispatch's parcels, an invoice's dispatches, a receipt's open
 * documents): title, words, search, the server's refusal, the page's table, paging and the buttons.
 */
export function PickerFrame(props: PickerFrameProps) {
  const t = useUiText();
  const message = useUiMessage();
  return (
    <Dialog.Root open={props.open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <PickerContent $width={props.width}>
          <Title>{props.title}</Title>
          <Message>{props.message}</Message>
          <TextField
            label={t('Search')}
            type="search"
            placeholder={props.searchPlaceholder}
            value={props.query}
            onChange={props.onQueryChange}
          />
          {props.error ? <PickerRefusal role="alert">{message(props.error)}</PickerRefusal> : null}
          {props.children}
          <PaginationBar state={props.pagination} onChange={props.onPageChange} />
          <Actions>{props.actions}</Actions>
          <CornerClose />
        </PickerContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
