import { DOCUMENT_STATUS, FEATURE_ON, labelAddress, type LotTarget, type PlaceKind } from '@erp/domain';
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { item, stockArea, stockIdentity, stockLedger, stockMaterial, uom } from '../db/schema.ts';
import { configValues } from '../stores/sys-config.ts';
import type { PrintLanguage } from '../print/words.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { conflict } from '../documents/refusals.ts';
import { labelSizeOf, type LabelSize } from './sizes.ts';

const LABEL_SUPPORT = 'LABEL_SUPPORT';
const LABEL_TYPE_ID = 'LABEL_TYPE_ID';

/** One received roll, lot or bag: what its label shows and the text of its QR code. */
export interface Label {
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
  /** The unit's decimals (null: the unit has none set). */
  decimals: number | null;
  /** The document's date, 'yyyy-MM-dd'. */
  date: string;
  documentNumber: string;
  /** The address its QR holds: its page of the floor (decision 2360). */
  content: string;
  /** A packaging's label: the roll number is the parcel's (decision 1141). */
  parcel: boolean;
}

/**
 * A stock area's, rack's or machine's label (issue 58, decision 2311): its kind as its master names it, its
 * code and name, and the text of its QR code, the page of the floor that opens it.
 */
export interface PlaceLabel {
  kind: PlaceKind;
  id: number;
  /** The master's name for one record, "Rack". */
  title: string;
  code: string;
  name: string;
  content: string;
}

/** Any label a sheet prints. */
export type AnyLabel = Label | PlaceLabel;

/** A label as the QR calls answer it: its facts and its QR code as a PNG data URL. */
export type LabelQr = AnyLabel & { image: string };

/** The labels of one document (or one master's record) and the size to print them at. */
export interface DocumentLabels {
  documentNumber: string;
  size: LabelSize;
  labels: AnyLabel[];
  /** The language of the user who prints the sheet (decision 2090); a ZPL label stays English. */
  language?: PrintLanguage;
}

/** The QR address's parameter naming a parcel (decision 1141). */
export const PARCEL_PARAM = 'parcelNumber';

/** How the QR codes are made, for the PDF and the data URLs alike: medium error correction, a 4-module quiet zone. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** What a received row's label names: the item's lot and roll, or its stock area's stock of neither. */
const lotTarget = (row: {
  itemId: number;
  lotNumber: string;
  rollNumber: string;
  stockAreaId: number;
}): LotTarget => ({
  kind: 'lot',
  itemId: row.itemId,
  lotNumber: row.lotNumber,
  rollNumber: row.rollNumber,
  stockAreaId: row.stockAreaId,
});

export const qrOf = async (label: AnyLabel): Promise<LabelQr> => ({
  ...label,
  image: await QRCode.toDataURL(label.content, QR_OPTIONS),
});

/**
 * The size labels print at (LABEL_TYPE_ID); refused (409) unless System Config LABEL_SUPPORT is YES.
 */
export async function labelSize(ex: Executor, caller: Caller): Promise<LabelSize> {
  const config = await configValues(ex, caller, [LABEL_SUPPORT, LABEL_TYPE_ID]);
  if (config.get(LABEL_SUPPORT) !== FEATURE_ON)
    throw conflict('Labels are not in use: System Config LABEL_SUPPORT is not YES.');
  return labelSizeOf(config.get(LABEL_TYPE_ID));
}

/** Which labels of the document: all, or the one line's of one item (`getQrByItem`). */
export interface LabelFilter {
  itemId: number;
  lineId: number;
}

/**
 * The labels of a received document (decision 0941): one per ledger row the document brought into stock
 * (each row is one line's roll or lot in its place), in line order. Refused with LABEL_SUPPORT not YES
 * (409), a document of another organisation or none (404), one not completed (409).
 */
