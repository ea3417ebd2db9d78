import {
  DOCUMENTS,
  declaredTerms,
  documentTaxes,
  headerOrigin,
  itemLineDefaults,
  lineForItem,
  linesFromFigures,
  doneOf,
  linesFromOrder,
  orderFillOf,
  originPriceFor,
  prefillFromRun,
  runKeyOf,
  withLoss,
  lookupObjectKey,
  newDocumentLine,
  untiedChoices,
  type DocumentTaxes,
  type EntityRecord,
  type LastRun,
  type ParcelRow,
} from '@erp/domain';
import type {
  DispatchesFill,
  DocumentDraft,
  DocumentPlaces,
  InvoiceFill,
} from '../../documents/documents.ts';
import type { ReconcileItem, ReconcileItemQuery } from '../../lookups/reconcile.ts';
import type { DocumentFormState, DocumentPayload, DocumentsState } from './documentsState.ts';
import { carried, chosenOf, filledBy, pick } from './draftLookups.ts';

// The form's draft (decision 0812): what the user is typing, kept in the store so that epics can fill a
// line's price and the places of its GST, and so that nothing typed is lost on a refusal.

const linesOf = (draft: DocumentDraft | null): EntityRecord[] => (draft?.lines ? [...draft.lines] : []);

/** The draft the form edits once the server answered: what was refused for that document, else the record. */
export function draftOf(form: DocumentFormState): DocumentDraft | null {
  const { record, unsaved } = form;
  if (!record) return form.draft;
  return unsaved && unsaved.id === record.id ? unsaved : record;
}

