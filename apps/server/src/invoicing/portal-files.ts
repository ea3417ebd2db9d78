import {
  E_INVOICE_HSN_DIGITS,
  E_INVOICE_SCHEMA,
  EWAY_BILL_SCHEMA,
  MULTI_VEHICLE_SCHEMA,
  RESPONSE_CODES,
  eInvoiceJson,
  ewayBillEntry,
  ewayBillFile,
  hsnDigitsProblem,
  hsnDigitsRequired,
  igstWithinState,
  isInterState,
  isServiceCode,
  multiVehicleFile,
  noEwayBillNeeded,
  schemaProblems,
  wentOut,
  type EwayBillInput,
  type HsnDigits,
} from '@erp/domain';
import { Ajv } from 'ajv';
import type { Caller } from '../core/caller.ts';
import { AppError, UnprocessableFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict } from '../documents/refusals.ts';
import { aatoCrore } from '../stores/sys-config.ts';
import { documentFacts, type DocumentFacts } from './facts.ts';
import { vehiclesOf } from './vehicles.ts';

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
const validateEInvoice = ajv.compile(E_INVOICE_SCHEMA);
const validateEwayBill = ajv.compile(EWAY_BILL_SCHEMA);
const validateMultiVehicle = ajv.compile(MULTI_VEHICLE_SCHEMA);

/**
 * Issue 20's bad input: a file that fails the portal's schema is a 422 whose message names each field in
 * words ("Buyer GSTIN is missing"), the field path kept for the screen (decision 1420).
 */
function checked<T>(validate: typeof validateEInvoice, json: T): T {
  if (validate(json)) return json;
  const problems = schemaProblems(validate.errors ?? []);
  throw new UnprocessableFailure(
    problems.map(({ field, message }) => ({
      field,
      code: RESPONSE_CODES.PORTAL_SCHEMA_FAILED,
      message,
    })),
  );
}

const numberOf = (facts: DocumentFacts): string => String(facts.row.number ?? facts.row.id);

/**
 * Issue 41: a line whose HSN or SAC has fewer digits than the portal takes (notification 78/2020-CT) is a 422
 * naming the document's line, before any file is written.
 */
function refuseShortHsn(facts: DocumentFacts, digits: HsnDigits): void {
  const problems = facts.lines.flatMap((line, i) => {
    const field = `${numberOf(facts)} line ${i + 1} HSN code`;
    const message = hsnDigitsProblem(field, line.hsn, digits);
    return message ? [{ field, code: RESPONSE_CODES.PORTAL_SCHEMA_FAILED, message }] : [];
  });
  if (problems.length > 0) throw new UnprocessableFailure(problems);
}

/** Only a document that went out: a submitted one has its GST number and its taxes for good. */
function mustBeCompleted(facts: DocumentFacts, label: string): void {
  if (!wentOut(facts.row.status))
    throw conflict(
      `${label} ${numberOf(facts)} is not submitted: only a submitted document goes to the portal.`,
    );
}

