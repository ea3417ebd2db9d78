import type { FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { DocumentKey } from './documentKeys.ts';

/**
 * A document picker naming a document against the party (issue 38): a note's invoice, a bill's, an inward's
 * or a return's purchase order, a dispatch's sales order, a receipt of job work's challan. A document with a
 * party looking up a document with a party of the same role offers, once its party is chosen, only that
 * party's documents (decision 1426): its lookup takes `partyId` from the record entered, whatever else it
 * takes (a note's invoices of its branch too).
 */
export function namesPartyDocument(
  documents: Readonly<Record<string, DocumentDef>>,
  def: DocumentDef,
  field: FieldDef,
): boolean {
  const target = field.lookup ? documents[field.lookup.module] : undefined;
  return (
    def.partyRole !== undefined &&
    target?.partyRole === def.partyRole &&
    def.fields.some((header) => header.key === 'partyId')
  );
}

/** The lookup of such a field filtered by the party chosen; any other field as it is. */
const partyFiltered = (
  documents: Readonly<Record<string, DocumentDef>>,
  def: DocumentDef,
  field: FieldDef,
): FieldDef =>
  field.lookup && namesPartyDocument(documents, def, field)
    ? {
        ...field,
        lookup: { ...field.lookup, filterFrom: { partyId: 'partyId', ...field.lookup.filterFrom } },
      }
    : field;

/** The catalogue with every picker of a partied document filtered by the party chosen (issue 38). */
export function withPartyPickers(
  documents: Readonly<Record<DocumentKey, DocumentDef>>,
): Readonly<Record<DocumentKey, DocumentDef>> {
  const filtered = { ...documents };
  for (const def of Object.values(documents)) {
    filtered[def.key] = {
      ...def,
      fields: def.fields.map((field) => partyFiltered(documents, def, field)),
      lines: { ...def.lines, fields: def.lines.fields.map((field) => partyFiltered(documents, def, field)) },
    };
  }
  return filtered;
}
