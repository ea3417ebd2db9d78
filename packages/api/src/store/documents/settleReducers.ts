import {
  DOCUMENTS,
  settleChosen,
  settlingLines,
  type DocumentKey,
  type EntityRecord,
  type FieldDef,
  type OpenDocumentPick,
  type OpenToSettle,
} from '@erp/domain';
import type { DocumentsState, DocumentPayload } from './documentsState.ts';

// A receipt's or payment's lines settle the party's open documents picked (decision 1471): each line's own
// pick, or a line per document ticked, within the amount received.

/** The document's line field naming a document it settles, and how its pick fills the line. */
export function openDocumentFieldOf(
  document: DocumentKey,
): (FieldDef & { openDocument: OpenDocumentPick }) | null {
  const field = DOCUMENTS[document].lines.fields.find((candidate) => candidate.openDocument !== undefined);
  return field?.openDocument ? { ...field, openDocument: field.openDocument } : null;
}

const named = (line: EntityRecord, key: string) =>
  line[key] !== null && line[key] !== undefined && line[key] !== '';

/** The header field of the amount received. */
const receivedField = (document: DocumentKey) => DOCUMENTS[document].billing?.amountField ?? 'grandTotal';

/** An amount as a draft holds it (a number, a read's text); typed text that is no number counts as none. */
const figure = (value: unknown): number => {
  const amount = Number(value ?? 0);
  return Number.isFinite(amount) ? amount : 0;
};

/** The header's amount received, and what `lines` allocate of it. */
function amounts(
  document: DocumentKey,
  draft: EntityRecord,
  lines: readonly EntityRecord[],
  amountField: string,
) {
  const received = figure(draft[receivedField(document)]);
  return { received, allocated: lines.reduce((sum, line) => sum + figure(line[amountField]), 0) };
}

/** A line naming `chosen`, for `amount`. */
const lineFor = (key: string, pick: OpenDocumentPick, chosen: OpenToSettle, amount: unknown) => ({
  [pick.keyField]: chosen.key,
  [key]: chosen.id,
  [pick.numberField]: chosen.number,
  [pick.amountField]: amount,
});

export const settleReducers = {
  /**
   * Settle Open Documents: the lines naming a document stay (blank ones go) and a line is added per document
   * ticked not on them yet, oldest first, each for what is unpaid of it within what the amount has left; with
   * no amount yet, each for all of it and the amount their sum; a document the amount leaves no room for is
   * named under the amount (`settleChosen`, decision 1837). Taken only while the draft names the party the
   * documents were read for.
   */
  documentOpenDocumentsSettled(
    state: DocumentsState,
    action: DocumentPayload<{ partyId: number; documents: readonly OpenToSettle[] }>,
  ) {
    const { document, partyId, documents } = action.payload;
    const field = openDocumentFieldOf(document);
    const form = state[document].form;
    if (!field || !form.draft || form.draft.partyId !== partyId) return;
    const pick = field.openDocument;
    const kept = (form.draft.lines ?? []).filter((line) => named(line, field.key));
    const onDraft = new Set(kept.map((line) => `${String(line[pick.keyField])}/${String(line[field.key])}`));
    const { received, allocated } = amounts(document, form.draft, kept, pick.amountField);
    const fresh = documents.filter((open) => !onDraft.has(`${open.key}/${open.id}`));
    const settled = settleChosen(received > 0 ? received : null, allocated, fresh);
    const added = settled.lines.map((line, index) => lineFor(field.key, pick, fresh[index]!, line.amount));
    const amountField = receivedField(document);
    form.draft = { ...form.draft, [amountField]: settled.amount, lines: [...kept, ...added] };
    const { [amountField]: _said, ...others } = form.fieldErrors;
    form.fieldErrors = settled.refusal === null ? others : { ...others, [amountField]: settled.refusal };
    form.edited = true;
  },
  /**
   * A line's own pick: the line names the document chosen (its type, id and number); a line with no amount
   * yet takes what is unpaid of it within what the amount has left.
   */
  documentOpenDocumentChosen(
    state: DocumentsState,
    action: DocumentPayload<{ index: number; chosen: OpenToSettle }>,
  ) {
    const { document, index, chosen } = action.payload;
    const field = openDocumentFieldOf(document);
    const form = state[document].form;
    const lines = [...(form.draft?.lines ?? [])];
    if (!field || !form.draft || index < 0 || index > lines.length) return;
    const pick = field.openDocument;
    const line = lines[index] ?? {};
    const others = lines.filter((_line, at) => at !== index);
    const { received, allocated } = amounts(document, form.draft, others, pick.amountField);
    // An amount the line has stays as typed (text that is no number too: the form says so).
    const amount = named(line, pick.amountField)
      ? line[pick.amountField]
      : (settlingLines(received, allocated, [chosen])[0]?.amount ?? null);
    lines[index] = { ...line, ...lineFor(field.key, pick, chosen, amount) };
    form.draft = { ...form.draft, lines };
    form.edited = true;
  },
};
