import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createLeadCalls } from './leads.ts';

// Issue 21: the lead file goes as one 'file' part, with the mapping chosen as a JSON 'mapping' part.

const sheet = () => new File(['Company,Phone'], 'leads.csv', { type: 'text/csv' });
const answering = (data: unknown) =>
  recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data }));

describe('lead calls (decisions 1605, 1606)', () => {
  it('reads the columns of a file', async () => {
    const columns = { headers: ['Company', 'Phone'], mapping: ['companyName', 'phone'], rows: 1 };
    const client = answering(columns);
    expect(await firstValueFrom(createLeadCalls(client).leadColumns(sheet()))).toEqual(columns);
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: 'crm/digitalPlatform/import/columns' });
    const form = lastCall(client).body as FormData;
    expect((form.get('file') as File).name).toBe('leads.csv');
    expect(form.get('mapping')).toBeNull();
  });

  it('imports with the mapping chosen', async () => {
    const client = answering({ created: 1 });
    await firstValueFrom(createLeadCalls(client).importLeads(7, sheet(), ['companyName', null]));
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: 'crm/digitalPlatform/import/7' });
    expect((lastCall(client).body as FormData).get('mapping')).toBe('["companyName",null]');
  });

  it("reads, makes and revokes a platform's intake token", async () => {
    const client = answering({
      active: true,
      createdAt: null,
      repeatedLeads: 0,
      lastRepeated: null,
      token: 'dpt_x',
    });
    const calls = createLeadCalls(client);
    await firstValueFrom(calls.intakeToken(3));
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'crm/digitalPlatform/intakeToken/3' });
    expect(await firstValueFrom(calls.generateToken(3))).toMatchObject({ token: 'dpt_x' });
    expect(lastCall(client)).toMatchObject({ method: 'POST', url: 'crm/digitalPlatform/generateToken/3' });
    const revoking = answering(null);
    expect(await firstValueFrom(createLeadCalls(revoking).revokeToken(3))).toBeNull();
    expect(lastCall(revoking)).toMatchObject({ method: 'POST', url: 'crm/digitalPlatform/revokeToken/3' });
  });
});
