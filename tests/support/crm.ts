import { expect, type Page } from '@playwright/test';
import { openFromMenu } from './masters.ts';

/** The funnel's board (decision 1660), searched for `text`, as a sales user opens it from the menu. */
export async function openBoard(page: Page, text: string) {
  await openFromMenu(page, 'CRM', 'Funnel');
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(/view=board/);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  return page.getByRole('region', { name: 'Funnel board' });
}
