import { workPool } from '../work/pool.ts';
import { XLSX_TYPE, workbookParts, type SheetRow } from './sheet.ts';

/**
 * The rows of an uploaded sheet, read in the work pool (decision 1850). A workbook's directory is checked
 * first, here: a bomb is refused at once, without waiting for a worker.
 */
export async function readSheet(path: string, contentType: string, name: string): Promise<SheetRow[]> {
  if (contentType === XLSX_TYPE) await workbookParts(path, name);
  return workPool.run('readSheet', { path, contentType, name });
}
