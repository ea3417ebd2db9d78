import { useState } from 'react';
import styled from 'styled-components';
import { isFeatureOn, vehicleLoadsOf, vehicleLoadsText, type DocumentDef } from '@erp/domain';
import {
  eInvoiceFileRequested,
  ewayBillFileRequested,
  multiVehicleFileRequested,
  portalAnswerRequested,
  portalDialogClosed,
  portalDialogOpened,
  selectPortals,
  selectSysConfig,
  vehiclesRequested,
  vehiclesSaveRequested,
  type DocumentRecord,
  type PortalDialog,
  downloadKeys,
} from '@erp/api';
import { Button, PortalAnswerDialog, type PortalAnswerField } from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type Translate = ReturnType<typeof useTranslate>;

/** The fields of each dialog, and the document's field each starts from when not its own key. */
const dialogFields = (
  t: Translate,
): Record<PortalDialog, readonly (PortalAnswerField & { from?: string })[]> => ({
  irn: [
    { key: 'irn', label: t('IRN') },
    { key: 'ackNumber', label: t('Acknowledgement Number') },
    { key: 'ackDate', label: t('Acknowledgement Date'), hint: '2026-11-24 11:32:00' },
    { key: 'signedQrCode', label: t('Signed QR Code'), multiline: true },
  ],
  ewayBill: [
    { key: 'ewayBillNumber', label: t('E-way Bill Number') },
    { key: 'validUntil', label: t('Valid Until'), hint: '2026-11-26 23:59:00', from: 'ewayBillValidUntil' },
  ],
  vehicles: [{ key: 'vehicles', label: t('Vehicles'), multiline: true }],
});

export interface PortalPanelProps {
  document: DocumentDef;
  record: DocumentRecord;
}

/**
 * Issue 20's e-invoice and e-way bill of a completed document declaring `portals` (decisions 1420–1422): the
 * files to download, and the portals' answers entered (or the e-invoice's response file imported) in a
 * dialog; a refusal names the field. The e-invoice only where the organisation e-invoices (system config
 * E_INVOICE, decision 1806); a split consignment's multi-vehicle file once its e-way bill number is in
 * (decision 1805).
 */
export function PortalPanel({ document, record }: PortalPanelProps) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const portals = useAppSelector(selectPortals);
  const eInvoicing = isFeatureOn(useAppSelector(selectSysConfig), 'E_INVOICE');
  const [values, setValues] = useState<Record<string, string>>({});
  const subject = { document: document.key, id: record.id };
  const number = record.number ?? String(record.id);
  const files = {
    eInvoice: useDownloadBusy(downloadKeys.portalFile('eInvoice', document.key, record.id)),
    ewayBill: useDownloadBusy(downloadKeys.portalFile('ewayBill', document.key, [record.id])),
    multiVehicle: useDownloadBusy(downloadKeys.portalFile('multiVehicle', document.key, record.id)),
  };
  const dialog = portals.dialog;
  const fields = dialogFields(t);
  const shownValues =
    dialog === 'vehicles' && values.vehicles === undefined
      ? { vehicles: vehicleLoadsText(portals.vehicles) }
      : values;

  const open = (next: PortalDialog) => {
    setValues(
      Object.fromEntries(fields[next].map((field) => [field.key, text(record[field.from ?? field.key])])),
    );
    if (next === 'vehicles') {
      setValues({});
      dispatch(vehiclesRequested(subject));
    }
    dispatch(portalDialogOpened({ dialog: next }));
  };
  const save = () => {
    if (dialog === 'vehicles')
      dispatch(vehiclesSaveRequested({ ...subject, loads: vehicleLoadsOf(shownValues.vehicles ?? '') }));
    else if (dialog === 'ewayBill')
      dispatch(
        portalAnswerRequested({
          ...subject,
          answer: {
            kind: 'ewayBill',
            answer: { ewayBillNumber: values.ewayBillNumber ?? '', validUntil: values.validUntil ?? '' },
          },
        }),
      );
    else if (dialog === 'irn')
      dispatch(
        portalAnswerRequested({
          ...subject,
          answer: {
            kind: 'irn',
            answer: {
              irn: values.irn ?? '',
              ackNumber: values.ackNumber ?? '',
              ackDate: values.ackDate ?? '',
              signedQrCode: values.signedQrCode ?? '',
            },
          },
        }),
      );
  };
  const importFile = async (file: File) => {
    let response: unknown;
    try {
      response = JSON.parse(await file.text()) as unknown;
    } catch {
      response = null;
    }
    dispatch(portalAnswerRequested({ ...subject, answer: { kind: 'irnFile', response } }));
  };
  const titles: Record<PortalDialog, string> = {
    irn: t('IRN of {{number}}', { number }),
    ewayBill: t('E-way bill of {{number}}', { number }),
    vehicles: t('Vehicles of {{number}}', { number }),
  };
  const descriptions: Record<PortalDialog, string> = {
    irn: t('Type what the e-invoice portal answered, or choose its response file.'),
    ewayBill: t('The e-way bill number (12 digits) and when it runs out.'),
    vehicles: t('One vehicle a line: its number, then the quantity it carries. Leave empty for one vehicle.'),
  };
  const label = t('E-invoice and e-way bill');
  const eInvoice = Boolean(document.portals?.eInvoice) && eInvoicing;
  if (!eInvoice && !document.portals?.ewayBill) return null;
  return (
    <Bar aria-label={label}>
      {eInvoice ? (
        <>
          <Button
            busy={files.eInvoice}
            onClick={() => dispatch(eInvoiceFileRequested({ ...subject, number }))}
          >
            {t('Download e-invoice JSON')}
          </Button>
          <Button onClick={() => open('irn')}>{t('Enter IRN…')}</Button>
        </>
      ) : null}
      {document.portals?.ewayBill ? (
        <>
          <Button
            busy={files.ewayBill}
            onClick={() =>
              dispatch(ewayBillFileRequested({ document: document.key, ids: [record.id], name: number }))
            }
          >
            {t('Download e-way bill JSON')}
          </Button>
          <Button onClick={() => open('ewayBill')}>{t('Enter e-way bill…')}</Button>
          <Button onClick={() => open('vehicles')}>{t('Vehicles…')}</Button>
          {text(record.ewayBillNumber) ? (
            <Button
              busy={files.multiVehicle}
              onClick={() => dispatch(multiVehicleFileRequested({ ...subject, number }))}
            >
              {t('Download multi-vehicle JSON')}
            </Button>
          ) : null}
        </>
      ) : null}
      {dialog ? (
        <PortalAnswerDialog
          open
          title={titles[dialog]}
          description={descriptions[dialog]}
          fields={fields[dialog].map(({ from: _from, ...field }) => field)}
          values={shownValues}
          saving={portals.busy}
          error={portals.error}
          onChange={(key, value) => setValues((current) => ({ ...shownValues, ...current, [key]: value }))}
          {...(dialog === 'irn' ? { onImport: (file: File) => void importFile(file) } : {})}
          onSave={save}
          onClose={() => dispatch(portalDialogClosed())}
        />
      ) : null}
    </Bar>
  );
}
