import { RESPONSE_CODES, httpStatusFor, type Envelope } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { UnprocessableFailure, ValidationFailure, type AppError } from '../core/errors.ts';

export const ok = <T>(data: T, responseMessage = 'Success'): Envelope<T> => ({
  responseCode: RESPONSE_CODES.OK,
  responseMessage,
  data,
});

/** A list; `estimated` marks a count the server estimated (past `LIST_CAPS.EXACT_COUNT`, decision 0610). */
export const okList = <T>(dataList: T[], totalCount?: number, estimated = false): Envelope<T> => ({
  responseCode: RESPONSE_CODES.OK,
  responseMessage: 'Success',
  dataList,
  totalCount: totalCount ?? dataList.length,
  ...(estimated ? { totalCountEstimated: true } : {}),
});

/**
 * A reply of figures over documents (a report, ledger, ageing or return), flagged when they count only the
 * caller's own documents: its role lacks "All records" (decision 1863).
 */
export const ownDocuments = <T>(caller: Caller, reply: Envelope<T>): Envelope<T> =>
  caller.ownRecordsOnly ? { ...reply, ownDocumentsOnly: true } : reply;

/** A refusal's envelope: its code and message, and a bad request's every problem. */
export function failure(error: AppError): Envelope {
  const envelope: Envelope = { responseCode: error.code, responseMessage: error.message };
  if (error instanceof ValidationFailure) envelope.data = { issues: error.issues };
  return envelope;
}

/** The HTTP status of a refusal: its code's class; a bad body or parameter is always 400 (a portal's file 422). */
export const statusOf = (error: AppError): number =>
  error instanceof ValidationFailure && !(error instanceof UnprocessableFailure)
    ? 400
    : httpStatusFor(error.code);

/** The headers a refusal's reply carries (a throttled login's Retry-After). */
export const headersOf = (error: AppError): Record<string, string> =>
  error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
