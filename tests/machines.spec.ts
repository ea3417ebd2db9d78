import { expect, test } from '@playwright/test';
import { logIn, open } from './support/erp.ts';
import { choose, findByApi, listScreen, runTag, saveByApi, saveForm } from './support/masters.ts';
import { fill } from './support/stock.ts';

// Issue 22 "M/c Types and Activity" as a maintenance head (decisions 1740–1742): a machine type and its
// activity entered on their screens, an activity done recorded on a machine of that type, seen in the log.

test('add a machine type and its activity, record it done on a machine, see it in the log', async ({
  page,
}) => {
  // Three screens and their saves, each a round trip: more than the default on a busy machine.
  test.setTimeout(120_000);
  await logIn(page);
  const tag = runTag();
  const type = `E2E Doubler ${tag}`;
  const activity = `E2E Oil the spindles ${tag}`;

  await open(page, '/module/machine-asset-setting/addUpdate');
  const typeForm = page.getByRole('form', { name: 'Machine Type' });
  await fill(typeForm, 'Machine Type', type);
  await typeForm.getByLabel('Kind', { exact: true }).selectOption({ label: 'Other' });
  await saveForm(
    page,
    typeForm,
    'Save',
    'Machine Type Saved Successfully',
    /#\/module\/machine-asset-setting$/,
  );

  await open(page, '/module/machineActivity/addUpdate');
  const activityForm = page.getByRole('form', { name: 'Machine Activity' });
  await fill(activityForm, 'Activity', activity);
  await choose(activityForm, 'Machine Type', type, type);
  await activityForm.getByLabel('Frequency In', { exact: true }).selectOption({ label: 'Running Hours' });
  await activityForm.getByLabel('Every', { exact: true }).fill('250');
  await activityForm
    .getByRole('textbox', { name: 'Checklist (one check a line)', exact: true })
    .fill('Spindles oiled\nBelts checked');
  await saveForm(
    page,
    activityForm,
    'Save',
    'Machine Activity Saved Successfully',
    /#\/module\/machineActivity$/,
  );

  const department = await findByApi(page, 'chemical/department', 'name', 'Weaving');
  const machineType = await findByApi(page, 'chemical/machineType', 'name', type);
  const machine = `E2E Doubler Machine ${tag}`;
  await saveByApi(page, 'chemical/machine', {
    name: machine,
    code: `DBL-${tag}`,
    machineTypeId: machineType.id,
    departmentId: department.id,
    active: true,
  });

  await open(page, '/module/machine-activities/addUpdate');
  const logForm = page.getByRole('form', { name: 'Activity Done' });
  await choose(logForm, 'Machine', machine, machine);
  await choose(logForm, 'Activity', activity, activity);
  await logForm.getByRole('textbox', { name: 'Findings', exact: true }).fill(`Spindle 4 dry ${tag}`);
  await saveForm(page, logForm, 'Save', 'Activity Done Saved Successfully', /#\/module\/machine-activities$/);

  const log = listScreen(page, 'Machine Activities');
  await log.filter.fill(`Spindle 4 dry ${tag}`);
  const row = log.row(`Spindle 4 dry ${tag}`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(machine);
  await expect(row).toContainText(activity);
});
