/**
 * Messages composed with values (a field's label, a limit, a count): one English template each, with
 * `{{name}}` placeholders. The domain, the server and the store compose them with `say`; a screen turns a
 * message back into its template and values with `readPhrase` and shows the template's translation
 * with the values put in (decision 0524), so that a message made in English on the server reads in the
 * user's language without the server knowing it.
 */
export const PHRASES = {
  required: '{{label}} is required',
  requiredBecause: '{{label}} is required {{reason}}',
  notNumber: '{{label}} must be a number',
  // Issue 57 (decision 2272): a number sent as text is read only as a person writes it.
  plainNumber:
    '{{label}} must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
  digitsOnly:
    '{{label}} must be written in digits only, as 42: no sign, point, exponent, spaces or leading zeros',
  wholeNumber: '{{label}} must be a whole number',
  positive: '{{label}} must be greater than zero',
  notNegative: '{{label}} must not be negative',
  atLeast: '{{label}} must be at least {{min}}',
  atMost: '{{label}} must be at most {{max}}',
  atMostCharacters: '{{label}} must be at most {{max}} characters',
  oneDecimal: '{{label}} may have at most 1 decimal place',
  decimals: '{{label}} may have at most {{decimals}} decimal places',
  fromTheList: '{{label}} must be chosen from the list',
  yesOrNo: '{{label}} must be yes or no',
  notDate: '{{label}} must be a date',
  validDate: '{{label}} must be a valid date',
  validDateTime: '{{label}} must be a valid date and time (2026-11-24 11:32:00)',
  listedChoice: '{{label}} must be one of the listed choices',
  notText: '{{label}} must be text',
  unstorable: '{{label}} contains a character that cannot be stored',
  gstin: '{{label}} must be a valid 15-character GSTIN',
  pan: '{{label}} must be a valid PAN (for example ABCDE1234F)',
  hsn: '{{label}} must have 4, 6 or 8 digits',
  phone: '{{label}} must be a 10-digit mobile number or a landline with its STD code',
  pincode: '{{label}} must be a 6-digit PIN code',
  ifsc: '{{label}} must be a valid IFSC (for example SBIN0001234)',
  code: '{{label}} may contain only letters, digits and - _ / .',
  key: '{{label}} must start with a letter and contain only letters, digits and _',
  url: '{{label}} must be a web address starting with http:// or https://',
  email: '{{label}} must be a valid e-mail address',
  passwordLength: '{{label}} must be at least {{min}} characters',
  time: '{{label}} must be a time of day as HH:MM (24-hour)',
  gstinState:
    'The GSTIN {{gstin}} is of {{gstinState}} ({{code}}), but {{where}} is in {{addressState}} ({{stateCode}}).',
  switchValue: '{{label}} is a switch: its value must be {{on}} or {{off}}',
  // Issue 42: a switched-off screen's warning names its setting in words and where it is set.
  switchedOff: '{{label}} is switched off (System Configuration › {{key}}). An administrator can turn it on.',
  rowNotRecord: '{{label}}: every row must be a record',
  notRows: '{{label}} must be a list of rows',
  oneRowAtLeast: '{{label}}: add at least 1 row',
  rowsAtLeast: '{{label}}: add at least {{min}} rows',
  notRecord: '{{label}}: the data sent is not a record',
  tooManyRecords: 'At most {{limit}} records can be saved at once; {{sent}} were sent.',
  tooManyLines:
    '{{label}}: a document has at most {{limit}} rows; {{sent}} were sent. Split it into more documents.',
  figureTooLarge: '{{label}} works out above {{max}}, more than can be kept: lower the quantities or rates',
  sheetTooLarge:
    'The sheet has {{rows}} rows; at most {{limit}} can be posted at once. Split it into smaller sheets.',
  readTooLong:
    'This took longer than {{limit}} to read and was stopped. Narrow its dates or filters and run it again.',
  sheetColumns: 'The first row must name the columns {{names}}; missing: {{missing}}',
  notFoundChoose: '{{label}} was not found: choose one from the list',
  idNotFoundChoose: '{{label}}: the {{target}} with the id {{id}} was not found: choose one from the list',
  notFoundOnRowChoose: '{{label}} (row {{row}}) was not found: choose one from the list',
  inUseByA: 'This {{label}} is used by a {{reference}} record and cannot be deleted.',
  inUseByAn: 'This {{label}} is used by an {{reference}} record and cannot be deleted.',
  onRow: 'Row {{row}}: {{message}}',
  linkWrittenByServer: '{{label}} is set by the server, never by hand: leave it out',
  loginsWaitSecond: 'Too many failed logins. Please try again in 1 second.',
  loginsWaitSeconds: 'Too many failed logins. Please try again in {{count}} seconds.',
  loginsWaitMinute: 'Too many failed logins. Please try again in 1 minute.',
  loginsWaitMinutes: 'Too many failed logins. Please try again in {{count}} minutes.',
  noItemCode: 'No item has the code {{code}}',
  itemInactive: 'Item {{code}} is inactive',
  noStockArea: 'No stock area is named {{name}}',
  stockAreaInactive: 'Stock area {{name}} is inactive',
  alsoOnRow: '{{code}} in {{area}} is also on row {{row}}',
  postedAlready: 'The opening stock of {{code}} in {{area}} was posted already',
  sheetNotPostedRow:
    'The sheet was not posted: 1 row has problems. Correct it and upload the whole sheet again.',
  sheetNotPostedRows:
    'The sheet was not posted: {{rows}} rows have problems. Correct them and upload the whole sheet again.',
  openingPostedRow: 'Opening stock posted: 1 row',
  openingPostedRows: 'Opening stock posted: {{rows}} rows',
  // Decision 2260: a file no parser of ours is given, said in words.
  xmlTooLarge: '{{name}} is larger than a sheet may unpack to ({{limit}}). Export fewer masters at a time.',
  xmlNotText:
    '{{name}} is not text in UTF-8 or UTF-16, the encodings Tally exports in. Export the masters from Tally again in XML format and choose that file.',
  xmlDeclares:
    '{{name}} declares a document type or entities ({{declaration}}), which a Tally export never does, and is not read. Export the masters from Tally again in XML format and choose that file.',
  xmlTooManyMasters:
    '{{name}} holds {{count}} masters: a file may hold at most {{limit}}, as a sheet its rows. Export fewer at a time.',
  xmlTooManyElements:
    '{{name}} holds {{count}} XML elements: a file may hold at most {{limit}}, as a sheet its cells. Export fewer masters at a time.',
  xmlMalformed:
    '{{name}} is not well-formed XML (line {{line}}: {{problem}}). Export the masters from Tally again in XML format and choose that file.',
  workbookDeclares:
    '{{name}} declares a document type or entities inside (<!DOCTYPE>), which Excel never writes, and is not read. Save it again from Excel as .xlsx, or as CSV.',
  // Decisions 2261–2262: what a job stopped before its end undid of what it had written.
  jobCancelledNothing: 'Cancelled by you: nothing was saved.',
  jobCancelledUndoneOne:
    'Cancelled by you: the record it had written was removed again, so nothing was saved.',
  jobCancelledUndone:
    'Cancelled by you: the {{count}} records it had written were removed again, so nothing was saved.',
  jobStoppedUndone:
    'The server stopped while this was being done: what it had written was removed again. Do it again.',
  jobFailedUndone:
    'This could not be done, and what it had written was removed again. Try again; if it fails again, tell your administrator.',
  jobCancelQueued: 'Cancelled before it started.',
  jobCancelRunning: 'Being cancelled: it stops after the piece under way and undoes what it wrote.',
  jobEndedAlready: 'This has ended already: there is nothing left to cancel.',
  noSuchJob: 'There is no such job of yours.',
  jobUndoneKept:
    'Stopped before its end: {{undone}} of the records it had written were removed again; {{kept}} had been used or changed by others meanwhile and were kept.',
  openingPostedRowNumbered: 'Opening stock posted: 1 row ({{number}})',
  openingPostedRowsNumbered: 'Opening stock posted: {{rows}} rows ({{number}})',
  // A line going out that its place cannot give (decision 2202): what the line may take of what it named.
  stockShort: 'Only {{available}} of {{item}} available in {{area}}; {{wanted}} asked',
  stockShortHeld: 'Only {{available}} of {{item}} available in {{area}} ({{held}} held); {{wanted}} asked',
  stockShortRoll: 'Only {{available}} of {{item}} in roll {{roll}} available in {{area}}; {{wanted}} asked',
  stockShortParcel:
    'Only {{available}} of {{item}} in parcel {{parcel}} available in {{area}}; {{wanted}} asked. Choose a parcel in stock with Choose Parcels, or leave Parcel Number blank to dispatch loose goods.',
  stockShortParcelLoose:
    'Only {{available}} of {{item}} in parcel {{parcel}} available in {{area}}; {{wanted}} asked. {{loose}} lie there loose: leave Parcel Number blank to dispatch them.',
  stockShortLoose:
    'Only {{available}} of {{item}} available loose in {{area}}; {{wanted}} asked. Lower the quantity, or take it from the stock area that holds it.',
  stockShortLoosePacked:
    'Only {{available}} of {{item}} available loose in {{area}}; {{wanted}} asked. {{packed}} more lie there packed in parcels: add them with Scan Parcel or Choose Parcels.',
  parcelNotInStock:
    'Parcel {{parcel}} is not in stock: it was never packed, or it has been dispatched. Pack goods into parcels in Packaging, or dispatch them loose on a line without a parcel number.',
  parcelNeverPacked:
    'There is no parcel {{parcel}}: no completed packaging packed it, or it was dispatched loose. Check the number on its label.',
  parcelLeftUnseen:
    'Parcel {{parcel}} has left on a dispatch another user entered; your role sees only its own dispatches.',
  parcelLoadingUnseen:
    'Parcel {{parcel}} is being loaded onto a dispatch another user entered; your role sees only its own dispatches.',
  leadsImported: 'Leads imported: {{count}}',
  intakeTokenShownOnce: 'Copy the intake token now: it is shown only once',
  intakeTokenRevoked: 'The intake token is revoked: forms posting with it are refused',
  leadReceived: 'Lead received',
  submittedUnchangeable: 'A submitted {{label}} cannot be changed; cancel it or close it',
  booksLocked: 'The books are locked up to {{date}}: choose a later date',
  noCreateRight: 'Your role may not create a {{label}}',
  noSubmitRight: 'Your role may not submit a {{label}}',
  noCancelCloseRight: 'Your role may not cancel or close a {{label}}',
  noAmendRight: 'Your role may not amend a {{label}}',
  statusAlready: 'It is {{status}} already.',
  statusCannotBecome: 'A document that is {{from}} cannot become {{to}}.',
  statusWouldBecome: 'It would become {{result}}, not {{to}}.',
  saved: '{{label}} Saved Successfully',
  updated: '{{label}} Updated Successfully',
  deleted: '{{label}} Deleted Successfully',
  // Issue 56: a lab test is judged on readings of the item's quality parameters, or refused.
  noQualityParameters:
    '{{item}} has no quality parameters to test it by: add its quality parameters in Masters → Quality Parameters, then enter their readings.',
  noReadings: 'Enter the readings: a lab test is judged on the readings of the quality parameters tested.',
  // Issue 56: a document chosen names another record than the one the form names (a gate entry's order).
  ofAnother:
    '{{label}} {{number}} is of {{other}} {{otherNumber}}: choose that {{other}}, or another {{label}}.',
  // Issue 56: a Tally stock item without a price or reorder level is made without it (decision 2221).
  tallyNoFigure:
    'Stock items with no {{figure}} in Tally: {{count}} ({{names}}). Their items take none from it: enter it on the item where it is needed.',
  documentSubmitted: '{{label}} {{number}} Submitted Successfully',
  documentClosed: '{{label}} {{number}} Closed Successfully',
  documentCancelled: '{{label}} {{number}} Cancelled Successfully',
  documentAmended: '{{label}} {{number}} Amended: edit it and submit it again',
  documentIssued: '{{label}} {{number}} Issued Successfully',
  documentAccepted: '{{label}} {{number}} Accepted Successfully',
  documentCompleted: '{{label}} {{number}} Completed Successfully',
  countsSaved: 'Counts saved',
  notSupplier: '{{name}} is not a supplier.',
  reorderDraftMade: '1 draft purchase order made: {{names}}',
  reorderDraftsMade: '{{count}} draft purchase orders made: {{names}}',
  gstNumberCharacters: 'The number {{number}} may contain only letters, digits, - and / (GST rule 46).',
  gstNumberLength:
    'The number {{number}} has {{length}} characters; a GST invoice number may have at most {{max}}.',
  billBeyondAccepted: '{{item}}: {{billed}} billed, but only {{open}} accepted at inward is left to bill.',
  billRateOffOrder:
    "{{item}}: billed at ₹{{billRate}}, the order's rate is ₹{{orderRate}} (tolerance {{tolerance}}%).",
  billNotOrderLine: 'Line {{line}} is not a line of the chosen purchase order.',
  billOtherItem: "Line {{line}} must keep the purchase order line's item.",
  billTwice: "The supplier's bill {{bill}} is entered already as {{first}}.",
  openingTwice: 'The opening balance of {{bill}} of this party is entered already as {{first}}.',
  billOrderOtherSupplier: 'Purchase order {{order}} was placed with another supplier.',
  heldForRoles: 'It waits for approval at level {{level}}: {{roles}} may approve or reject it.',
  heldForDecider:
    'It waits for approval: no approval level is set for the {{label}}, so anyone whose role may cancel or close it may approve or reject it.',
  creditLimitExceeded:
    'Over the credit limit: ₹{{owed}} owed and ₹{{ordered}} ordered exceed the limit of ₹{{limit}}.',
  vehicleNumber: '{{vehicle}} is not a vehicle registration number (for example GJ05AB1234).',
  vehicleTwice: '{{vehicle}} is entered twice.',
  vehicleEmpty: '{{vehicle}} must carry a quantity greater than zero.',
  vehiclesTooFew: 'A multi-vehicle movement needs at least two vehicles.',
  vehiclesCarry: 'The vehicles carry {{carried}}, but the consignment is {{total}}.',
  creditOverdue:
    'Invoices overdue past {{days}} credit days: {{count}}, ₹{{amount}} unpaid; the oldest, {{number}}, was due on {{due}}.',
  allocatedOverUnpaid: '₹{{allocated}} is more than the ₹{{unpaid}} unpaid of {{number}}.',
  allocatedOverAmount: 'The lines allocate ₹{{allocated}}, more than the amount of ₹{{amount}}.',
  allocationNotOpen: 'Line {{line}} names no open {{what}} of this party.',
  allocatedTwice: '{{number}} is allocated on two lines.',
  allocationMisnamed: 'Line {{line}} shows {{shown}}, but the document it names is {{number}}.',
  settleAmountSpent:
    'The amount of ₹{{amount}} is allocated in full: {{numbers}} not settled. Raise the amount to settle them.',
  loomAreaOtherDepartment:
    "Stock area {{area}} is not of {{loom}}'s department {{department}}: bring its rolls into an area of {{department}} or the loom's own.",
  wastageNotWeight:
    '{{material}} is kept in {{unit}}, not a weight: wastage is entered in kg. Give it a unit of GST code KGS, GMS or MTS.',
  wastageMaterialUnnamed:
    "Choose the wastage material: {{batch}} names none, so the day's wastage cannot come into stock without one.",
  shiftEnteredTwice:
    "{{machine}}'s {{shift}} of {{date}} is on {{number}} already: amend that entry rather than entering the shift twice.",
  ownRecordsOnly: '{{label}} must be you: your role sees only the records it owns.',
  // Issue 58 (decision 2310): a scan that opens nothing says why.
  scanNamesNothing:
    'This code names nothing here: scan the QR label of a lot, roll, parcel, machine, stock area or rack.',
  scanOtherSite: 'This label is of another site ({{site}}): it opens nothing here.',
  scanOtherOrganisation: 'This label is of another organisation: it opens nothing here.',
  scanOtherKind: 'This is the label of {{found}}: scan the label of {{wanted}} here.',
  // Issue 58 (decision 2340): what a floor action lists by scanning.
  scannedList: '{{label}} must be a list of what was scanned',
  scanOneAtLeast: '{{label}}: scan one at least',
  scannedAtMost: '{{label}}: at most {{max}} in one go',
  // What a floor action did, as the phone shows it (decision 2340).
  floorMoved: '{{lot}} moved to {{place}}.',
  floorSent: '{{lot}} sent to {{place}}: it waits there for the receiving department to accept it.',
  floorIssued: '{{quantity}} of {{lot}} issued to {{department}}.',
  floorIssuedAgainst: '{{quantity}} of {{lot}} issued to {{department}} against {{request}}.',
  floorCounted: '{{lot}} counted as {{quantity}} on its open count sheet.',
  floorHeld: '{{lot}} held for the lab: {{quantity}}.',
  floorReleased: '{{lot}} released from the lab hold: {{quantity}}.',
  floorPacked: 'Parcel {{parcel}} packed with {{count}} scanned.',
  floorLoaded: 'Parcels loaded onto the dispatch: {{count}}.',
  floorStopped: '{{machine}} stopped: {{reason}}',
  floorRestarted: '{{machine}} restarted after {{minutes}} minutes.',
  floorRollEntered: 'Roll {{roll}} entered from {{machine}}: {{metres}} m, {{kg}} kg.',
  // What a floor action refuses on arrival, changed since the phone saw it (decision 2341).
  floorNoStockSeen: '{{lot}} has no stock where it was seen: it was moved or used meanwhile.',
  floorInAreas: '{{lot}} lies in {{count}} stock areas: scan it where it lies.',
  floorOnHold: '{{lot}} is on hold for the lab at {{area}}: release it first.',
  floorLessThanAsked:
    '{{lot}} has only {{free}} free at {{area}}, less than the {{asked}} asked: it was moved or used meanwhile.',
  floorThereAlready: '{{lot}} is at {{area}} already.',
  floorNoRack: 'There is no such rack here.',
  floorRackElsewhere: '{{rack}} is not a rack of {{area}}: choose one of its racks.',
  floorNoDepartment:
    '{{area}} belongs to no department: give it its department in Masters → Stock Area to move stock between departments.',
  floorNoOpenSheet: "{{area}} has no open count sheet: start one at the desk's Stock Reconciliation.",
  floorNotAtSheet: "{{lot}} is not at that count sheet's stock area.",
  floorNotHeld: '{{lot}} is not on hold at {{area}}: there is nothing to release.',
  floorLoadedHere: 'Parcel {{parcel}} is loaded on this dispatch already.',
  floorLoadedElsewhere:
    "Parcel {{parcel}} is loaded on another dispatch's draft already: remove it there first.",
  floorStoppedAlready: '{{machine}} is stopped already: record its restart before another breakdown.',
  floorNotStopped: '{{machine}} has no breakdown going on: it was restarted meanwhile.',
  floorRollOfLot:
    '{{lot}} shares its lot with other rolls at {{area}}: the documents take a lot, not one of its rolls. Move, issue or pack the lot at the desk.',
  floorNoItem: 'There is no such item here.',
  floorNoArea: 'There is no such stock area here.',
  floorNoDepartmentHere: 'There is no such department here.',
  floorNoMachine: 'There is no such machine here.',
  floorNotLoom: '{{machine}} is not a loom: a woven roll is entered at a loom.',
  floorNoFabric: '{{machine}} has woven no roll yet: choose the fabric it wove.',
  // A loom's weaving entry, at the desk's automation and the floor's roll entry alike (decision 2343).
  floorLoomNoArea: "{{machine}}'s department has no stock area for its tape and rolls.",
  weavingNoTape: 'Weaving automation takes tape bobbins: set DEFAULT_TAPEBOBINE_MATERIAL in system config.',
  floorNoRequest: 'There is no such material request here.',
  floorRequestNotOpen: 'Material request {{number}} is no longer open: nothing can be issued against it.',
  floorRequestOfDepartment: 'Material request {{number}} is of another department: choose its department.',
  floorRequestOtherItem: 'Material request {{number}} asks for no {{item}}.',
  floorRequestAllocated: "Material request {{number}}'s {{item}} is allocated in full already.",
  floorRequestWantsLess:
    'Material request {{number}} wants only {{left}} more of {{item}}, less than the {{asked}} asked.',
  floorIssueToWhere:
    'The department has no other stock area to issue it into: choose the stock area it is issued to.',
  floorSheetClosed: 'That count sheet is no longer open: it was submitted or cancelled meanwhile.',
} as const;

