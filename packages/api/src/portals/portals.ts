import { DOCUMENTS, type DocumentKey, type VehicleLoad } from '@erp/domain';
import type { Observable } from 'rxjs';
import { dataOf, listOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type ApiRequest, type DownloadProgress } from '../client/client.ts';
import type { DocumentRecord } from '../documents/documents.ts';

/** What the e-invoice portal answered: the IRN, the acknowledgement and the signed QR code. */
export interface IrnAnswer {
  irn: string;
  ackNumber: string;
  ackDate: string;
  signedQrCode: string;
}

/** The e-way bill's number and when it runs out. */
export interface EwayBillAnswer {
  ewayBillNumber: string;
  validUntil: string;
}

/** A document number as a file name: `INV/26-27/00001` → `INV-26-27-00001` (the server's name too). */
const fileNameOf = (number: string): string => number.replace(/[^A-Za-z0-9-]+/g, '-');

/** Issue 20's calls of a document declaring `portals` (decisions 1420–1422). */
export interface PortalCalls {
  /** GET {apiPath}/eInvoice/{id}: the e-invoice JSON, saved as `{number}.json`; the file name saved. */
  eInvoiceFile(
    document: DocumentKey,
    id: number,
    number: string,
    onProgress?: DownloadProgress,
  ): Observable<string>;
  /** POST {apiPath}/saveIrn/{id}: the answer typed in; the document as read. */
  saveIrn(document: DocumentKey, id: number, answer: IrnAnswer): Observable<DocumentRecord>;
  /** POST {apiPath}/importIrn/{id}: the portal's response file as it is (Irn, AckNo, AckDt, SignedQRCode). */
  importIrn(document: DocumentKey, id: number, response: unknown): Observable<DocumentRecord>;
  /** POST {apiPath}/ewayBill {ids}: the bulk upload file of these documents; the file name saved. */
  ewayBillFile(
    document: DocumentKey,
    ids: readonly number[],
    name: string,
    onProgress?: DownloadProgress,
  ): Observable<string>;
  /**
   * GET {apiPath}/multiVehicle/{id}: the e-way bill system's multi-vehicle requests of a split consignment
   * (decision 1805), saved as `EWB-MV-{number}.json`; the file name saved.
   */
  multiVehicleFile(
    document: DocumentKey,
    id: number,
    number: string,
    onProgress?: DownloadProgress,
  ): Observable<string>;
  /** POST {apiPath}/saveEwayBill/{id}. */
  saveEwayBill(document: DocumentKey, id: number, answer: EwayBillAnswer): Observable<DocumentRecord>;
  /** GET {apiPath}/vehicles/{id}: the vehicles a consignment is split across. */
  vehicles(document: DocumentKey, id: number): Observable<VehicleLoad[]>;
  /** POST {apiPath}/vehicles/{id}: the vehicles, replacing those entered before. */
  saveVehicles(document: DocumentKey, id: number, loads: readonly VehicleLoad[]): Observable<VehicleLoad[]>;
}

export function createPortalCalls(client: ApiClient, saveFile: SaveFile): PortalCalls {
  const path = (document: DocumentKey, call: string): string => `${DOCUMENTS[document].apiPath}/${call}`;
  const saved = (call: ApiRequest, fileName: string, onProgress?: DownloadProgress) =>
    savedFileOf(client, saveFile, call, fileName, onProgress);
  return {
    eInvoiceFile: (document, id, number, onProgress) =>
      saved(request.get(path(document, `eInvoice/${id}`)), `${fileNameOf(number)}.json`, onProgress),
    saveIrn: (document, id, answer) => dataOf(client, request.post(path(document, `saveIrn/${id}`), answer)),
    importIrn: (document, id, response) =>
      dataOf(client, request.post(path(document, `importIrn/${id}`), response)),
    ewayBillFile: (document, ids, name, onProgress) =>
      saved(request.post(path(document, 'ewayBill'), { ids }), `EWB-${fileNameOf(name)}.json`, onProgress),
    multiVehicleFile: (document, id, number, onProgress) =>
      saved(
        request.get(path(document, `multiVehicle/${id}`)),
        `EWB-MV-${fileNameOf(number)}.json`,
        onProgress,
      ),
    saveEwayBill: (document, id, answer) =>
      dataOf(client, request.post(path(document, `saveEwayBill/${id}`), answer)),
    vehicles: (document, id) => listOf(client, request.get(path(document, `vehicles/${id}`))),
    saveVehicles: (document, id, loads) =>
      listOf(client, request.post(path(document, `vehicles/${id}`), loads)),
  };
}
