import { useEffect, useMemo, useState } from 'react';
import {
  documentParcelScanned,
  parcelPickerRequested,
  selectDocumentForm,
  selectParcelPicker,
  type ParcelPickerQuery,
} from '@erp/api';
import { DOCUMENTS, PARCEL_PACKING, type DocumentKey } from '@erp/domain';
import { Button, ParcelPicker } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

const PAGE_SIZE = 10;

/**
 * A dispatch's Choose Parcels (decision 1240): the packed parcels of the draft's sales order in a picker the
 * server pages, searches and sorts; choosing one adds it exactly as its scan would (`documentParcelScanned`:
 * the parcel's contents with the order lines they fill, a parcel on the challan already refused in words).
 */
export function ParcelChooser({ document }: { document: DocumentKey }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const { against, posting } = DOCUMENTS[document];
  const draft = useAppSelector((state) => selectDocumentForm(state, document).draft);
  const picker = useAppSelector(selectParcelPicker);
  const [open, setOpen] = useState(false);
  const orderId = against?.headerField === undefined ? undefined : draft?.[against.headerField];
  const salesOrderId = typeof orderId === 'number' ? orderId : undefined;
  const field = posting?.rollField ?? '';
  const lines = draft?.lines;
  const onChallan = useMemo(
    () => new Set((lines ?? []).flatMap((line) => (typeof line[field] === 'string' ? [line[field]] : []))),
    [lines, field],
  );
  const ask = (query: Partial<ParcelPickerQuery>) =>
    dispatch(
      parcelPickerRequested({
        document,
        query: { ...picker.query, ...query, ...(salesOrderId === undefined ? {} : { salesOrderId }) },
      }),
    );
  useEffect(() => {
    if (open)
      dispatch(
        parcelPickerRequested({
          document,
          query: {
            search: '',
            page: 1,
            size: PAGE_SIZE,
            ...(salesOrderId === undefined ? {} : { salesOrderId }),
          },
        }),
      );
  }, [dispatch, document, open, salesOrderId]);
  const shown = picker.document === document;
  return (
    <>
      <Button type="button" disabled={salesOrderId === undefined} onClick={() => setOpen(true)}>
        {t('Choose Parcels')}
      </Button>
      <ParcelPicker
        open={open}
        title={t('Choose parcels for the sales order')}
        rows={(shown ? picker.rows : []).map((row) => ({
          parcelNumber: row.parcelNumber,
          itemName: row.item.name,
          lotNumber: row.lotNumber,
          stockAreaName: row.stockAreaName,
          quantity: row.quantity,
          uom: row.uom,
          netWeight: row.netWeight,
        }))}
        pagination={{ page: picker.query.page, pageSize: picker.query.size, total: shown ? picker.total : 0 }}
        onPageChange={(next) => ask({ page: next.page, size: next.pageSize })}
        query={picker.query.search}
        onQueryChange={(search) => ask({ search, page: 1 })}
        sort={picker.query.sort ?? 'parcelNumber'}
        onSortChange={(sort) => ask({ sort, page: 1 })}
        onChallan={onChallan}
        onChoose={(code) => dispatch(documentParcelScanned({ document, code }))}
        onClose={() => setOpen(false)}
        loading={picker.status === 'loading'}
        error={picker.error}
        // With none packed, the way to pack them (decision 2200).
        {...(PARCEL_PACKING
          ? { packing: { name: t(PARCEL_PACKING.label), href: `#${PARCEL_PACKING.route}/addUpdate` } }
          : {})}
      />
    </>
  );
}
