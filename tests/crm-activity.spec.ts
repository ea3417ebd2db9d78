import { expect, test } from '@playwright/test';
import { logIn, open } from './support/erp.ts';
import { choose, findByApi, runTag, saveByApi, saveForm } from './support/masters.ts';
import { fill } from './support/stock.ts';
import { day, indiaDay } from './support/dates.ts';

// Issue 21 "Activities and follow-ups" as a sales user (decision 1680): a call logged on a funnel entry with
// a follow-up today shows under My follow-ups on the dashboard, opens, and is marked done.

test('log a call with a follow-up today, see it under My follow-ups, open it, mark it done', async ({
  page,
}) => {
  await logIn(page);
  const company = `E2E Kisan Agro ${runTag()}`;
  const stage = await findByApi(page, 'crm/funnelStage', 'name', 'Contacted');
  await saveByApi(page, 'crm/funnel', {
    companyName: company,
    contactPerson: 'Ramesh Yadav',
    entryDate: indiaDay(),
    stageId: stage.id,
  });

  await open(page, '/module/activityLog/addUpdate');
  const form = page.getByRole('form', { name: 'Activity' });
  await choose(form, 'Funnel Entry', company, company);
  await choose(form, 'Activity', 'Call', 'Call');
  await fill(form, 'Time', '10:30');
  await fill(form, 'Outcome', 'Wants a sample of 50 kg laminated sacks');
  await fill(form, 'Next Follow-up', day(0));
  await saveForm(page, form, 'Save', 'Activity Saved Successfully', /#\/module\/activityLog$/);

  await open(page, '/dashboard/classic');
  const followUps = page.getByRole('region', { name: 'My follow-ups' });
  const call = followUps.getByRole('link', { name: `Call · ${company}` });
  await expect(call).toBeVisible();
  const item = followUps.getByRole('listitem').filter({ hasText: company });
  await expect(item.getByText('Due today')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Funnel by stage' })).toBeVisible();

  await call.click();
  await expect(page).toHaveURL(/#\/module\/activityLog\/addUpdate\/\d+$/);
  await expect(form.getByRole('textbox', { name: 'Outcome', exact: true })).toHaveValue(
    'Wants a sample of 50 kg laminated sacks',
  );

  await open(page, '/dashboard/classic');
  await followUps.getByRole('button', { name: `Mark done: Call · ${company}` }).click();
  await expect(followUps.getByRole('link', { name: `Call · ${company}` })).toHaveCount(0);
});
