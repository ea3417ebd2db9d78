import type { DocumentDef } from '@erp/domain';
import QRCode from 'qrcode';
import type { PrintEInvoice } from '../print/model.ts';
import type { Row } from '../stores/types.ts';

/** The fields of the portal's answer the print shows in its own block, not among the header's details. */
export const E_INVOICE_PRINTED = ['irn', 'ackNumber', 'ackDate', 'signedQrCode'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Issue 20: "the IRN and the signed QR code … printed on the invoice" (decision 1423): a document declaring an
 * e-invoice with its IRN and signed QR prints them, the QR as an image a phone's GST app reads.
 */
export async function eInvoicePrint(def: DocumentDef, row: Row): Promise<PrintEInvoice | undefined> {
  const irn = text(row.irn);
  const signed = text(row.signedQrCode);
  if (!def.portals?.eInvoice || irn === '' || signed === '') return undefined;
  const qrPng = await QRCode.toBuffer(signed, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
  return { irn, ackNumber: text(row.ackNumber), ackDate: text(row.ackDate), qrPng };
}
