import { RESPONSE_CODES, httpStatusFor, messageFor, type Envelope } from '@erp/domain';

/** A failure the caller should see: a response code, its user-facing message, and the HTTP status of its class. */
export class AppError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: number,
    message: string = messageFor(code),
    /** Headers the reply carries (a throttled login's Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.httpStatus = httpStatusFor(code);
  }
}

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

export const failure = (error: AppError): Envelope => ({
  responseCode: error.code,
  responseMessage: error.message,
});
