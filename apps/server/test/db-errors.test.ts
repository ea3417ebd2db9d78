import { RESPONSE_CODES } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { busyFailure, dataFailure } from '../src/db/errors.ts';

// A transaction the database ended (a timeout, a deadlock, a serialization failure) is "try again", a 503
// in words, never a 500; any other database error is not busy (its own mapping, or a bug).
describe('busyFailure', () => {
  it.each([
    ['the statement timeout', '57014', true],
    ['a deadlock PostgreSQL broke', '40P01', true],
    ['a serialization failure', '40001', true],
    ['a unique key', '23505', false],
  ])('%s (%s)', (_, code, busy) => {
    const error = new Error('Failed query', { cause: Object.assign(new Error('db'), { code }) });
    expect(busyFailure(error)?.code).toBe(busy ? RESPONSE_CODES.DATABASE_BUSY : undefined);
  });
  it('an error of no database is not busy', () => {
    expect(busyFailure(new Error('boom'))).toBeUndefined();
  });
});

// Issue 38: "a 500 anywhere in numbering is a bug": what the database refused of the request's data is a 4xx.
describe('dataFailure', () => {
  it.each([
    ['a unique key another record holds', '23505', RESPONSE_CODES.DUPLICATE],
    ['a date its column cannot keep', '22008', RESPONSE_CODES.VALIDATION_FAILED],
    ['a number out of range', '22003', RESPONSE_CODES.VALIDATION_FAILED],
    ['a foreign key (a fault of the write)', '23503', undefined],
    ['a deadlock (busy, not data)', '40P01', undefined],
  ])('%s (%s)', (_, code, answer) => {
    const error = new Error('Failed query', { cause: Object.assign(new Error('db'), { code }) });
    expect(dataFailure(error)?.code).toBe(answer);
  });
});
