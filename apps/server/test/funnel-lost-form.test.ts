import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Decision 1645 (changing 1661): a funnel entry saved on its form into a stage whose outcome is LOST needs its
// Lost Reason (Other with its Lost Remarks), judged on the stage as stored; leaving that stage empties them.

type Row = Record<string, unknown> & { id: number; version: number };

let suite: Suite;
const stages: Record<string, number> = {};

const entry = (companyName: string, stage: string, extra: Record<string, unknown> = {}) => ({
  companyName,
  contactPerson: 'Ramesh Yadav',
  entryDate: '2026-11-20',
  stageId: stages[stage],
  ...extra,
});
const save = (body: Record<string, unknown>) => suite.call<Row>('POST', 'crm/funnel/save', suite.admin, body);
const update = (body: Record<string, unknown>) =>
  suite.call<Row>('POST', 'crm/funnel/update', suite.admin, body);
const read = async (id: number) => (await suite.call<Row>('GET', `crm/funnel/${id}`, suite.admin)).body.data;
const named = async (text: string) =>
  (await suite.call<Row>('GET', `crm/funnel/getFunnelByLoggedInUser?page=1&q=${text}`, suite.admin)).body
    .totalCount;

beforeAll(async () => {
  suite = await createSuite();
  for (const name of ['New', 'Negotiation', 'Lost'])
    stages[name] = (await findIn(suite, 'crm/funnelStage', 'name', name)).id as number;
});
afterAll(() => suite.server.close());

describe('a save into a Lost stage on the form (decision 1645)', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no reason', {}, 'lostReason', 'Lost Reason is required to move to a lost stage'],
    ['a reason not on the list', { lostReason: 'BUDGET' }, 'lostReason', 'Lost Reason'],
    ['Other without its text', { lostReason: 'OTHER' }, 'lostRemarks', 'Lost Remarks are required'],
    [
      'a stage said to be open in the body',
      { stage: { id: 0, outcome: 'OPEN' } },
      'lostReason',
      'Lost Reason is required',
    ],
  ])('refuses %s: 400 naming the field, nothing written', async (_case, extra, field, message) => {
    const reply = await save(entry('Kaveri Lost Create', 'Lost', extra));
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(message);
    expect(reply.body.data).toMatchObject({ issues: [{ field }] });
    expect(await named('Kaveri%20Lost%20Create')).toBe(0);
  });

  it('keeps a reason from the list; Other with its text', async () => {
    const price = await save(entry('Kaveri Price', 'Lost', { lostReason: 'PRICE' }));
    expect(price.status).toBe(200);
    expect(price.body.data).toMatchObject({ lostReason: 'PRICE', stage: { outcome: 'LOST' } });
    const other = await save(
      entry('Kaveri Other', 'Lost', { lostReason: 'OTHER', lostRemarks: 'Went to jute bags' }),
    );
    expect(other.body.data).toMatchObject({ lostReason: 'OTHER', lostRemarks: 'Went to jute bags' });
  });

  it('an update into Lost without a reason is refused and the entry stays as it was', async () => {
    const made = (await save(entry('Tapti Talks', 'Negotiation'))).body.data as Row;
    const refused = await update({ ...made, stageId: stages['Lost'] });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ issues: [{ field: 'lostReason' }] });
    expect(await read(made.id)).toMatchObject({ stageId: stages['Negotiation'], version: made.version });
    const lost = await update({ ...made, stageId: stages['Lost'], lostReason: 'QUALITY' });
    expect(lost.status).toBe(200);
    expect(lost.body.data).toMatchObject({ stageId: stages['Lost'], lostReason: 'QUALITY' });
  });

  it('a reason is not kept outside a Lost stage: sent with an open one, or left behind', async () => {
    const open = await save(entry('Sabarmati Open', 'New', { lostReason: 'PRICE', lostRemarks: 'Stale' }));
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ lostReason: null, lostRemarks: null });
    const lost = (await save(entry('Sabarmati Back', 'Lost', { lostReason: 'LOST_CONTACT' }))).body
      .data as Row;
    const back = await update({ ...lost, stageId: stages['New'] });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ stageId: stages['New'], lostReason: null, lostRemarks: null });
  });
});
