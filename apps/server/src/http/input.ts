import { RESPONSE_CODES, isStorableText, unstorableTextMessage } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, ValidationFailure } from '../core/errors.ts';

/** The largest JSON body a call takes (a saveOrUpdateAll at its row limit fits well inside it). */
export const JSON_BODY_LIMIT = 5 * 1024 * 1024;

/** A size limit as the user reads it: '5 MB'. */
export const megabytes = (bytes: number): string => `${bytes / 1024 / 1024} MB`;

/** How deep a request's data may nest: a record, its child rows and their looked-up records need 4. */
export const MAX_NESTING = 32;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

const unstorable = (field: string, message: string): ValidationFailure =>
  new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);

/**
 * Refuses data that could not be stored as sent (decision 0210): text, a key or a value at any depth, holding
 * NUL (PostgreSQL refuses it) or half a surrogate pair (not Unicode; it would be kept as U+FFFD), and data
 * nested deeper than MAX_NESTING. `what` names the data in the message ('The data sent', 'The address').
 * Walks without recursion, so no nesting can exhaust the stack.
 */
export function checkStorable(data: unknown, what: string): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: data, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) throw unstorable(path, unstorableTextMessage(path || what));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth === MAX_NESTING) {
      throw new AppError(
        RESPONSE_CODES.VALIDATION_FAILED,
        `${what} is nested deeper than ${MAX_NESTING} levels.`,
      );
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) {
        throw unstorable(path, `A field name in ${path || what} contains a character that cannot be stored`);
      }
      pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}

/**
 * Every JSON body is read as UTF-8 strictly (bytes that are not UTF-8 are refused, not turned into U+FFFD),
 * and every call's address parameters, query and body are checked by `checkStorable` before its handler runs.
 */
export function installInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = UTF8.decode(body);
    } catch {
      done(new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'The data sent is not UTF-8 text.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    checkStorable(request.params, 'The address');
    checkStorable(request.query, 'The query');
    checkStorable(request.body, 'The data sent');
  });
}
