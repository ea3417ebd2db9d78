import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, RESPONSE_CODES, messageFor } from '@erp/domain';
import {
  ApiError,
  errorMessageOf,
  isEnvelope,
  issuesOf,
  unwrapData,
  unwrapFigures,
  unwrapList,
  unwrapOptional,
  unwrapPage,
  unwrapSorted,
} from './envelope.ts';

const OK = { responseCode: 200, responseMessage: 'OK' };

describe('unwrapData', () => {
  it('returns data of an OK envelope', () => {
    expect(unwrapData({ ...OK, data: { version: '1' } })).toEqual({ version: '1' });
  });
  it('turns a code other than 200 into an ApiError carrying the code', () => {
    expect(() => unwrapData({ responseCode: 4404012, responseMessage: 'Item code already exists' })).toThrow(
      ApiError,
    );
  });
  it('an OK envelope without data is an error too', () => {
    expect(() => unwrapData({ ...OK, data: null })).toThrow(ApiError);
  });
});

describe('unwrapFigures (decision 1863)', () => {
  it('says whether the figures count only the user’s own documents', () => {
    expect(unwrapFigures({ ...OK, data: { closing: 5 } })).toEqual({ closing: 5, ownDocumentsOnly: false });
    expect(unwrapFigures({ ...OK, data: { closing: 5 }, ownDocumentsOnly: true })).toEqual({
      closing: 5,
      ownDocumentsOnly: true,
    });
  });
  it('a refusal is an ApiError as with unwrapData', () => {
    expect(() => unwrapFigures({ responseCode: 4403001, responseMessage: 'No access' })).toThrow(ApiError);
  });
});

describe('unwrapOptional, unwrapList, unwrapPage', () => {
  it('optional data is null when the server has none', () => {
    expect(unwrapOptional({ ...OK, data: null })).toBeNull();
    expect(unwrapOptional({ ...OK })).toBeNull();
    expect(unwrapOptional({ ...OK, data: { id: 0 } })).toEqual({ id: 0 });
  });
  it('a missing dataList is an empty list', () => {
    expect(unwrapList({ ...OK })).toEqual([]);
  });
  it('a page carries totalCount, or the rows count when the server sends none', () => {
    expect(unwrapPage({ ...OK, dataList: [{ id: 1 }], totalCount: 40 })).toEqual({
      rows: [{ id: 1 }],
      totalCount: 40,
    });
    expect(unwrapPage({ ...OK, dataList: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }], totalCount: 1 });
    expect(unwrapPage({ ...OK })).toEqual({ rows: [], totalCount: 0 });
    expect(unwrapPage({ ...OK, dataList: [], totalCount: 240000, totalCountEstimated: true })).toEqual({
      rows: [],
      totalCount: 240000,
      estimated: true,
    });
  });
  it('spec §7: select lists sorted by their key, case-insensitive', () => {
    const dataList = [{ companyName: 'zenith' }, { companyName: 'Acme' }, { companyName: 'bharat' }];
    expect(
      unwrapSorted<{ companyName: string }>('companyName')({ ...OK, dataList }).map((row) => row.companyName),
    ).toEqual(['Acme', 'bharat', 'zenith']);
  });
});

describe('ApiError', () => {
  it('carries the code, the domain message, the server message and the HTTP status', () => {
    const error = new ApiError(RESPONSE_CODES.UOM_EXISTS, 'UOM KGS already exists', 409);
    expect(error).toMatchObject({
      code: 4404032,
      message: messageFor(4404032),
      status: 409,
      name: 'ApiError',
    });
    expect(error.userMessage).toBe('UOM KGS already exists');
  });
  it('shows the catalogue message when the server gave none', () => {
    expect(new ApiError(RESPONSE_CODES.UOM_EXISTS, '', 409).userMessage).toBe(messageFor(4404032));
  });
  it('errorMessageOf: any other failure shows the internal error message', () => {
    expect(errorMessageOf(new ApiError(RESPONSE_CODES.NOT_FOUND, 'gone', 404))).toBe('gone');
    expect(errorMessageOf(new Error('bug'))).toBe(messageFor(RESPONSE_CODES.INTERNAL_SERVER_ERROR));
    expect(errorMessageOf(new Error('bug'))).not.toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('issuesOf', () => {
  it('reads the problems a refused reply lists under data.issues, and only well-formed ones', () => {
    const issue = { field: 'name', code: 4404032, message: 'Name exists' };
    expect(issuesOf({ issues: [issue, { field: 1 }, null, 'x', { field: 'a' }] })).toEqual([issue]);
    expect(issuesOf({ issues: 'none' })).toEqual([]);
    expect(issuesOf(undefined)).toEqual([]);
    expect(new ApiError(RESPONSE_CODES.UOM_EXISTS, '', 409).issues).toEqual([]);
  });
});

describe('isEnvelope', () => {
  it('needs a numeric responseCode', () => {
    expect(isEnvelope(OK)).toBe(true);
    expect(isEnvelope({ statusCode: 404 })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('text')).toBe(false);
  });
});
