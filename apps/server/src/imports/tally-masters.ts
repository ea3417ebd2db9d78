// Issue 43, "From Tally" (decision 2125): a Tally export of masters read as the party or item master's
// sheet, to be checked and imported as any sheet of that master is.
import {
  RESPONSE_CODES,
  TALLY_XML_OPTIONS,
  tallyMastersOf,
  tallySheet,
  tallyXmlEncoding,
  type ImportColumn,
  type ModuleDef,
  type TallyImportOptions,
  type TallyMasterKind,
  type TallySheet,
} from '@erp/domain';
import { XMLParser } from 'fast-xml-parser';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import type { AllowedType } from '../files.ts';
import type { ResourceService } from '../resources/service.ts';
import { columnsOf } from './master-import.ts';
import type { OtherSheet } from './uploaded-sheet.ts';

/** An export's bytes as text, in whichever of UTF-16 (either byte order) or UTF-8 Tally wrote it. */
export function tallyText(bytes: Buffer): string {
  const { encoding, start } = tallyXmlEncoding(bytes);
  const body = bytes.subarray(start);
  if (encoding === 'utf8') return body.toString('utf8');
  // A cut-off last byte of a UTF-16 head is no character.
  const even = Buffer.from(body.subarray(0, body.length - (body.length % 2)));
  return (encoding === 'utf16be' ? even.swap16() : even).toString('utf16le');
}

/** Whether a file's first bytes are an XML document's (its first character '<'). */
export const looksLikeXml = (head: Buffer): boolean => /^\s*</.test(tallyText(head));

/** An export as the master's sheet: its rows (the template's labels first), each row's Tally name, notes. */
export function readTallyExport(
  bytes: Buffer,
  kind: TallyMasterKind,
  columns: readonly ImportColumn[],
  options: TallyImportOptions,
): TallySheet {
  const tree: unknown = new XMLParser(TALLY_XML_OPTIONS).parse(tallyText(bytes));
  return tallySheet(tallyMastersOf(tree), kind, columns, options);
}

const XML_TYPE: AllowedType = { extensions: ['.xml'], looksRight: looksLikeXml };

const SAID: Readonly<Record<TallyMasterKind, string>> = {
  ledgers: 'ledgers under Sundry Debtors or Sundry Creditors',
  stockItems: 'stock items',
};

/**
 * How a master's import reads a Tally export (decision 2125): as its sheet, our units as the matching knows
 * them (decision 2128), the items' category as the call names it (decision 2127). An export of none of the
 * masters it fills is refused in words.
 */
export function tallyImport(
  service: ResourceService,
  database: Database,
  caller: Caller,
  module: ModuleDef,
  kind: TallyMasterKind,
  asked: { category: unknown; asksUpdate: (text: string | undefined) => boolean },
): OtherSheet {
  return {
    types: { 'text/xml': XML_TYPE, 'application/xml': XML_TYPE },
    said: 'a Tally export of masters (.xml)',
    read: async (bytes, name, text) => {
      const units =
        kind === 'stockItems'
          ? await service.resource('uom').store.keyed(database.db, caller, ['name', 'uqc'])
          : [];
      const sheet = readTallyExport(bytes, kind, columnsOf(module), {
        ...(typeof asked.category === 'string' ? { category: asked.category } : {}),
        update: asked.asksUpdate(text),
        units: units.map((unit) => ({ name: String(unit.f0 ?? ''), uqc: String(unit.f1 ?? '') })),
      });
      if (sheet.rows.length < 2)
        throw new AppError(
          RESPONSE_CODES.VALIDATION_FAILED,
          `${name} holds no ${SAID[kind]}. Export the masters from Tally in XML format and choose that file.`,
        );
      return sheet;
    },
  };
}
