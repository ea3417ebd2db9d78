import { RESPONSE_CODES } from '@erp/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';
import type { FileStore } from '../files.ts';
import type { OtherSheet, UploadedSheet } from '../imports/uploaded-sheet.ts';
import { XLSX_TYPE } from '../stock/sheet.ts';
import { readSheet } from '../stock/sheet-read.ts';

const SHEET_TYPES = new Set([XLSX_TYPE, 'text/csv', 'application/vnd.ms-excel']);

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
        ...(await other.read(sheet.tempPath, name, form.text)),
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
