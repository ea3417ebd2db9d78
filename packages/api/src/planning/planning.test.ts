import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createPlanningCalls } from './planning.ts';

const answering = (data: unknown) =>
  recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data, dataList: [] }));
type Calls = ReturnType<typeof createPlanningCalls>;

describe('planning calls (issue 19, decisions 1160 and 1162)', () => {
  it.each([
    ['allBoms', (c: Calls) => c.allBoms(), 'GET', 'chemical/bom/getAllBOMS'],
    ['bomsOfItem', (c: Calls) => c.bomsOfItem(7), 'GET', 'chemical/bom/getBOMByItemType/7'],
    ['needsOfOrder', (c: Calls) => c.needsOfOrder(3), 'GET', 'chemical/bom/getBOMListBySalesOrder/3'],
    ['needsOfPlan', (c: Calls) => c.needsOfPlan(5), 'GET', 'chemical/planning/getMaterialNeeds/5'],
    ['labTestResult', (c: Calls) => c.labTestResult(9), 'GET', 'chemical/labTest/result/9'],
  ])('%s calls %s %s', async (_, call, method, url) => {
    const client = answering({});
    await firstValueFrom<unknown>(call(createPlanningCalls(client)));
    expect(lastCall(client)).toMatchObject({ method, url });
  });

  it('raises a plan’s shortfall with POST chemical/planning/raiseMaterialRequest and answers the request', async () => {
    const request = { id: 40, status: 5, lines: [] };
    const client = answering(request);
    const input = { id: 12, departmentId: 3 };
    expect(await firstValueFrom(createPlanningCalls(client).raiseMaterialRequest(input))).toEqual(request);
    expect(lastCall(client)).toMatchObject({
      method: 'POST',
      url: 'chemical/planning/raiseMaterialRequest',
      body: input,
    });
  });

  it('decision 1352: asks GET {apiPath}/getBatchFromPlan/{id} with the line and answers the unsaved batch', async () => {
    const batch = {
      document: 'bagMakingProcess',
      route: '/module/bagMakingProcess',
      draft: { planningId: 5 },
    };
    const client = answering(batch);
    const asked = createPlanningCalls(client).getBatchFromPlan('chemical/planning', 5, 11);
    expect(await firstValueFrom(asked)).toEqual(batch);
    expect(lastCall(client)).toMatchObject({
      method: 'GET',
      url: 'chemical/planning/getBatchFromPlan/5',
      params: { lineId: 11 },
    });
  });

  it('uploads a lab report as the multipart part file to POST chemical/labTest/report/{id}', async () => {
    const stored = {
      id: 5,
      originalName: 'qc.pdf',
      contentType: 'application/pdf',
      sizeBytes: 9,
      url: 'file/get/5',
    };
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: [stored] }));
    const file = new File(['%PDF-1.4'], 'qc.pdf', { type: 'application/pdf' });
    expect(await firstValueFrom(createPlanningCalls(client).uploadLabReport(9, file))).toEqual([stored]);
    const sent = lastCall(client);
    expect(sent).toMatchObject({ method: 'POST', url: 'chemical/labTest/report/9' });
    expect(sent?.body instanceof FormData && sent.body.get('file')).toBe(file);
  });
});
