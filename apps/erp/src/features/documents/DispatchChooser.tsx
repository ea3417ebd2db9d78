import { useEffect, useState } from 'react';
import {
  dispatchesBillRequested,
  dispatchPickerRequested,
  dispatchPickerToggled,
  selectDispatchPicker,
  selectDocumentForm,
  type DispatchLinesQuery,
} from '@erp/api';
import { DOCUMENTS, type DocumentKey } from '@erp/domain';
import { Button, DispatchPicker } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

const PAGE_SIZE = 10;

/**
 * A draft's From Dispatches (decision 1460), on a document declaring `fillsFrom` (the sales invoice): the
 * chosen customer's dispatch lines left to bill in a picker the server pages and searches; the dispatches
 * ticked fill the draft's header and lines (`dispatchesBillRequested`), and the picker closes once they did.
 */
export function DispatchChooser({ document }: { document: DocumentKey }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const label = DOCUMENTS[document].fillsFrom?.label ?? '';
  const partyId = useAppSelector((state) => selectDocumentForm(state, document).draft?.partyId);
  const picker = useAppSelector(selectDispatchPicker);
  const [open, setOpen] = useState(false);
  const customer = typeof partyId === 'number' ? partyId : undefined;
  const ask = (query: Partial<DispatchLinesQuery>) =>
    customer === undefined
      ? undefined
      : dispatch(
          dispatchPickerRequested({ document, query: { ...picker.query, ...query, partyId: customer } }),
        );
  useEffect(() => {
    if (open && customer !== undefined)
      dispatch(
        dispatchPickerRequested({
          document,
          query: { partyId: customer, search: '', page: 1, size: PAGE_SIZE },
        }),
      );
  }, [dispatch, document, open, customer]);
  // Billed: the draft took the dispatches, so the picker closes.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && !picker.billing) {
      setAsked(false);
      if (picker.chosen.length === 0) setOpen(false);
    }
  }, [asked, picker.billing, picker.chosen.length]);
  const shown = picker.document === document;
  return (
    <>
      <Button
        type="button"
        disabled={customer === undefined}
        title={customer === undefined ? t('Choose the customer first') : undefined}
        onClick={() => setOpen(true)}
      >
        {t(label)}
      </Button>
      <DispatchPicker
        open={open && customer !== undefined}
        title={t('Dispatches left to bill')}
        rows={(shown ? picker.rows : []).map((row) => ({
          ...row,
          dispatched: row.dispatchedQuantity,
          invoiced: row.invoicedQuantity,
          left: row.leftQuantity,
        }))}
        pagination={{ page: picker.query.page, pageSize: picker.query.size, total: shown ? picker.total : 0 }}
        onPageChange={(next) => ask({ page: next.page, size: next.pageSize })}
        query={picker.query.search}
        onQueryChange={(search) => ask({ search, page: 1 })}
        chosen={new Set(shown ? picker.chosen : [])}
        onToggle={(dispatchId) => dispatch(dispatchPickerToggled({ dispatchId }))}
        onBill={() => {
          setAsked(true);
          dispatch(dispatchesBillRequested({ document }));
        }}
        onClose={() => setOpen(false)}
        loading={picker.status === 'loading'}
        billing={picker.billing}
        error={picker.error}
      />
    </>
  );
}