export async function documentLabels(
  ex: Executor,
  caller: Caller,
  resource: DocumentResource,
  id: number,
  site: string,
  filter?: LabelFilter,
): Promise<DocumentLabels> {
  const size = await labelSize(ex, caller);
  const document = await resource.store.get(ex, caller, id);
  if (!document) throw new AppError(resource.notFoundCode);
  const label = resource.def.label.toLowerCase();
  if (document.status !== DOCUMENT_STATUS.COMPLETED)
    throw conflict(
      `Labels are printed for a ${resource.def.posting?.packs ? 'completed' : 'received'} ${label}`,
    );
  const documentNumber = String(document.number);
  const labels = await receivedRows(ex, caller, resource.def.key, id, filter);
  if (labels.length === 0)
    throw filter
      ? new AppError(
          resource.notFoundCode,
          `${resource.def.label} ${documentNumber} has no received line ${filter.lineId} of item ${filter.itemId}.`,
        )
      : conflict(
          `${resource.def.label} ${documentNumber} brought nothing into stock: there is nothing to label.`,
        );
  const date = String(document.date);
  const parcel = resource.def.posting?.packs !== undefined;
  return {
    documentNumber,
    size,
    labels: labels.map((row) => ({
      ...row,
      date,
      documentNumber,
      // Each QR opens its page of the floor (decisions 2313, 2360): a parcel's (its roll number) carries the
      // number the dispatch's scan reads (decision 1141).
      content: labelAddress(
        site,
        parcel ? { kind: 'parcel', parcelNumber: row.rollNumber } : lotTarget(row),
        caller.orgId,
      ),
      parcel,
    })),
  };
}

/** The document a line of `resource` belongs to, of the caller's organisation; not found otherwise. */
export async function documentOfLine(
  ex: Executor,
  caller: Caller,
  resource: DocumentResource,
  lineId: number,
): Promise<number> {
  const { table, parent } = resource.lines;
  const [row] = await queryRows<{ documentId: number | string }>(
    ex,
    sql`SELECT ${sql.identifier(parent)} AS "documentId" FROM ${sql.identifier(table)}
        WHERE org_id = ${caller.orgId} AND id = ${lineId}`,
  );
  if (!row)
    throw new AppError(
      resource.notFoundCode,
      `There is no ${resource.def.label.toLowerCase()} line ${lineId}.`,
    );
  return Number(row.documentId);
}

/** The stock the document brought in: its ledger rows of items going in that reverse nothing. */
function receivedRows(
  ex: Executor,
  caller: Caller,
  documentType: string,
  documentId: number,
  filter: LabelFilter | undefined,
) {
  const conditions: SQL[] = [
    eq(stockLedger.orgId, caller.orgId),
    eq(stockLedger.documentType, documentType),
    eq(stockLedger.documentId, documentId),
    gt(stockLedger.quantity, 0),
    isNull(stockLedger.reversesId),
  ];
  if (filter) conditions.push(eq(stockLedger.lineId, filter.lineId), eq(item.id, filter.itemId));
  return ex
    .select({
      lineId: stockLedger.lineId,
      itemId: item.id,
      itemCode: item.code,
      itemName: item.name,
      stockAreaId: stockLedger.stockAreaId,
      stockAreaName: stockArea.name,
      lotNumber: stockIdentity.lotNumber,
      rollNumber: stockIdentity.rollNumber,
      quantity: stockLedger.quantity,
      uom: uom.name,
      decimals: uom.decimals,
    })
    .from(stockLedger)
    .innerJoin(
      stockIdentity,
      and(eq(stockIdentity.orgId, stockLedger.orgId), eq(stockIdentity.id, stockLedger.identityId)),
    )
    .innerJoin(
      stockMaterial,
      and(eq(stockMaterial.orgId, stockLedger.orgId), eq(stockMaterial.id, stockLedger.materialId)),
    )
    .innerJoin(item, and(eq(item.orgId, stockLedger.orgId), eq(item.id, stockMaterial.itemId)))
    .innerJoin(
      stockArea,
      and(eq(stockArea.orgId, stockLedger.orgId), eq(stockArea.id, stockLedger.stockAreaId)),
    )
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(...conditions))
    .orderBy(asc(stockLedger.lineId), asc(stockLedger.id))
    .then((rows) =>
      rows.map((row) => ({ ...row, uom: row.uom ?? '', stockAreaName: row.stockAreaName ?? '' })),
    );
}