/** One template of `PHRASES`. */
export type Phrase = (typeof PHRASES)[keyof typeof PHRASES];

/** The values put into a phrase's placeholders. */
export type PhraseValues = Readonly<Record<string, string | number>>;

/** A message read back: the template it was made from and the value of each placeholder. */
export interface ReadPhrase {
  template: Phrase;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The English message of a template with its values; a placeholder without a value stays as written. */
export function say(template: Phrase, values: PhraseValues): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

interface Matcher {
  template: Phrase;
  names: string[];
  pattern: RegExp;
  /** How many of the template's own characters come before its first placeholder. */
  prefix: number;
  /** How much of the template is its own words. */
  literal: number;
}

/** Of two templates that fit a message, the one that made it: a longer fixed start, then more words of its own. */
const moreSpecific = (a: Matcher, b: Matcher): boolean =>
  a.prefix !== b.prefix ? a.prefix > b.prefix : a.literal > b.literal;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A placeholder's pattern: any text, but one word where only a space parts it from the placeholder before (a
 * document's label and its number, "Lab Test LT/26-27/00001": the label may have spaces, the number has none).
 */
const valuePattern = (parts: readonly string[], index: number): string =>
  index >= 3 && /^\s+$/.test(String(parts[index - 1])) ? '(\\S+)' : '(.+?)';

const MATCHERS: readonly Matcher[] = Object.values(PHRASES).map((template) => {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  const parts = template.split(PLACEHOLDER);
  const source = parts
    .map((part, index) => (index % 2 === 1 ? valuePattern(parts, index) : escape(part)))
    .join('');
  return {
    template,
    names,
    pattern: new RegExp(`^${source}$`, 's'),
    prefix: template.indexOf('{{') < 0 ? template.length : template.indexOf('{{'),
    literal: template.replace(PLACEHOLDER, '').length,
  };
});

/**
 * The template and values a message was composed from, or undefined for a message that is no phrase's.
 * Where two templates fit, the one with the longer fixed start made it ('Row 3: Name is required' is a
 * row's message holding a field's), else the one with more words of its own ('Name must be at most 100
 * characters' fits "at most {{max}}" too).
 */
export function readPhrase(message: string): ReadPhrase | undefined {
  let best: { matcher: Matcher; found: RegExpExecArray } | undefined;
  for (const matcher of MATCHERS) {
    const found = matcher.pattern.exec(message);
    if (found && (best === undefined || moreSpecific(matcher, best.matcher))) best = { matcher, found };
  }
  if (!best) return undefined;
  const { matcher, found } = best;
  return {
    template: matcher.template,
    values: Object.fromEntries(matcher.names.map((name, index) => [name, found[index + 1] as string])),
  };
}
