import { RESPONSE_CODES } from '@erp/domain';
import type { FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { AppError } from '../core/errors.ts';
import type { FileStore, OccasionalTypes } from '../files.ts';
import { XLSX_TYPE, readSheet, type SheetRow } from '../stock/sheet.ts';

const SHEET_TYPES = new Set([XLSX_TYPE, 'text/csv', 'application/vnd.ms-excel']);

/** An uploaded sheet as read: its file name, its rows and the form's text part (`textField`). */
export interface UploadedSheet {
  name: string;
  rows: SheetRow[];
  text: string | undefined;
  /** Row number → the master of another program a row was made from ('ledger Shree Ganesh Polymers'). */
  sources?: Record<number, string>;
  /** What the file held that was left out, in words. */
  notes?: string[];
}

/** Another kind of file a form may bring instead of a sheet (a Tally export, decision 2125), read as one. */
export interface OtherSheet {
  types: OccasionalTypes;
  /** What the refusal of a wrong file says it may be besides a sheet ('a Tally export of masters (.xml)'). */
  said: string;
  /** The file read, given the form's text part too. */
  read(
    bytes: Buffer,
    name: string,
    text: string | undefined,
  ): Promise<Pick<UploadedSheet, 'rows' | 'sources' | 'notes'>>;
}

/**
 * The one Excel (.xlsx) or CSV sheet of a multipart form (part 'file'), read in the work pool within the
 * sheet caps (decisions 1850, 1851) and then removed: the opening stock upload (decision 0601), the lead
 * import (decision 1605), a stock count's counts (decision 1010) and a master's import (decision 2100), which
 * may also take `other` files.
 */
export async function receiveSheet(
  request: FastifyRequest,
  files: FileStore,
  textField: string,
  other?: OtherSheet,
): Promise<UploadedSheet> {
  if (!request.isMultipart()) {
    throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'Send the sheet as a multipart form (part "file").');
  }
  const form = await files.receive(request, 'file', textField, other?.types);
  try {
    const [sheet, ...more] = form.files;
    if (!sheet || more.length > 0) {
      throw new AppError(RESPONSE_CODES.FILE_REJECTED, 'Choose one sheet to upload.');
    }
    const name = sheet.originalName;
    if (other && sheet.contentType in other.types)
      return {
        name,
        text: form.text,
        ...(await other.read(await readFile(sheet.tempPath), name, form.text)),
      };
    if (!SHEET_TYPES.has(sheet.contentType)) {
      throw new AppError(
        RESPONSE_CODES.FILE_REJECTED,
        `${name}: upload an Excel (.xlsx) or CSV sheet${other ? `, or ${other.said}` : ''}.`,
      );
    }
    const rows = await readSheet(sheet.tempPath, sheet.contentType, name);
    return { name, rows, text: form.text };
  } finally {
    await files.discard(form.files);
  }
}
