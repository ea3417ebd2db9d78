import { createAction, isAnyOf } from '@reduxjs/toolkit';
import {
  catchError,
  defer,
  EMPTY,
  filter,
  from,
  ignoreElements,
  map,
  merge,
  of,
  switchMap,
  mergeMap,
} from 'rxjs';
import {
  DOCUMENTS,
  configDefaults,
  declaredTerms,
  documentByModuleId,
  draftParty,
  headerOrigin,
  isBlank,
  lookupObjectKey,
  orderFillOf,
  periodInOrder,
  type DocumentKey,
} from '@erp/domain';
import { lookupApiPath } from '../../entity/entity.ts';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { approvalDecided } from '../approvals/approvalsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  documentDraftChanged,
  documentFiguresFilled,
  documentFormCleared,
  documentLineChanged,
  documentLinePriced,
  documentOrderFilled,
  documentBillLinesFilled,
  documentOriginTermsFilled,
  documentInvoiceFilled,
  documentPlacesLoaded,
  documentPlacesRequested,
  documentRecordLoaded,
  documentRecordRequested,
  documentSaved,
} from './documentsSlice.ts';
import { perDocument } from './documentsEpics.ts';

// The epics of the form's draft (decision 0812): where its GST is due, a line's last price, its print.

/** The header fields the places of a draft follow: its party's, and its origin record's (decision 1811). */
const placeFields = (document: DocumentKey): readonly string[] => {
  const origin = DOCUMENTS[document].origin?.field;
  return ['partyId', 'branchId', 'placeOfSupply', ...(origin ? [origin] : [])];
};

const idOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** A document read or saved, or its party, branch or place changed: its places are asked again. */
export const askDocumentPlacesEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(isAnyOf(documentRecordLoaded, documentSaved, documentDraftChanged)),
    // A stock document carries no GST (decision 0880): it has no places to ask for.
    filter((action) => DOCUMENTS[action.payload.document].valuation === 'gst'),
    filter(
      (action) =>
        !documentDraftChanged.match(action) ||
        placeFields(action.payload.document).includes(action.payload.field),
    ),
    map((action) => documentPlacesRequested({ document: action.payload.document })),
  );

/** The places of the draft as it now is; a newer ask cancels the older. A failure keeps the last places. */
export const loadDocumentPlacesEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentPlacesRequested.match),
    perDocument(
      switchMap(({ payload: { document } }) => {
        const { draft, placesRequestId: requestId } = state$.value.documents[document].form;
        const origin = DOCUMENTS[document].origin?.field;
        const query = {
          // A quotation's customer may be known only through its funnel entry (decisions 1626, 1811), and
          // a prospect's GST is due in its own state (decision 1840): the entry goes along.
          ...(origin ? { [origin]: idOrNull(draft?.[origin]) } : {}),
          partyId: idOrNull(draftParty(DOCUMENTS[document], draft)),
          branchId: idOrNull(draft?.branchId),
          placeOfSupply:
            typeof draft?.placeOfSupply === 'string' && draft.placeOfSupply !== ''
              ? draft.placeOfSupply
              : null,
        };
        if (query.partyId === null && query.branchId === null) return EMPTY;
        return defer(() => api.documents.places(document, query)).pipe(
          map((places) => documentPlacesLoaded({ document, requestId, places })),
          catchError(() => EMPTY),
        );
      }),
    ),
  );

/**
 * A line's item chosen on a document with a party: that party's last price for the item (issue 16: "rate
 * defaulting to the last rate from that supplier"; a sales order's rate "prefilled from the customer's
 * last price"; a quotation's customer also through its funnel entry), taken by the line while its rate is
 * still the item's. None, or a failure: the item's stays.
 */
export const lastPriceEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentLineChanged.match),
    filter(({ payload }) => payload.field === 'itemId' && payload.item !== undefined),
    // Only orders have last prices; an inward takes its rate from its order's line.
    filter(({ payload }) => DOCUMENTS[payload.document].valuation === 'gst'),
    mergeMap(({ payload: { document, index } }) => {
      const { draft } = state$.value.documents[document].form;
      // A quotation's customer may be known only through its funnel entry (decision 1626).
      const partyId = idOrNull(draftParty(DOCUMENTS[document], draft));
      const line = draft?.lines?.[index];
      const itemId = idOrNull(line?.itemId);
      if (partyId === null || itemId === null) return EMPTY;
      const price =
        DOCUMENTS[document].partyRole === 'customer'
          ? api.items.getItemLastPrice({ customerId: partyId, itemId })
          : api.items.getItemLastPurchasePrice({ supplierId: partyId, itemId });
      const itemRate = line?.rate ?? null;
      return defer(() => price).pipe(
        mergeMap((last) =>
          last ? of(documentLinePriced({ document, index, itemId, itemRate, rate: last.rate })) : EMPTY,
        ),
        catchError(() => EMPTY),
      );
    }),
  );

/**
 * A new draft's line fields that start from system config (decision 1230: a weaving entry's tape bobbins):
 * the first line takes the configured value; a record is read first, so that it shows by its name and
 * fills what choosing it fills. A record that cannot be read leaves the line as it is.
 */