export const draftReducers = {
  /** A header field typed or chosen (a lookup's record, as the picker read it, carried as a read record's). */
  documentDraftChanged(
    state: DocumentsState,
    action: DocumentPayload<{ field: string; value: unknown; record?: EntityRecord }>,
  ) {
    const { document, field, value, record } = action.payload;
    const form = state[document].form;
    const { fields } = DOCUMENTS[document];
    const chosen = chosenOf(fields, field, value, record);
    const filled = filledBy(fields, field, form.draft ?? {}, chosen);
    const before = form.draft ?? {};
    // A choice tied to the field changed (a sales order to its customer) is cleared (decision 2375).
    form.draft = untiedChoices(fields, before, {
      lines: [],
      ...before,
      [field]: value,
      ...chosen,
      ...filled,
    });
    form.edited = true;
  },
  /**
   * A line's cell typed or chosen; the index after the last adds the line (the grid's offered one). A
   * chosen lookup's record (`item`, as the picker read it) is carried as a read line carries it; a chosen
   * item also fills the line's unit, HSN, GST rate and rate.
   */
  documentLineChanged(
    state: DocumentsState,
    action: DocumentPayload<{
      index: number;
      field: string;
      value: unknown;
      item?: EntityRecord;
      /** A new record's starting value (from system config, decision 1230): the form is not edited by it. */
      prefilled?: boolean;
    }>,
  ) {
    const { document, index, field, value, item, prefilled } = action.payload;
    const form = state[document].form;
    const lines = linesOf(form.draft);
    if (index < 0 || index > lines.length) return;
    // What a lookup carries of its record besides its name (a fabric's GSM, a loom's width: 1230, 1310).
    const { fields } = DOCUMENTS[document].lines;
    const chosen = chosenOf(fields, field, value, item);
    // The line the grid offered becomes a line with its declared defaults (a production line's Role).
    const before = lines[index] ?? newDocumentLine(DOCUMENTS[document].lines);
    let line: EntityRecord = {
      ...before,
      [field]: value,
      ...chosen,
      ...filledBy(fields, field, before, chosen),
    };
    if (field === 'itemId' && item && item.id === value)
      line = {
        ...lineForItem(line, itemLineDefaults(DOCUMENTS[document], item)),
        ...chosen,
        ...carried(item, 'uom'),
      };
    // A reconciliation's loss follows its book and counted quantities (decision 1020).
    // Another stock area clears the line's rack chosen for the one before (decision 2375).
    line = untiedChoices(fields, before, line);
    lines[index] = DOCUMENTS[document].posting?.reconciles ? withLoss(line) : line;
    form.draft = { ...form.draft, lines };
    if (prefilled !== true) form.edited = true;
  },
  /**
   * The order the draft is made from, as read (issue 17: an inward "against open purchase order lines"; a
   * gate entry from its order, decision 2070): the draft takes its party and branch and a line per order line
   * still pending, in full, at the order's rate where its lines have one, with what its own lines declare;
   * the user then lowers what did not come. Taken only while the draft still names it.
   */
  documentOrderFilled(state: DocumentsState, action: DocumentPayload<{ order: EntityRecord }>) {
    const { document, order } = action.payload;
    const def = DOCUMENTS[document];
    const fill = orderFillOf(def);
    const form = state[document].form;
    if (!fill || form.draft?.[fill.headerField] !== order.id) return;
    const orderLines = (Array.isArray(order.lines) ? (order.lines as EntityRecord[]) : []).map((row) => ({
      id: Number(row.id),
      itemId: Number(row.itemId),
      quantity: Number(row.quantity ?? 0),
      done: doneOf(fill, row),
      uomId: typeof row.uomId === 'number' ? row.uomId : null,
      // What the line costs: the order line's rate less its discount, where the draft's lines have none
      // of their own (an inward's, decision 2020).
      rate: typeof row.rate === 'number' ? (originPriceFor(def, row).rate as number) : null,
      records: { ...carried(row, 'item'), ...carried(row, 'uom') },
    }));
    const declared = def.lines.fields.flatMap((field) =>
      field.lookup ? [field.key, lookupObjectKey(field)] : [field.key],
    );
    form.draft = {
      ...form.draft,
      ...pick(order, ['partyId', 'party', 'branchId', 'branch']),
      lines: linesFromOrder(fill, orderLines).map((line) => pick(line, declared)),
    };
    form.edited = true;
  },
  /**
   * A bill's lines from its order, as the server gave them (decision 1442): what was accepted and not billed,
   * at the order's price. Taken only while the draft still names that order.
   */
  documentBillLinesFilled(
    state: DocumentsState,
    action: DocumentPayload<{ orderId: number; lines: readonly EntityRecord[] }>,
  ) {
    const { document, orderId, lines } = action.payload;
    const match = DOCUMENTS[document].match;
    const form = state[document].form;
    if (!match || !form.draft || form.draft[match.headerField] !== orderId) return;
    form.draft = { ...form.draft, lines: [...lines] };
    form.edited = true;
  },
  /**
   * The terms the draft takes from the document it is made from, as the server's save fills them (decision
   * 2020: a bill's branch and place of supply from its purchase order): each the draft leaves blank, with
   * its lookup's record (the branch's name). What was typed stays. Taken only while the draft still names
   * that origin.
   */
  documentOriginTermsFilled(
    state: DocumentsState,
    action: DocumentPayload<{ originId: number; terms: EntityRecord }>,
  ) {
    const { document, originId, terms } = action.payload;
    const def = DOCUMENTS[document];
    const origin = headerOrigin(def);
    const form = state[document].form;
    if (!origin || !form.draft || form.draft[origin.field] !== originId) return;
    const draft: EntityRecord = { ...form.draft };
    for (const term of declaredTerms(def)) {
      const value = terms[term];
      const given = draft[term];
      if (value === null || value === undefined || (given !== null && given !== undefined && given !== ''))
        continue;
      draft[term] = value;
      const field = def.fields.find((candidate) => candidate.key === term);
      const key = field?.lookup ? lookupObjectKey(field) : undefined;
      if (key && terms[key] !== undefined) draft[key] = terms[key];
    }
    form.draft = draft;
    form.edited = true;
  },
  /**
   * A note's invoice and its lines as read (issue 20, decision 1410: "From Invoice"): the draft takes the
   * invoice's customer, branch and place of supply and a line per invoice line with what is left to credit
   * (its rate, discount, HSN and GST as invoiced); the user then lowers what is not credited. Taken only
   * while the draft still names that invoice.
   */
  documentInvoiceFilled(
    state: DocumentsState,
    action: DocumentPayload<{ invoiceId: number; fill: InvoiceFill }>,
  ) {
    const { document, invoiceId, fill } = action.payload;
    const amends = DOCUMENTS[document].amends;
    const form = state[document].form;
    if (!amends || !form.draft || form.draft[amends.headerField] !== invoiceId) return;
    const lines = fill.lines.map(({ creditable: _creditable, ...line }) => line);
    form.draft = {
      ...form.draft,
      ...pick(fill.invoice, ['partyId', 'party', 'branchId', 'branch', 'placeOfSupply']),
      lines,
    };
    form.edited = true;
  },
  /**
   * The chosen dispatches as the invoice they make (issue 20, decision 1460: "From Dispatches"): the header
   * takes their place of supply, ship-to, transporter, vehicle, LR (what they name) and freight, and a line
   * per dispatch line left to bill joins the lines the user filled, replacing the blank ones; a dispatch
   * line on the draft already is not added twice. Taken only while the draft names their customer.
   */
  documentDispatchesFilled(state: DocumentsState, action: DocumentPayload<{ fill: DispatchesFill }>) {
    const { document, fill } = action.payload;
    const form = state[document].form;
    const lineField = DOCUMENTS[document].against?.lineField;
    if (!DOCUMENTS[document].fillsFrom || !lineField || !form.draft || form.draft.partyId !== fill.partyId)
      return;
    const { lines: filled, partyId: _partyId, freight, ...header } = fill;
    const named = Object.fromEntries(Object.entries(header).filter(([, value]) => value !== null));
    const kept = linesOf(form.draft).filter((line) => line.itemId !== undefined && line.itemId !== null);
    const onDraft = new Set(kept.map((line) => line[lineField]));
    const lines = [...kept, ...filled.filter((line) => !onDraft.has(line[lineField]))];
    form.draft = { ...form.draft, ...named, freight, lines };
    form.edited = true;
  },
  /**
   * A parcel scanned or typed on a dispatch, as read (decision 1142): each of its contents becomes a line
   * (its parcel, item, lot, stock area and quantity, and the order line it fills). The order's pending lines
   * its choice offered (naming neither a parcel nor a stock area) give the parcel what it fills of their order
   * line, and keep the rest, to go loose or be removed (decision 2200); a line the user placed stays as it is.
   * A parcel on the draft already adds nothing.
   */
  documentParcelAdded(state: DocumentsState, action: DocumentPayload<{ rows: readonly ParcelRow[] }>) {
    const { document, rows } = action.payload;
    const { posting, against } = DOCUMENTS[document];
    const field = posting?.rollField;
    const form = state[document].form;
    if (!field || !against || !form.draft) return;
    const drafted = linesOf(form.draft);
    if (rows.some((row) => drafted.some((line) => line[field] === row.parcelNumber))) return;
    const named = (value: unknown) => value !== undefined && value !== null && value !== '';
    const area = posting.areaField ?? 'stockAreaId';
    const filling = new Map<unknown, number>();
    for (const row of rows)
      filling.set(row.salesOrderLineId, (filling.get(row.salesOrderLineId) ?? 0) + row.quantity);
    const lines = drafted.flatMap((line) => {
      if (named(line[field]) || named(line[area])) return [line];
      const orderLine = line[against.lineField];
      const quantity = Number(line.quantity ?? 0);
      const taken = Math.min(quantity, filling.get(orderLine) ?? 0);
      filling.set(orderLine, (filling.get(orderLine) ?? 0) - taken);
      const left = Number((quantity - taken).toFixed(3));
      return left > 0 ? [{ ...line, quantity: left }] : [];
    });
    const added = rows.map((row) => ({
      [against.lineField]: row.salesOrderLineId ?? null,
      [field]: row.parcelNumber,
      itemId: row.itemId,
      item: { id: row.item.id, name: row.item.name },
      stockAreaId: row.stockAreaId,
      stockArea: { id: row.stockAreaId, name: row.stockAreaName },
      lotNumber: row.lotNumber,
      quantity: row.quantity,
      uomId: row.uom?.id ?? null,
      uom: row.uom,
    }));
    form.draft = { ...form.draft, lines: [...lines, ...added] };
    form.edited = true;
  },
  /**
   * A department's figures for the draft's period, as read (`searchItem`, decision 1020): the sheet takes
   * a line per item its books hold, counted as the books say. Taken only while the draft still asks them.
   */
  documentFiguresFilled(
    state: DocumentsState,
    action: DocumentPayload<{ query: ReconcileItemQuery; rows: readonly ReconcileItem[] }>,
  ) {
    const { document, query, rows } = action.payload;
    const posting = DOCUMENTS[document].posting;
    const form = state[document].form;
    const { reconciles, ofDepartment } = posting ?? {};
    if (!form.draft || !reconciles || !ofDepartment) return;
    const asked =
      form.draft[ofDepartment] === query.departmentId &&
      form.draft[reconciles.fromField] === query.fromDate &&
      form.draft[reconciles.toField] === query.toDate;
    if (!asked) return;
    const named = (id: number | null, name: string | null) => (id === null ? null : { id, name });
    const lines = rows.flatMap((row) =>
      linesFromFigures([row]).map((line) => ({
        ...line,
        item: { id: row.itemId, name: row.itemName },
        uom: named(row.uomId, row.uomName),
        stockArea: named(row.stockAreaId, row.stockAreaName),
      })),
    );
    form.draft = { ...form.draft, lines };
    form.edited = true;
  },
  documentLineRemoved(state: DocumentsState, action: DocumentPayload<{ index: number }>) {
    const form = state[action.payload.document].form;
    const lines = linesOf(form.draft).filter((_line, index) => index !== action.payload.index);
    form.draft = { ...form.draft, lines };
    form.edited = true;
  },
  /**
   * The party's last price for a line's item (issue 16: "defaulting to the last rate from that supplier";
   * a sales order's "prefills the rate"): taken while the line still has that item and the rate its item
   * gave, so a rate the user typed meanwhile stays.
   */
  documentLinePriced(
    state: DocumentsState,
    action: DocumentPayload<{ index: number; itemId: number; itemRate: unknown; rate: number }>,
  ) {
    const { document, index, itemId, itemRate, rate } = action.payload;
    const form = state[document].form;
    const line = form.draft?.lines?.[index];
    if (!form.draft?.lines || !line || line.itemId !== itemId || (line.rate ?? null) !== (itemRate ?? null))
      return;
    form.draft.lines[index] = { ...line, rate };
  },
  /**
   * A daily line's machine's last run (decision 1320): its blank prefill fields take the run's values, while
   * the line is still of that machine (a newer choice's answer is the one that counts); the index after the
   * last adds the line, as a machine chosen on a machine-wise header fills the line it offers.
   */
  documentLinePrefilled(state: DocumentsState, action: DocumentPayload<{ index: number; run: LastRun }>) {
    const { document, index, run } = action.payload;
    const { machineRuns, lines: table } = DOCUMENTS[document];
    const form = state[document].form;
    const lines = linesOf(form.draft);
    if (!machineRuns || index < 0 || index > lines.length) return;
    const line = lines[index] ?? {};
    if (runKeyOf(line, form.draft ?? {}).machineId !== run.machineId) return;
    lines[index] = prefillFromRun(table.fields, machineRuns.prefill, line, { ...run });
    form.draft = { ...form.draft, lines };
  },
  /** Asks where the draft's GST is due (its party, branch and chosen place). */
  documentPlacesRequested(state: DocumentsState, action: DocumentPayload) {
    state[action.payload.document].form.placesRequestId += 1;
  },
  documentPlacesLoaded(
    state: DocumentsState,
    action: DocumentPayload<{ requestId: number; places: DocumentPlaces }>,
  ) {
    const form = state[action.payload.document].form;
    if (action.payload.requestId === form.placesRequestId) form.places = action.payload.places;
  },
};

/** The draft's taxes, live (issue 16): the domain's, at the places the server read, a chosen place winning. */
export function draftTaxes(form: Pick<DocumentFormState, 'draft' | 'places'>): DocumentTaxes {
  const header = form.draft ?? {};
  const chosen = typeof header.placeOfSupply === 'string' && header.placeOfSupply !== '';
  return documentTaxes(header, linesOf(form.draft), {
    supplierState: form.places?.supplierState ?? undefined,
    placeOfSupply: chosen ? String(header.placeOfSupply) : (form.places?.placeOfSupply ?? undefined),
    igstOnIntra: form.places?.igstOnIntra === true,
  });
}
