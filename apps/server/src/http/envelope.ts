import { RESPONSE_CODES, httpStatusFor, messageFor, type Envelope } from '@erp/domain';

/** A failure the caller should see: a response code, its user-facing message, and the HTTP status of its class. */
export class AppError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: number,
    message: string = messageFor(code),
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

export const okList = <T>(dataList: T[], totalCount?: number): Envelope<T> => ({
  responseCode: RESPONSE_CODES.OK,
  responseMessage: 'Success',
  dataList,
  totalCount: totalCount ?? dataList.length,
});

export const failure = (error: AppError): Envelope => ({
  responseCode: error.code,
  responseMessage: error.message,
});
