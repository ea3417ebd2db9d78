import type { ParcelPage, ParcelRow } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { dataOf, listOf, pageOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';

/** Issue 19's packaging and dispatch calls beside the engine's (decisions 1140–1142). */
export const PARCEL_NUMBER_PATH = 'chemical/packingProcess/getUniqueParcelNumber';
export const PARCEL_PATH = 'chemical/dispatch/getParcel';
export const PACKED_PARCELS_PATH = 'chemical/dispatch/getPackedParcels';
export const PARCEL_PAGE_PATH = 'chemical/dispatch/getParcelPage';

/** A page of packed parcels to choose from: the order's, searched (parcel, item or lot) and sorted. */
export interface PackedParcelsQuery {
  salesOrderId?: number;
  search?: string;
  /** parcelNumber, itemName, lotNumber, stockAreaName or quantity, `-` before it for descending. */
  sort?: string;
  page: number;
  size: number;
}

export interface ShippingCalls {
  /** GET chemical/packingProcess/getUniqueParcelNumber: a new parcel number, taken (`PCL/2026-27/00001`). */
  parcelNumber(): Observable<string>;
  /** GET chemical/dispatch/getParcel: a scanned or typed parcel number (or a label's QR text), its contents in stock. */
  parcel(code: string, salesOrderId?: number): Observable<ParcelRow[]>;
  /** GET chemical/dispatch/getParcelPage: a parcel's page of the floor, in stock or dispatched, with its dispatch. */
  parcelPage(code: string): Observable<ParcelPage>;
  /** GET chemical/dispatch/getPackedParcels: a page of the parcels in stock for the order's items. */
  packedParcels(query: PackedParcelsQuery): Observable<Page<ParcelRow>>;
}

export function createShippingCalls(client: ApiClient): ShippingCalls {
  return {
    parcelNumber: () =>
      dataOf<{ parcelNumber: string }>(client, request.get(PARCEL_NUMBER_PATH)).pipe(
        map((data) => data.parcelNumber),
      ),
    parcel: (code, salesOrderId) =>
      listOf(
        client,
        request.get(PARCEL_PATH, salesOrderId === undefined ? { code } : { code, salesOrderId }),
      ),
    parcelPage: (code) => dataOf<ParcelPage>(client, request.get(PARCEL_PAGE_PATH, { code })),
    packedParcels: (query) =>
      pageOf(
        client,
        request.get(
          PACKED_PARCELS_PATH,
          Object.fromEntries(
            Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
          ),
        ),
      ),
  };
}
