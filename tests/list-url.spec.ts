import { expect, test, type Page } from '@playwright/test';
import { logIn, open } from './support/erp.ts';
import { listScreen, runTag, saveByApi } from './support/masters.ts';

// Issue 14: "the page, sort, search and filters of a list live in the URL: reload, back and a shared link
// keep them" (decision 0611).

const firstName = (page: Page) =>
  listScreen(page, 'Segment').table.locator('[data-row][aria-rowindex="2"] [role="cell"]').first();

test('a list at page 3, sorted by name, with a search: reload keeps it, back returns to page 2', async ({
  page,
}) => {
  await logIn(page);
  const tag = `URL ${runTag()}`;
  for (let n = 1; n <= 35; n++)
    await saveByApi(page, 'segment', { name: `${tag} ${String(n).padStart(2, '0')}` });

  await open(page, '/module/segment');
  const list = listScreen(page, 'Segment');
  await list.filter.fill(tag.toLowerCase());
  await expect(page.getByText('Total Count: 35')).toBeVisible();
  await list.table.getByRole('button', { name: 'Name' }).click();
  await expect(list.table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(firstName(page)).toHaveText(`${tag} 11`);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(firstName(page)).toHaveText(`${tag} 21`);
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);

  await page.reload();
  await expect(firstName(page)).toHaveText(`${tag} 21`);
  await expect(list.filter).toHaveValue(tag.toLowerCase());
  await expect(pager.getByRole('textbox', { name: 'Page' })).toHaveValue('3');
  await expect(list.table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page.goBack();
  await expect(firstName(page)).toHaveText(`${tag} 11`);
  await expect(pager.getByRole('textbox', { name: 'Page' })).toHaveValue('2');

  // "Sorting a column orders the whole list, not the page shown": descending starts at the last name.
  await list.table.getByRole('button', { name: 'Name' }).click();
  await expect(firstName(page)).toHaveText(`${tag} 35`);
  // "A list shows one count."
  await expect(page.getByText(/records/)).toHaveCount(0);
});
