import { cellText } from '@erp/domain';
import { useCallback } from 'react';
import { useUiMessage, useUiText } from '../text/UiText.tsx';
import type { DataTableColumn } from './columns.ts';

/**
 * A cell's text as the table shows it, in the reader's words: Yes and No, a choice's label and the product's
 * own words of a `words` column (a document's kind, a status) translated; typed values as they are.
 */
export function useCellText<Row>(): (column: DataTableColumn<Row>, row: Row) => string {
  const t = useUiText();
  const message = useUiMessage();
  return useCallback((column, row) => cellText(column, row, [t('Yes'), t('No')], message), [t, message]);
}