export const prefillFromConfigEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentFormCleared.match),
    filter(({ payload }) => payload.draft !== undefined),
    mergeMap(({ payload: { document } }) =>
      from(configDefaults(DOCUMENTS[document].lines.fields, state$.value.config.sysConfig)).pipe(
        mergeMap(({ field, value }) => {
          const line = { document, index: 0, field: field.key, prefilled: true };
          if (!field.lookup) return of(documentLineChanged({ ...line, value }));
          const id = Number(value);
          if (!Number.isSafeInteger(id) || id <= 0) return EMPTY;
          return defer(() => api.entity.getById(lookupApiPath(field.lookup?.module ?? ''), id)).pipe(
            map((record) => documentLineChanged({ ...line, value: id, item: record })),
            catchError(() => EMPTY),
          );
        }),
      ),
    ),
  );

/**
 * The order a draft is made from chosen (an inward's purchase order, a gate entry's: `orderFillOf`): the order
 * is read through the draft's document (`getAgainst`, decision 1854) and the draft takes its pending lines
 * (`documentOrderFilled`); a newer choice cancels the older read.
 */
export const fillFromOrderEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(documentDraftChanged.match),
    filter(({ payload }) => orderFillOf(DOCUMENTS[payload.document])?.headerField === payload.field),
    perDocument(
      switchMap(({ payload: { document, value } }) => {
        const orderId = idOrNull(value);
        if (orderId === null) return EMPTY;
        return defer(() => api.documents.getAgainst(document, orderId)).pipe(
          map((order) => documentOrderFilled({ document, order })),
          catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
        );
      }),
    ),
  );

/**
 * A record chosen whose lookup `fills` a lookup of the draft (an inward's gate entry, its purchase order: issue
 * 56), where the draft names none: that lookup is chosen as the user chooses it, with the record it names as the
 * chosen one carries it, so that what follows its choice follows (the order's lines, its supplier).
 */
export const chooseFilledLookupsEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(documentDraftChanged.match),
    mergeMap(({ payload: { document, field, record } }) => {
      const { fields } = DOCUMENTS[document];
      const fills = fields.find((candidate) => candidate.key === field)?.lookup?.fills ?? [];
      const draft = state$.value.documents[document].form.draft ?? {};
      return from(
        fills.flatMap((key) => {
          const filled = fields.find((candidate) => candidate.key === key);
          const value = idOrNull(record?.[key]);
          if (!filled?.lookup || value === null || !isBlank(draft[key])) return [];
          const named = record?.[lookupObjectKey(filled)];
          const chosen = typeof named === 'object' && named !== null ? named : {};
          return [documentDraftChanged({ document, field: key, value, record: { ...chosen, id: value } })];
        }),
      );
    }),
  );

/** A header field's label as the declaration gives it. */
const labelOf = (document: DocumentKey, field: string): string =>
  DOCUMENTS[document].fields.find((candidate) => candidate.key === field)?.label ?? field;

/** The form's From Purchase Order (decision 1494): the draft bill's lines are filled again from its order. */
export const documentOrderFillRequested = createAction<{ document: DocumentKey }>(
  'documents/orderFillRequested',
);

/**
 * A bill's order chosen (decision 1442), or its From Purchase Order asked (decision 1494): the server's
 * lines of what the order's inwards accepted and its bills have not charged fill the draft
 * (`documentBillLinesFilled`); a newer ask cancels the older call. Asked before an order is chosen, it says
 * so.
 */
export const fillBillFromOrderEpic: AppEpic = (action$, state$, { api }) =>
  merge(
    action$.pipe(filter(documentOrderFillRequested.match)),
    action$.pipe(
      filter(documentDraftChanged.match),
      filter(({ payload }) => DOCUMENTS[payload.document].match?.headerField === payload.field),
    ),
  ).pipe(
    perDocument(
      switchMap((action) => {
        const { document } = action.payload;
        const field = DOCUMENTS[document].match?.headerField ?? '';
        const chosen = documentDraftChanged.match(action);
        const orderId = idOrNull(
          chosen ? action.payload.value : state$.value.documents[document].form.draft?.[field],
        );
        if (orderId === null)
          return chosen ? EMPTY : of(toast.error(`Choose the ${labelOf(document, field)} first`));
        return defer(() => api.documents.linesFromOrder(document, orderId)).pipe(
          map((lines) => documentBillLinesFilled({ document, orderId, lines })),
          catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
        );
      }),
    ),
  );

/**
 * The document a draft is made from chosen in its header (a bill's purchase order, an inward's, a note's
 * invoice): the terms its save would take from it (`originTerms`, decision 2020) fill what the draft leaves
 * blank (`documentOriginTermsFilled`), so that a required term (a bill's branch) is shown, not refused; a
 * newer choice cancels the older read.
 */
