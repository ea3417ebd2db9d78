import { RESPONSE_CODES, messageFor, sortByName, type Envelope } from '@erp/domain';

/** One page of a list and the number of records of the whole list. */
export interface Page<T> {
  rows: T[];
  totalCount: number;
  /** The server estimated `totalCount` (past `LIST_CAPS.EXACT_COUNT` matches, decision 0610). */
  estimated?: boolean;
}

/** The text shown when no reply came back at all (network down, server stopped, timeout). */
export const NO_REPLY_MESSAGE = 'The server could not be reached. Check the connection and try again.';

/** One problem of a refused body, as the server lists it (`data.issues`): the field (or path) and its message. */
export interface ApiIssue {
  field: string;
  code?: number;
  message: string;
}

/** The problems a refused reply lists under `data.issues`; none when it lists none. */
export function issuesOf(data: unknown): ApiIssue[] {
  const issues = (data as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ApiIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as ApiIssue).field === 'string' &&
      typeof (issue as ApiIssue).message === 'string',
  );
}

/**
 * A failed call. `code` is the response code (spec §8 and the domain's extension), `message` the
 * domain's user-facing text for it (`messageFor(code)`), `serverMessage` the server's own
 * `responseMessage` (more precise, e.g. which field is invalid), `status` the HTTP status (0: no reply),
 * `issues` the problems of a refused body, each with its field.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly serverMessage: string,
    readonly status: number,
    message: string = messageFor(code),
    readonly issues: readonly ApiIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** What a toast shows: the server's precise message when it gave one, else the catalogue's. */
  get userMessage(): string {
    return this.serverMessage || this.message;
  }
}

/** The message a toast shows for any failure of a call. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : messageFor(RESPONSE_CODES.INTERNAL_SERVER_ERROR);
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { responseCode?: unknown }).responseCode === 'number'
  );
}

/** Returns `data` of an OK envelope; any other response code, or no data, becomes an ApiError. */
export function unwrapData<T>(envelope: Envelope<T>): T {
  if (envelope.responseCode !== RESPONSE_CODES.OK) {
    throw new ApiError(envelope.responseCode, envelope.responseMessage, 200);
  }
  if (envelope.data === undefined || envelope.data === null) {
    throw new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, 'The reply carried no data', 200);
  }
  return envelope.data;
}

/** Figures over documents (a ledger, an ageing, a return) and whether they count only the user's own. */
export type OwnFigures<T> = T & { ownDocumentsOnly: boolean };

/** `data` of a reply of figures over documents, flagged when its role sees only its own (decision 1863). */
export function unwrapFigures<T extends object>(envelope: Envelope<T>): OwnFigures<T> {
  return { ...unwrapData(envelope), ownDocumentsOnly: envelope.ownDocumentsOnly === true };
}

/** `data` of an envelope, or null when the server has none (e.g. a user without a mail profile). */
export function unwrapOptional<T>(envelope: Envelope<T>): T | null {
  return envelope.data ?? null;
}

/** `dataList` of an envelope; a missing list is an empty one. */
export function unwrapList<T>(envelope: Envelope<T>): T[] {
  return envelope.dataList ?? [];
}

/** `dataList` with `totalCount` (the whole list's size when the server pages). */
export function unwrapPage<T>(envelope: Envelope<T>): Page<T> {
  const rows = envelope.dataList ?? [];
  const page = { rows, totalCount: envelope.totalCount ?? rows.length };
  return envelope.totalCountEstimated ? { ...page, estimated: true } : page;
}

/** Spec §7: a select list, "sorted by name when non-empty" (or by the key the spec names for it). */
export function unwrapSorted<T>(key: string) {
  return (envelope: Envelope<T>): T[] => sortByName(unwrapList(envelope), key);
}