/** Issue 20: "the invoice's JSON in the published e-invoice schema (INV-01, version 1.1)". */
export async function eInvoiceOf(
  ex: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
) {
  const kind = resource.def.portals?.eInvoice;
  if (!kind) throw new AppError(RESPONSE_CODES.NOT_FOUND);
  const facts = await documentFacts(ex, service, resource, caller, id);
  mustBeCompleted(facts, resource.def.label);
  refuseShortHsn(facts, E_INVOICE_HSN_DIGITS);
  const json = eInvoiceJson({
    kind,
    number: numberOf(facts),
    date: String(facts.row.date),
    seller: facts.seller,
    buyer: facts.buyer,
    ...(facts.placeOfSupply ? { placeOfSupply: facts.placeOfSupply } : {}),
    ...(facts.buyerRegistration ? { buyerRegistration: facts.buyerRegistration } : {}),
    lines: facts.lines,
    freight: typeof facts.row.freight === 'number' ? facts.row.freight : null,
  });
  return { number: numberOf(facts), json: checked(validateEInvoice, json) };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * One consignment of the bulk file: the document, how it travels (the first vehicle when split); with the
 * document's header, which keeps the e-way bill's number once the portal gave it. Its lines' HSN have at
 * least `digits` (the organisation's, read once per file).
 */
async function consignmentOf(
  ex: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
  digits: HsnDigits,
): Promise<{ consignment: EwayBillInput; row: DocumentFacts['row'] }> {
  const how = resource.def.portals?.ewayBill;
  if (!how) throw new AppError(RESPONSE_CODES.NOT_FOUND);
  const facts = await documentFacts(ex, service, resource, caller, id);
  mustBeCompleted(facts, resource.def.label);
  refuseShortHsn(facts, digits);
  const { row } = facts;
  const interState = isInterState({
    supplierState: facts.seller.stateCode,
    placeOfSupply: facts.placeOfSupply ?? facts.buyer.stateCode,
    igstOnIntra: igstWithinState(facts.buyerRegistration),
  });
  const [first] = await vehiclesOf(ex, resource, caller, id);
  const vehicleNumber = text(row.vehicleNumber) || first?.vehicleNumber || '';
  const consignment: EwayBillInput = {
    ...how,
    number: numberOf(facts),
    date: String(row.date),
    seller: facts.seller,
    buyer: facts.buyer,
    ...(facts.placeOfSupply ? { placeOfSupply: facts.placeOfSupply } : {}),
    ...(facts.buyerRegistration ? { buyerRegistration: facts.buyerRegistration } : {}),
    lines: facts.lines,
    freight: typeof row.freight === 'number' ? row.freight : null,
    transport: {
      mode: 'road',
      distanceKm: typeof row.distanceKm === 'number' ? row.distanceKm : 0,
      ...facts.transporter,
      ...(text(row.lrNumber) ? { documentNumber: text(row.lrNumber), documentDate: String(row.date) } : {}),
      ...(vehicleNumber ? { vehicleNumber } : {}),
    },
  };
  // An invoice's grand total; a challan of goods, priced for this only, is worth its lines (decision 1481).
  const value =
    resource.def.valuation === 'gst' && typeof row.grandTotal === 'number'
      ? row.grandTotal
      : ewayBillEntry(consignment).totInvValue;
  const refusal = noEwayBillNeeded({
    name: `${resource.def.label} ${numberOf(facts)}`,
    value,
    interState,
    jobWork: how.movement === 'jobWork',
    goods: facts.lines.some((line) => !isServiceCode(line.hsn)),
  });
  if (refusal) throw conflict(refusal);
  return { consignment, row };
}

/** Issue 20: "the JSON for the portal's bulk upload, several invoices in one file, validated against its schema". */
export async function ewayBillFileOf(
  ex: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  ids: readonly number[],
) {
  const digits = hsnDigitsRequired(await aatoCrore(ex, caller));
  const consignments: EwayBillInput[] = [];
  for (const id of ids)
    consignments.push((await consignmentOf(ex, service, resource, caller, id, digits)).consignment);
  return checked(validateEwayBill, ewayBillFile(consignments));
}

/**
 * Issue 20's "multi-vehicle movement … as the portal allows" (decision 1805): the e-way bill system's
 * initiation and vehicles added for a consignment whose e-way bill exists and whose vehicles were entered,
 * checked against the schema kept beside the bulk file's.
 */
export async function multiVehicleFileOf(
  ex: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
) {
  const digits = hsnDigitsRequired(await aatoCrore(ex, caller));
  const { consignment, row } = await consignmentOf(ex, service, resource, caller, id, digits);
  const ewayBillNumber = text(row.ewayBillNumber);
  if (!ewayBillNumber)
    throw conflict(
      `Enter the e-way bill number of ${consignment.number} first: the portal splits the consignment of an e-way bill it has made.`,
    );
  const vehicles = await vehiclesOf(ex, resource, caller, id);
  if (vehicles.length < 2)
    throw conflict(
      `${consignment.number} travels on one vehicle: enter the vehicles it is split across (Vehicles…) first.`,
    );
  return {
    number: consignment.number,
    file: checked(validateMultiVehicle, multiVehicleFile({ ewayBillNumber, consignment, vehicles })),
  };
}
