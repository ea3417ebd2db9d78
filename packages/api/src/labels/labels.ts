import type { DocumentKey, PlaceKind } from '@erp/domain';
import type { Observable } from 'rxjs';
import { dataOf, listOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';

/** One received roll, lot or bag's label as the server answers it, with its QR code (issue 17). */
export interface LabelQr {
  /**
   * The QR code's text: a lot's or roll's page of the floor (`…#/module/floor/lot/3?lotNumber=L1&org=1`,
   * decision 2313); a parcel's, the stock card with its number (decision 1141).
   */
  content: string;
  /** The QR code as `data:image/png;base64,…`. */
  image: string;
  /** The document line the label is of. */
  lineId: number | null;
  itemId: number;
  itemCode: string;
  itemName: string;
  stockAreaId: number;
  stockAreaName: string;
  lotNumber: string;
  rollNumber: string;
  quantity: number;
  uom: string;
  decimals: number | null;
  /** The document's date, 'yyyy-MM-dd'. */
  date: string;
  documentNumber: string;
  /** A packaging's label: the roll number is the parcel's (decision 1141). */
  parcel: boolean;
}

/** The label sheet's file name: `Labels GRN-2026-27-00001.pdf` (the slashes a file name cannot hold as dashes). */
export const labelsFileName = (number: string, extension = 'pdf'): string =>
  `Labels ${number.replace(/[\\/]/g, '-')}.${extension}`;

/**
 * What prints labels: a received stock document (its `DOCUMENTS` key) or a master the floor scans (issue 58:
 * a stock area, rack or machine, its key).
 */
export type LabelledType = DocumentKey | PlaceKind;

/** Issue 17's QR label calls of a received stock document or a master's record the floor scans. */
export interface LabelCalls {
  /** GET chemical/label/{type}/{id}: the PDF sheet of the document's labels, saved; the file name saved. */
  labels(type: LabelledType, id: number, number: string, onProgress?: DownloadProgress): Observable<string>;
  /** GET chemical/label/{type}/{id}/zpl: the same labels for a thermal printer (decision 1721), saved. */
  labelsZpl(
    type: LabelledType,
    id: number,
    number: string,
    onProgress?: DownloadProgress,
  ): Observable<string>;
  /** GET chemical/qrCode/{type}/{id}: every label of the document with its QR code. */
  qrCodes(type: DocumentKey, id: number): Observable<LabelQr[]>;
  /** GET chemical/qrCode/getQrByItem/{type}/{itemId}/{detailId}: the label of one line of that item. */
  qrByItem(type: DocumentKey, itemId: number, lineId: number): Observable<LabelQr>;
}

export function createLabelCalls(client: ApiClient, saveFile: SaveFile): LabelCalls {
  const download = (url: string, fileName: string, onProgress?: DownloadProgress) =>
    savedFileOf(client, saveFile, request.get(url), fileName, onProgress);
  return {
    labels: (type, id, number, onProgress) =>
      download(`chemical/label/${type}/${id}`, labelsFileName(number), onProgress),
    labelsZpl: (type, id, number, onProgress) =>
      download(`chemical/label/${type}/${id}/zpl`, labelsFileName(number, 'zpl'), onProgress),
    qrCodes: (type, id) => listOf(client, request.get(`chemical/qrCode/${type}/${id}`)),
    qrByItem: (type, itemId, lineId) =>
      dataOf(client, request.get(`chemical/qrCode/getQrByItem/${type}/${itemId}/${lineId}`)),
  };
}
