import { RESPONSE_CODES } from '@erp/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';
import type { FileStore } from '../files.ts';
import { XLSX_TYPE, readSheet, type SheetRow } from '../stock/sheet.ts';

const SHEET_TYPES = new Set([XLSX_TYPE, 'text/csv', 'application/vnd.ms-excel']);

/** An uploaded sheet as read: its file name, its rows and the form's text part (`textField`). */
export interface UploadedSheet {
  name: string;
  rows: SheetRow[];
  text: string | undefined;
}

/**
 * The one Excel (.xlsx) or CSV sheet of a multipart form (part 'file'), read in the work pool within the
 * sheet caps (decisions 1850, 1851) and then removed: the opening stock upload (decision 0601), the lead
 * import (decision 1605) and a stock count's counts (decision 1010).
 */
export async function receiveSheet(
  request: FastifyRequest,
  files: FileStore,
  textField: string,
): Promise<UploadedSheet> {
  if (!request.isMultipart()) {
    throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'Send the sheet as a multipart form (part "file").');
  }
  const form = await files.receive(request, 'file', textField);
  try {
    const [sheet, ...more] = form.files;
    if (!sheet || more.length > 0) {
      throw new AppError(RESPONSE_CODES.FILE_REJECTED, 'Choose one sheet to upload.');
    }
    if (!SHEET_TYPES.has(sheet.contentType)) {
      throw new AppError(
        RESPONSE_CODES.FILE_REJECTED,
        `${sheet.originalName}: upload an Excel (.xlsx) or CSV sheet.`,
      );
    }
    const rows = await readSheet(sheet.tempPath, sheet.contentType, sheet.originalName);
    return { name: sheet.originalName, rows, text: form.text };
  } finally {
    await files.discard(form.files);
  }
}
