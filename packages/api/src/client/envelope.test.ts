import { describe, expect, it } from 'vitest';
import { ApiError, unwrapData } from './envelope.ts';

describe('unwrapData', () => {
  it('returns data of an OK envelope', () => {
    expect(unwrapData({ responseCode: 200, responseMessage: 'OK', data: { version: '1' } })).toEqual({ version: '1' });
  });
  it('turns a code other than 200 into an ApiError carrying the code', () => {
    expect(() => unwrapData({ responseCode: 4404012, responseMessage: 'Item code already exists' })).toThrow(ApiError);
  });
});
