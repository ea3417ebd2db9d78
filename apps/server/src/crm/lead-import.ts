import {
  RESPONSE_CODES,
  guessLeadMapping,
  isLeadField,
  leadFromRow,
  splitDuplicates,
  type LeadColumns,
  type LeadImportResult,
  type LeadRowError,
  type LeadFieldKey,
  type LeadMapping,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { today } from '../core/today.ts';
import type { Database } from '../db/client.ts';
import type { ResourceService } from '../resources/service.ts';
import type { SheetRow } from '../stock/sheet.ts';
import { duplicateMessage, existingLeadKeys, firstOpenStage, lockLeads } from './leads.ts';

/** The most rows one lead file may hold (decision 1605); a larger file is refused whole. */
export const LEAD_IMPORT_MAX_ROWS = 20_000;

/** Rows written by one INSERT of an import (decision 1605): 5,000 leads are five statements. */
const INSERT_RUN = 1_000;

/** The header row of a lead file and its rows below it, refused in words when it has none or too many. */
function split(rows: readonly SheetRow[], name: string): { headers: string[]; body: SheetRow[] } {
  const [header, ...body] = rows;
  if (!header || body.length === 0) {
    throw new AppError(
      RESPONSE_CODES.FILE_REJECTED,
      `${name} has no leads: its first row names the columns and each row below it is one lead.`,
    );
  }
  if (body.length > LEAD_IMPORT_MAX_ROWS) {
    throw new AppError(
      RESPONSE_CODES.TOO_LARGE,
      `${name} has ${body.length} leads: import at most ${LEAD_IMPORT_MAX_ROWS} at a time.`,
    );
  }
  return {
    headers: header.cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell))),
    body,
  };
}

/** The columns of a lead file (decision 1605): its headers, the mapping guessed from them and its row count. */
export function leadColumns(rows: readonly SheetRow[], name: string): LeadColumns {
  const { headers, body } = split(rows, name);
  return { headers, mapping: guessLeadMapping(headers), rows: body.length };
}

/** The mapping a client sent (JSON: one field or null per column), checked against the file's headers. */
export function parseMapping(text: string | undefined, columns: number): LeadMapping {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    value = undefined;
  }
  const fail = (message: string) =>
    new ValidationFailure([{ field: 'mapping', message, code: RESPONSE_CODES.VALIDATION_FAILED }]);
  if (!Array.isArray(value) || value.length !== columns) {
    throw fail(
      `Send the mapping as a list of ${columns} entries, one field (or null) per column of the file.`,
    );
  }
  const seen = new Set<LeadFieldKey>();
  return value.map((key: unknown) => {
    if (key === null) return null;
    if (!isLeadField(key)) throw fail(`The mapping names a field a lead file cannot fill: ${String(key)}.`);
    if (seen.has(key)) throw fail(`Only one column may fill ${key}.`);
    seen.add(key);
    return key;
  });
}

/**
 * Imports a lead file for one platform (decision 1605). Each row is checked by the funnel entry's own
 * rules (outside the transaction); a row repeating a phone or e-mail of an entry of the organisation or
 * of an earlier row is reported and left out; the rest are created in one transaction, a thousand rows
 * per INSERT, at the first Open stage, owned by the importer, naming the platform, each audited.
 */
export async function importLeads(
  database: Database,
  service: ResourceService,
  caller: Caller,
  platformId: number,
  sheet: { name: string; rows: readonly SheetRow[]; mapping: string | undefined },
): Promise<LeadImportResult> {
  const platform = await service.get(service.resource('digitalPlatform'), caller, platformId);
  const leads = service.resource('digitalLead');
  const { headers, body } = split(sheet.rows, sheet.name);
  const mapping = parseMapping(sheet.mapping, headers.length);
  const stageId = await firstOpenStage(database.db, caller.orgId);
  const entryDate = today();
  const valid: { row: number; lead: Record<string, unknown> }[] = [];
  const errors: LeadRowError[] = [];
  for (const { row, cells } of body) {
    const record = { ...leadFromRow(cells, mapping), platformId, stageId, entryDate };
    try {
      valid.push({ row, lead: await leads.validate(record, database.db, caller, undefined) });
    } catch (error) {
      if (!(error instanceof ValidationFailure)) throw error;
      for (const issue of error.issues) errors.push({ row, field: issue.field, message: issue.message });
    }
  }
  const { created, duplicates } = await database.transaction(async (tx) => {
    await lockLeads(tx, caller.orgId);
    const { fresh, duplicates } = splitDuplicates(valid, await existingLeadKeys(tx, caller.orgId));
    for (let start = 0; start < fresh.length; start += INSERT_RUN) {
      const run = fresh.slice(start, start + INSERT_RUN).map(({ lead }) => lead);
      await leads.store.insertMany(tx, caller, run);
    }
    return { created: fresh.length, duplicates };
  });
  return {
    platform: { id: platformId, name: String(platform['name'] ?? '') },
    rows: body.length,
    created,
    duplicates: duplicates.map((duplicate) => ({
      ...duplicate,
      message: duplicateMessage(duplicate.key, duplicate.original),
    })),
    errors,
  };
}
