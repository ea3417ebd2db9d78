/** Every reply of the server (docs: ARCHITECTURE "The server"). */
export interface Envelope<T> {
  responseCode: number;
  responseMessage: string;
  data?: T;
  dataList?: T[];
  totalCount?: number;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Returns `data` of an OK envelope; any other response code becomes an ApiError. */
export function unwrapData<T>(envelope: Envelope<T>): T {
  if (envelope.responseCode !== 200 || envelope.data === undefined) {
    throw new ApiError(envelope.responseCode, envelope.responseMessage);
  }
  return envelope.data;
}
