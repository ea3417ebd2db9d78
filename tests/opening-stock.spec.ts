import { expect, test } from '@playwright/test';
import { logIn } from './support/erp.ts';
import { findByApi, openFromMenu, runTag, saveByApi, seeToast } from './support/masters.ts';

// Issue 8: Opening Stock Upload. Every row is checked first; a sheet with any bad row is refused whole
// with a row-by-row report on screen; a good sheet is posted in one transaction.

const HEADER = 'Item Code,Stock Area,Quantity,Rate';
/** Issue 17: the optional Lot Number column after the four required ones. */
const WITH_LOT = `${HEADER},Lot Number`;

const sheetOf = (header: string, lines: readonly string[]) => ({
  name: 'opening-stock.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${header}\r\n${lines.join('\r\n')}\r\n`),
});
const csv = (...lines: string[]) => sheetOf(HEADER, lines);

test('a bad sheet is refused whole with its report; a good one is posted, once', async ({ page }) => {
  await logIn(page);
  // A new item of this run, so that its opening stock is posted here for the first time.
  const code = `E2E-OS-${runTag()}`;
  const category = await findByApi(page, 'partyTypeCategory', 'name', 'Raw Material');
  const kg = await findByApi(page, 'uom', 'name', 'KG');
  await saveByApi(page, 'chemical/item', {
    code,
    name: `E2E Opening Stock Granules ${code}`,
    categoryId: category.id,
    uomId: kg.id,
    purchaseGstRate: 18,
    saleGstRate: 18,
    purchasePrice: 98.5,
    salePrice: 110,
    reorderLevel: 100,
  });

  await openFromMenu(page, 'Masters', 'Opening Stock Upload');
  await expect(page).toHaveURL(/#\/module\/openingstock$/);
  await expect(page.getByRole('heading', { name: 'Opening Stock Upload', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upload a sheet' })).toContainText(
    'Lot Number, Roll Number and Rack',
  );
  const upload = page.getByRole('button', { name: 'Upload and Post' });
  await upload.click();
  await expect(page.getByText('Choose a sheet to upload')).toBeVisible();

  await page
    .getByLabel('Sheet', { exact: true })
    .setInputFiles(
      csv(
        `${code},Raw Material Store,250.5,98.50`,
        'NOPE-1,Raw Material Store,5,10',
        `${code},Weaving WIP,0,98.50`,
      ),
    );
  await upload.click();
  const refused = page.getByRole('region', { name: 'Sheet not posted' });
  await expect(refused.getByRole('alert')).toHaveText(
    'The sheet was not posted: 2 rows have problems. Correct them and upload the whole sheet again.',
  );
  const report = refused.getByRole('table', { name: 'Problems of the sheet' });
  await expect(report.getByRole('row').filter({ hasText: 'No item has the code NOPE-1' })).toContainText(
    'Item Code',
  );
  await expect(
    report.getByRole('row').filter({ hasText: 'Quantity must be greater than zero' }),
  ).toContainText('4');
  await seeToast(page, /^The sheet was not posted/);

  await page
    .getByLabel('Sheet', { exact: true })
    .setInputFiles(sheetOf(WITH_LOT, [`${code},Raw Material Store,250.5,98.50,L-E2E`]));
  await upload.click();
  await seeToast(page, /^Opening stock posted: 1 row \(OS-\d{8}-\d{6}-[0-9A-F]{2}\)$/);
  const posted = page.getByRole('region', { name: 'Sheet posted' });
  await expect(posted.getByRole('heading', { name: /^Posted as OS-/ })).toBeVisible();
  const row = posted
    .getByRole('table', { name: 'Posted opening stock' })
    .getByRole('row')
    .filter({ hasText: code });
  await expect(row).toContainText('Raw Material Store');
  await expect(row).toContainText('L-E2E');
  await expect(row).toContainText('24,674.25');
  // The quantity with its unit's decimals (KG: 3).
  await expect(row).toContainText('250.500');

  // The same sheet again: refused, the stock of that place and lot is not counted twice.
  await page
    .getByLabel('Sheet', { exact: true })
    .setInputFiles(sheetOf(WITH_LOT, [`${code},RMS,250.5,98.50,L-E2E`]));
  await upload.click();
  await expect(
    page
      .getByRole('region', { name: 'Sheet not posted' })
      .getByText(`The opening stock of ${code} in Raw Material Store, lot L-E2E was posted already`),
  ).toBeVisible();
});
