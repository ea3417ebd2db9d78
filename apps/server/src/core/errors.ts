import { RESPONSE_CODES, messageFor, type ValidationIssue } from '@erp/domain';

/**
 * A failure the caller should see: a response code (spec §8) and its message in the user's words. It
 * knows nothing of HTTP: `http/` answers it with the envelope and the status of its code's class.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string = messageFor(code),
    /** When the caller may try again (a throttled login): `http/` sends it as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * Messages read one after another as sentences: a stop between two only where the first has none of its
 * own ("Melt Flow Index has no reading. Moisture has no reading.", never "reading.. Moisture"). One
 * message is kept as it is, which is how it is known and translated.
 */
export function asSentences(messages: readonly string[]): string {
  return messages
    .map((message) => message.trim())
    .filter((message) => message !== '')
    .reduce(
      (text, message) => (text === '' ? message : `${text}${/[.!?]$/.test(text) ? '' : '.'} ${message}`),
      '',
    );
}

/**
 * A bad body or parameter: the request is what is wrong whatever its first problem's code (a spec §8 code
 * such as 4404011 "item code not found" names the case), every message in the user's words.
 */
export class ValidationFailure extends AppError {
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(
      issues[0]?.code ?? RESPONSE_CODES.VALIDATION_FAILED,
      asSentences(issues.map((issue) => issue.message)),
    );
  }
}

/**
 * A file for a GST portal that fails the portal's schema (decision 1420): the request was well formed, the
 * document it names is what is wrong, so it is answered 422 with each field named, not 400.
 */
export class UnprocessableFailure extends ValidationFailure {}
