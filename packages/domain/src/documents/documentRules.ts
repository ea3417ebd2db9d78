import type { ChildTableDef, ModuleDef, ModuleSpec } from '../catalogue/fields.ts';
import type { SysConfig } from '../config/config.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { goLiveEve } from './bookDates.ts';
import type { DocumentDef } from './documentDef.ts';
import { DOCUMENT_SYSTEM_FIELDS, GST_SERIES_FIELD, LINE_SYSTEM_FIELDS } from './documentFields.ts';
import { DOCUMENT_STATUS as S, type DocumentStatus } from './statuses.ts';

/* The rules every document type is read by, from its declaration (documentDef.ts) alone. */

/**
 * Whether a document type can wait for approval (its statuses have Pending Approval): orders, material
 * requests and material reconciliations; another stock document is done on submit, so the approval configuration does not offer it.
 */
export const waitsForApproval = (def: Pick<DocumentDef, 'statuses'>): boolean =>
  def.statuses.includes(S.PENDING_APPROVAL);

/**
 * What the state machine reads of a document type: its statuses, whether it is done (Completed) when
 * submitted, as a document that posts stock is (decision 0881), and whether it posts stock (it is not
 * amended back to a draft: decision 1041). `twoStep`: its `twoStepConfig` is YES, so a submit sends it.
 */
export const transitionRules = (
  def: Pick<DocumentDef, 'statuses' | 'posting' | 'completesOnSubmit' | 'accepts'>,
  twoStep = false,
): {
  statuses: readonly DocumentStatus[];
  completes: boolean;
  posts: boolean;
  closedByWork: boolean;
  accepted: boolean;
} => ({
  statuses: def.statuses,
  // A stock transfer posts on submit but stays Open in transit until its validations close it; an
  // allocation reserves on submit and is completed by its issue (decision 1004).
  completes:
    (def.completesOnSubmit === true ||
      (def.posting !== undefined && def.posting.reserves !== true && !twoStep)) &&
    def.statuses.includes(S.COMPLETED),
  posts: def.posting !== undefined || def.completesOnSubmit === true,
  closedByWork: def.posting?.toTransit === true,
  accepted: def.accepts !== undefined,
});

/**
 * Whether a document declaring two steps sends on submit rather than completes (decision 2355), its switch being
 * YES: unless its `twoStepBetween` fields name the same sender and receiver, who has nothing to accept.
 */
export const sendsBetween = (
  def: Pick<DocumentDef, 'twoStepBetween'>,
  header: Readonly<Record<string, unknown>>,
): boolean => {
  if (def.twoStepBetween === undefined) return true;
  const [from, to] = def.twoStepBetween.map((key) => header[key]);
  return from === undefined || from === null || from !== to;
};

/**
 * The header field a document is worth by (issue 56): its billing amount (a receipt's `amount`), else its
 * grand total where its lines carry GST; none for a document without money (a gate entry, a material request).
 */
export const documentValueField = (def: Pick<DocumentDef, 'billing' | 'valuation'>): string | undefined =>
  def.billing?.amountField ?? (def.valuation === 'gst' ? 'grandTotal' : undefined);

/** A document whose submit reserves stock is completed by the user's issue, which posts it (decision 1004). */
export const issuesReserved = (def: Pick<DocumentDef, 'posting'>): boolean => def.posting?.reserves === true;

/**
 * A new document's draft: the header fields' defaults (a stock issue's purpose) and today's date; an opening
 * balance's the go-live eve, the one date it takes (decision 2121), once GO_LIVE_DATE is set.
 */
export const newDocumentDraft = (
  def: Pick<DocumentDef, 'fields' | 'opening'>,
  today: string,
  config?: SysConfig | null,
): Record<string, unknown> => ({
  ...Object.fromEntries(
    def.fields.flatMap((field) =>
      field.defaultValue === undefined ? [] : [[field.key, field.defaultValue]],
    ),
  ),
  date: (def.opening && goLiveEve(config?.GO_LIVE_DATE)) || today,
});

/**
 * A new line: its fields' declared defaults (a production line's Role, Input), as the grid shows the line it
 * offers; the first value typed into that line joins them (issue 56: the Role went blank once the line was typed).
 */
export const newDocumentLine = (lines: Pick<ChildTableDef, 'fields'>): Record<string, unknown> =>
  Object.fromEntries(
    lines.fields.flatMap((field) =>
      field.defaultValue === undefined ? [] : [[field.key, field.defaultValue]],
    ),
  );

/**
 * What the server's table generation reads of a document (decision 0804): the header's columns (the
 * system fields, then the entered ones) and one line table with the entered, computed and progress
 * fields. Numbers are unique per organisation, a GST series' per its GSTIN (decision 1825); a draft has none.
 */
export const documentTables = (
  document: DocumentDef,
): Pick<ModuleSpec, 'key' | 'fields' | 'children' | 'sortKey' | 'largeList' | 'uniqueKeys'> => ({
  key: document.key,
  fields: [...DOCUMENT_SYSTEM_FIELDS, ...(document.gstSeries ? [GST_SERIES_FIELD] : []), ...document.fields],
  children: [
    {
      ...document.lines,
      fields: [...document.lines.fields, ...LINE_SYSTEM_FIELDS, ...document.progressFields],
    },
  ],
  sortKey: 'number',
  largeList: true,
  uniqueKeys: ['number'],
});

/**
 * The module a document's body is checked with, by the form before sending and by the server on save: its
 * entered fields and lines. The place of supply may be left out: the server defaults it from the party
 * and the branch (decision 0802).
 */
export const documentModule = (def: DocumentDef): ModuleDef => ({
  key: def.key,
  kind: 'master',
  apiPath: def.apiPath,
  aclName: def.aclName,
  route: def.route,
  label: def.label,
  fields: def.fields.map((field) => (field.key === 'placeOfSupply' ? { ...field, required: false } : field)),
  listColumns: def.listColumns,
  searchKeys: def.searchKeys,
  sortKey: 'number',
  children: [def.lines],
  ...(def.rules ? { rules: def.rules } : {}),
  duplicateCode: RESPONSE_CODES.DUPLICATE,
  notFoundCode: RESPONSE_CODES.NOT_FOUND,
});

/** Why a switched-off document's call is refused (decision 1233). */
export const switchedOff = (def: Pick<DocumentDef, 'label'>, feature: string): string =>
  `${def.label} is switched off: set ${feature} to YES in the system configuration.`;
