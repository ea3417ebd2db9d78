import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { pdfPages } from '../../apps/server/test/pdf-text.ts';
import { printFromDialog } from './erp.ts';
import { openFromMenu } from './masters.ts';

// What the document specs share: a new document's form opened from the menu, and what they read of the
// files its buttons download (a file's name and text, a print's pages).

/** The form of a new document: its list from the menu (group, entry), then Add New. */
export async function addNew(page: Page, group: string, entry: string, title: string): Promise<Locator> {
  await openFromMenu(page, group, entry);
  await page.getByRole('button', { name: 'Add New' }).click();
  return page.getByRole('form', { name: title });
}

/** A file a button downloads: its suggested name and its text. */
export async function downloaded(
  page: Page,
  button: string | RegExp,
): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The document's print (its Print dialog), downloaded as `<number>.pdf`: its pages' text and its images. */
export async function printed(
  page: Page,
  form: Locator,
  number: string,
): Promise<{ pages: string[]; images: number }> {
  const download = page.waitForEvent('download');
  await printFromDialog(page, form);
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const bytes = await readFile(await pdf.path());
  return {
    pages: pdfPages(bytes).map((lines) => lines.join('\n')),
    images: bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0,
  };
}