export const fillTermsFromOriginEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentDraftChanged.match),
    filter(({ payload }) => {
      const def = DOCUMENTS[payload.document];
      return headerOrigin(def)?.field === payload.field && declaredTerms(def).length > 0;
    }),
    perDocument(
      switchMap(({ payload: { document, value } }) => {
        const originId = idOrNull(value);
        const draft = state$.value.documents[document].form.draft;
        if (originId === null || !draft) return EMPTY;
        const { lines: _lines, ...header } = draft;
        return defer(() => api.documents.originTerms(document, header)).pipe(
          map((terms) => documentOriginTermsFilled({ document, originId, terms })),
          catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
        );
      }),
    ),
  );

/** The form's From Invoice (decision 1410): the draft note's lines are filled again from its invoice. */
export const documentInvoiceFillRequested = createAction<{ document: DocumentKey }>(
  'documents/invoiceFillRequested',
);

/**
 * A note's invoice chosen, or its From Invoice asked: what is left of the invoice's lines is read
 * (`linesFromInvoice`) and the draft takes them (`documentInvoiceFilled`); a newer choice cancels the older
 * read, a refusal (an invoice not completed) is shown.
 */
export const fillFromInvoiceEpic: AppEpic = (action$, state$, { api }) =>
  merge(
    action$.pipe(filter(documentInvoiceFillRequested.match)),
    action$.pipe(
      filter(documentDraftChanged.match),
      filter(({ payload }) => DOCUMENTS[payload.document].amends?.headerField === payload.field),
    ),
  ).pipe(
    perDocument(
      switchMap(({ payload: { document } }) => {
        const field = DOCUMENTS[document].amends?.headerField ?? '';
        const invoiceId = idOrNull(state$.value.documents[document].form.draft?.[field]);
        if (invoiceId === null) return EMPTY;
        return defer(() => api.documents.linesFromInvoice(document, invoiceId)).pipe(
          map((fill) => documentInvoiceFilled({ document, invoiceId, fill })),
          catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
        );
      }),
    ),
  );

/** The header fields a reconciliation's figures follow: its department and period (decision 1020). */
const figureFields = (document: DocumentKey): readonly string[] => {
  const { reconciles, ofDepartment } = DOCUMENTS[document].posting ?? {};
  return reconciles && ofDepartment ? [ofDepartment, reconciles.fromField, reconciles.toField] : [];
};

/**
 * A reconciliation's department or period chosen, all three given and in order: the department's
 * figures for the period are read (every item, one page of 500) and the sheet takes a line per item its
 * books hold (`documentFiguresFilled`); a newer choice cancels the older read.
 */
export const fillFromFiguresEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentDraftChanged.match),
    filter(({ payload }) => figureFields(payload.document).includes(payload.field)),
    perDocument(
      switchMap(({ payload: { document } }) => {
        const [department = '', from = '', to = ''] = figureFields(document);
        const draft = state$.value.documents[document].form.draft ?? {};
        const departmentId = idOrNull(draft[department]);
        const [fromDate, toDate] = [draft[from], draft[to]];
        if (departmentId === null || typeof fromDate !== 'string' || typeof toDate !== 'string') return EMPTY;
        if (fromDate === '' || toDate === '' || !periodInOrder(fromDate, toDate)) return EMPTY;
        const query = { departmentId, fromDate, toDate };
        return defer(() => api.items.searchReconcileItems({ ...query, size: 500 })).pipe(
          map((page) => documentFiguresFilled({ document, query, rows: page.rows })),
          catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
        );
      }),
    ),
  );

/** A decision on the document the form shows moved it (to Open, the next level, or back to Draft): read it again. */
export const reloadAfterDecisionEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(approvalDecided.match),
    mergeMap(({ payload: { moduleId, entityId } }) => {
      const document = documentByModuleId(moduleId)?.key;
      const shown = document ? state$.value.documents[document].form.record?.id : undefined;
      return document && shown === entityId ? of(documentRecordRequested({ document, id: entityId })) : EMPTY;
    }),
  );

interface PrintPayload {
  document: DocumentKey;
  id: number;
  number: string | null;
}

/** Prints the QR labels of what a completed document brought into stock (issue 17): a PDF sheet downloads. */
export const documentLabelsRequested = createAction<PrintPayload>('documents/documentLabelsRequested');

/** The same labels for a thermal printer (issue 22, decision 1721): a ZPL file downloads. */
export const documentZplLabelsRequested = createAction<PrintPayload>('documents/documentZplLabelsRequested');

/** A document's labels download, as a PDF sheet or as ZPL; a refusal is a toast. */
export const printDocumentEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(documentLabelsRequested, documentZplLabelsRequested)),
    mergeMap((action) => {
      const { document, id, number } = action.payload;
      const zpl = documentZplLabelsRequested.match(action);
      const name = number ?? String(id);
      return trackDownload(
        downloadKeys.labels(document, id, zpl ? 'zpl' : 'pdf'),
        (onProgress) =>
          (zpl
            ? api.labels.labelsZpl(document, id, name, onProgress)
            : api.labels.labels(document, id, name, onProgress)
          ).pipe(ignoreElements()),
        (error) => [toast.error(errorMessageOf(error))],
      );
    }),
  );
