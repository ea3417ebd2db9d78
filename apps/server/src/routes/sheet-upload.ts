import { RESPONSE_CODES } from '@erp/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';
import type { FileStore, ReceivedFile } from '../files.ts';
import type { OtherSheet, UploadedImport, UploadedSheet } from '../imports/uploaded-sheet.ts';
import { workPool } from '../work/pool.ts';
import { XLSX_TYPE, workbookParts } from '../stock/sheet.ts';
import { readSheet } from '../stock/sheet-read.ts';

const SHEET_TYPES = new Set([XLSX_TYPE, 'text/csv', 'application/vnd.ms-excel']);

/**
 * The one file of a multipart form (part 'file') and its text part, handed to `use`, then removed; a file that
 * is no sheet is refused unless `other` takes it.
 */
async function oneSheet<T>(
  request: FastifyRequest,
  files: FileStore,
  textField: string,
  other: OtherSheet | undefined,
  use: (sheet: ReceivedFile, text: string | undefined) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'Send the sheet as a multipart form (part "file").');
  }
  const form = await files.receive(request, 'file', textField, other?.types);
  try {
    const [sheet, ...more] = form.files;
    if (!sheet || more.length > 0) {
      throw new AppError(RESPONSE_CODES.FILE_REJECTED, 'Choose one sheet to upload.');
    }
    if (!(other && sheet.contentType in other.types) && !SHEET_TYPES.has(sheet.contentType)) {
      throw new AppError(
        RESPONSE_CODES.FILE_REJECTED,
        `${sheet.originalName}: upload an Excel (.xlsx) or CSV sheet${other ? `, or ${other.said}` : ''}.`,
      );
    }
    return await use(sheet, form.text);
  } finally {
    await files.discard(form.files);
  }
}

/**
 * The one Excel (.xlsx) or CSV sheet of a multipart form (part 'file'), read in the work pool within the
 * sheet caps (decisions 1850, 1851) and then removed: the opening stock upload (decision 0601), the lead
 * import (decision 1605) and a stock count's counts (decision 1010).
 */
export function receiveSheet(
  request: FastifyRequest,
  files: FileStore,
  textField: string,
): Promise<UploadedSheet> {
  return oneSheet(request, files, textField, undefined, async (sheet, text) => ({
    name: sheet.originalName,
    rows: await readSheet(sheet.tempPath, sheet.contentType, sheet.originalName),
    text,
  }));
}

/**
 * A master's or opening's import sheet (decision 2100), or the `other` file it may take, read and written as
 * its job's input `into` in the work pool (decision 2268): its rows never cross to the request loop.
 */
export function receiveImport(
  request: FastifyRequest,
  files: FileStore,
  textField: string,
  other: OtherSheet | undefined,
  into: string,
): Promise<UploadedImport> {
  return oneSheet(request, files, textField, other, async (sheet, text) => {
    const name = sheet.originalName;
    if (other && sheet.contentType in other.types)
      return { name, text, ...(await other.read(sheet.tempPath, name, text, into)) };
    // A workbook's directory is checked here first: a bomb is refused at once, without waiting for a worker.
    if (sheet.contentType === XLSX_TYPE) await workbookParts(sheet.tempPath, name);
    const { rows } = await workPool.run('importInput', {
      into,
      source: { sheet: { path: sheet.tempPath, contentType: sheet.contentType, name } },
    });
    return { name, text, rows };
  });
}
