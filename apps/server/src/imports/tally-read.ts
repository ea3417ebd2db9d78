// A Tally export of masters read as a master's sheet (decision 2125), in the work pool (decision 1850) within
// the sheets' caps (decision 1851); a file the parser would refuse is refused first, in words (decision 2260).
import { readFile } from 'node:fs/promises';
import {
  PHRASES,
  RESPONSE_CODES,
  TALLY_XML_OPTIONS,
  formatCount,
  say,
  tallyMastersOf,
  tallySheet,
  tallyXmlEncoding,
  type ImportColumn,
  type TallyImportOptions,
  type TallyMasterKind,
  type TallySheet,
} from '@erp/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../core/errors.ts';
import { SHEET_CAPS } from '../stock/sheet.ts';

const DECODERS = { utf8: 'utf-8', utf16le: 'utf-16le', utf16be: 'utf-16be' } as const;

/**
 * An export's bytes as text, in whichever of UTF-16 (either byte order) or UTF-8 Tally wrote it; `fatal`:
 * bytes that are no text in it throw, rather than read as the replacement character.
 */
export function tallyText(bytes: Uint8Array, fatal = false): string {
  const { encoding, start } = tallyXmlEncoding(bytes);
  return new TextDecoder(DECODERS[encoding], { fatal }).decode(bytes.subarray(start));
}

/** Whether a file's first bytes are an XML document's (its first character '<'). */
export const looksLikeXml = (head: Buffer): boolean => /^\s*</.test(tallyText(head));

const rejected = (message: string): AppError => new AppError(RESPONSE_CODES.FILE_REJECTED, message);
const tooLarge = (message: string): AppError => new AppError(RESPONSE_CODES.TOO_LARGE, message);

/** What the parser is never given: a document type (a DTD), which declares entities, and entities themselves. */
const DECLARATION = /<!(DOCTYPE|ENTITY)/i;
const MASTER_TAG = /<(LEDGER|STOCKITEM)[\s/>]/g;
const ELEMENT_TAG = /<[A-Za-z_]/g;

/**
 * The export's text, or a refusal in words of what is wrong with the file: bytes that are no UTF-8 or UTF-16
 * text, a document type or entity declaration (no XML we read resolves a DTD or an entity), more masters or
 * elements than a sheet may have rows or cells, XML that is not well formed.
 */
export function checkedTallyText(bytes: Uint8Array, name: string): string {
  if (bytes.length > SHEET_CAPS.unpackedBytes)
    throw tooLarge(
      say(PHRASES.xmlTooLarge, { name, limit: `${formatCount(SHEET_CAPS.unpackedBytes / 1024 / 1024)} MB` }),
    );
  let text: string;
  try {
    text = tallyText(bytes, true);
  } catch {
    throw rejected(say(PHRASES.xmlNotText, { name }));
  }
  const declared = DECLARATION.exec(text);
  if (declared)
    throw rejected(
      say(PHRASES.xmlDeclares, { name, declaration: `<!${declared[1]?.toUpperCase() ?? 'DOCTYPE'}>` }),
    );
  // As many masters as a sheet may have rows, and elements as it may have cells.
  for (const [tag, limit, phrase] of [
    [MASTER_TAG, SHEET_CAPS.rows, PHRASES.xmlTooManyMasters],
    [ELEMENT_TAG, SHEET_CAPS.cells, PHRASES.xmlTooManyElements],
  ] as const) {
    const count = text.match(tag)?.length ?? 0;
    if (count > limit)
      throw tooLarge(say(phrase, { name, count: formatCount(count), limit: formatCount(limit) }));
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw rejected(
      say(PHRASES.xmlMalformed, { name, line: formatCount(valid.err.line), problem: valid.err.msg }),
    );
  return text;
}

/** An export as the master's sheet: its rows (the template's labels first), each row's Tally name, notes. */
export function readTallyExport(
  bytes: Uint8Array,
  name: string,
  kind: TallyMasterKind,
  columns: readonly ImportColumn[],
  options: TallyImportOptions,
): TallySheet {
  const text = checkedTallyText(bytes, name);
  // Only XML's own entities are left to the parser (&amp;): a declared one never reaches it.
  const tree: unknown = new XMLParser(TALLY_XML_OPTIONS).parse(text);
  return tallySheet(tallyMastersOf(tree), kind, columns, options);
}

/** What the work pool's task is given: the uploaded file where it lies, and how to read it. */
export interface TallyReadInput {
  path: string;
  name: string;
  kind: TallyMasterKind;
  columns: readonly ImportColumn[];
  options: TallyImportOptions;
}

/** The work pool's task (decision 1850): the file read and taken as the master's sheet. */
export async function readTallyFile(input: TallyReadInput): Promise<TallySheet> {
  return readTallyExport(await readFile(input.path), input.name, input.kind, input.columns, input.options);
}
