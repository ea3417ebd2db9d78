import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError } from '../src/client/envelope.ts';
import { connect, type Connected } from './support/server.ts';

// Issue 16's list export against the real server (demo data): the streamed file, its progress, the
// refusal in words (decision 0840).

let server: Connected;
beforeAll(async () => {
  server = await connect();
});
afterAll(() => server.close());

describe('exporting a list against the server', () => {
  it('downloads the filtered units as Excel with its progress, and saves it under the list name', async () => {
    const events = await lastValueFrom(
      server.api.exports.exportList('uom', 'UOM', 'excel', { q: 'kgs' }).pipe(toArray()),
    );
    const progress = events.filter((event) => event.kind === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    // A streamed file: the server sends no length.
    expect(progress.every((event) => event.total === undefined)).toBe(true);
    const saved = events.at(-1);
    expect(saved?.kind).toBe('saved');
    const blob = saved?.kind === 'saved' ? saved.blob : new Blob();
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // An .xlsx is a zip: it starts with PK.
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 2))).toBe('PK');
    expect(server.saved.at(-1)?.fileName).toBe('UOM.xlsx');
  });

  it('refuses a bad filter in words', async () => {
    // The refusal's own bytes may be reported as progress first: the call then fails.
    const error: unknown = await lastValueFrom(
      server.api.exports.exportList('chemical/salesOrder', 'Sales Order', 'pdf', { from: 'soon' }),
    ).catch((caught: unknown) => caught);
    if (!(error instanceof ApiError)) throw new Error('the export did not fail');
    expect(error.code).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    expect(error.userMessage).toContain('From date');
  });
});
