import { expect, test } from '@playwright/test';
import { formatDate } from '../packages/domain/src/index.ts';
import { logIn, open } from './support/erp.ts';
import { runTag, saveByApi, tokenOf } from './support/masters.ts';
import { indiaDay } from './support/dates.ts';

// Issue 22: "Dashboard for the maintenance head: … machines down now" (decision 1792): a breakdown recorded
// through the API shows on the home dashboard, since when and why, and leaves it once its restart is entered.

test('a breakdown recorded shows under machines down now until it restarts', async ({ page }) => {
  await logIn(page);
  const tag = runTag();
  const machine = `E2E Down Loom ${tag}`;
  // A loom of its own, of the demo looms' type and department.
  const found = await page.request.get('/api/v1/chemical/machine/getAllByPartner?q=LOOM-01', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { dataList = [] } = (await found.json()) as { dataList?: Record<string, unknown>[] };
  const loom = dataList.find((row) => row.code === 'LOOM-01');
  if (!loom) throw new Error('no demo loom LOOM-01');
  const saved = await saveByApi(page, 'chemical/machine', {
    name: machine,
    code: `DWN-${tag}`,
    machineTypeId: loom.machineTypeId,
    departmentId: loom.departmentId,
    active: true,
  });
  // Three days ago: down longer than any stop the other specs record today, so among the first shown.
  const stoppedOn = indiaDay(-3);
  const stop = await saveByApi(page, 'chemical/machineBreakdown', {
    machineId: saved.id,
    stoppedOn,
    stoppedAt: '06:15',
    reason: `Warp beam cracked ${tag}`,
  });

  // The dashboard reads its figures as it opens: opened afresh, as a user pressing F5.
  await page.reload();
  const down = page.getByRole('region', { name: 'Machines down now' });
  await expect(down.getByRole('link', { name: machine })).toBeVisible();
  await expect(
    down.getByText(`Since ${formatDate(stoppedOn)} 06:15 — Warp beam cracked ${tag}`),
  ).toBeVisible();
  await down.getByRole('link', { name: machine }).click();
  await expect(page).toHaveURL(new RegExp(`#/module/machineBreakdown/addUpdate/${stop.id}$`));

  const restarted = await page.request.post('/api/v1/chemical/machineBreakdown/update', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { ...stop, restartedOn: stoppedOn, restartedAt: '18:00' },
  });
  expect(restarted.status()).toBe(200);
  await open(page, '/dashboard/classic');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Downtime this week' })).toBeVisible();
  await expect(down.getByRole('link', { name: machine })).toHaveCount(0);
});
