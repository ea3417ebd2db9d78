import { expect, test, type Page } from '@playwright/test';
import { USERS, logIn, open } from './support/erp.ts';
import { addNew } from './support/documents.ts';
import { ready, scan } from './support/floor.ts';
import { choose, findByApi, openFromMenu, runTag } from './support/masters.ts';
import { fill, stockedItem } from './support/stock.ts';

// Issue 44's user guide (docs/guide/): the main screen of each area on the demo data, as a user opens it from
// the menu. `npm run guide:shots` (GUIDE_SHOTS=1) saves each as the guide's picture; in `npm test` each screen
// must show its heading.

const SHOTS = process.env.GUIDE_SHOTS === '1';

interface Screen {
  /** The guide page the picture belongs to: `docs/guide/images/<area>.png`. */
  area: string;
  /** The heading the screen shows. */
  heading: string;
  /** Opens the screen as a user would, and fills what makes its picture speak. */
  open: (page: Page) => Promise<void>;
  /** A new document filled for its picture: left unsaved afterwards, as its dialog asks. */
  unsaved?: true;
}

/** Leaves a form with unsaved changes for the dashboard, answering its dialog with Leave. */
async function leaveUnsaved(page: Page): Promise<void> {
  await openFromMenu(page, 'Dashboard', 'Dashboard');
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true, level: 1 })).toBeVisible();
}

/** A new document for a picture: its list from the menu (group, entry), its pickers chosen, line 1's quantity. */
interface Draft {
  menu: readonly [group: string, entry: string];
  /** Each picker: its label, what is typed, the option chosen. */
  picks: readonly (readonly [label: string, typed: string, option: string | RegExp])[];
  quantity: string;
}

/** Opens a new document and fills it as a user would, until its line is priced and its totals worked out. */
async function filledDraft(page: Page, { menu: [group, entry], picks, quantity }: Draft): Promise<void> {
  const form = await addNew(page, group, entry, entry);
  for (const [label, typed, option] of picks) await choose(form, label, typed, option);
  await fill(form, 'Quantity, line 1', quantity);
  await expect(form.getByRole('textbox', { name: 'Rate, line 1', exact: true })).not.toHaveValue('');
}

const SCREENS: readonly Screen[] = [
  { area: 'basics', heading: 'Dashboard', open: (page) => openFromMenu(page, 'Dashboard', 'Dashboard') },
  { area: 'masters', heading: 'Item', open: (page) => openFromMenu(page, 'Masters', 'Item') },
  {
    area: 'crm',
    heading: 'Funnel',
    open: async (page) => {
      await openFromMenu(page, 'CRM', 'Funnel');
      await page.getByRole('button', { name: 'Board', exact: true }).click();
      // The board is drawn once its stages and cards are read.
      await expect(page.getByRole('region', { name: 'Funnel board' })).toBeVisible();
    },
  },
  {
    area: 'orders',
    heading: 'Add Purchase Order',
    open: (page) =>
      filledDraft(page, {
        menu: ['Supply Chain', 'Purchase Order'],
        picks: [
          ['Supplier', 'Shree Gan', 'Shree Ganesh Polymers'],
          ['Deliver To (Branch)', 'head', 'Head Office'],
          ['Item, line 1', 'RM-PP-001', /RM-PP-001/],
        ],
        quantity: '3000',
      }),
    unsaved: true,
  },
  {
    area: 'stock',
    heading: 'Inventory Stock',
    open: (page) => openFromMenu(page, 'Inventory', 'Inventory Stock'),
  },
  {
    area: 'production',
    heading: 'DP Log',
    open: (page) => openFromMenu(page, 'Production & Dispatch', 'DP Log'),
  },
  {
    area: 'dispatch-and-billing',
    heading: 'Add Sales Invoice',
    open: (page) =>
      filledDraft(page, {
        menu: ['Billing', 'Sales Invoice'],
        picks: [
          ['Customer', 'Ambuja', 'Ambuja Cement Works Ltd'],
          ['Bill From (Branch)', 'head', 'Head Office'],
          ['Item, line 1', 'FG-SK-050', /FG-SK-050/],
        ],
        quantity: '1000',
      }),
    unsaved: true,
  },
  {
    area: 'machines',
    heading: 'Maintenance Activity',
    open: (page) => openFromMenu(page, 'Machine Asset', 'Maintenance Activity'),
  },
  {
    area: 'approvals',
    heading: 'Pending Approval',
    open: (page) => openFromMenu(page, 'Pending Approval', 'Pending Approval'),
  },
  { area: 'reports', heading: 'Report', open: (page) => openFromMenu(page, 'Report', 'Report') },
  {
    area: 'administration',
    heading: 'System Configuration',
    open: (page) => openFromMenu(page, 'Settings', 'System Configuration'),
  },
  {
    area: 'going-live',
    heading: 'Opening Stock Upload',
    open: (page) => openFromMenu(page, 'Masters', 'Opening Stock Upload'),
  },
];

test.use({ viewport: { width: 1440, height: 900 } });

test('issue 44: the main screen of each area of the user guide shows its heading on the demo data', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page);
  for (const screen of SCREENS) {
    await test.step(screen.area, async () => {
      await screen.open(page);
      await expect(page.getByRole('heading', { name: screen.heading, exact: true, level: 1 })).toBeVisible();
      // The screen has read what it shows: no table or panel is still busy, no loading bar runs.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `../docs/guide/images/${screen.area}.png` });
      if (screen.unsaved) await leaveUnsaved(page);
    });
  }
});

// Issue 58: the floor's guide page shows the floor as a store keeper's 390 px phone shows it.
test.describe('the floor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("issue 58: the floor's home and a lot's page, as the guide shows them", async ({ page }) => {
    await ready(page, USERS.admin.username, USERS.admin.name);
    const lot = `GD-${runTag()}`;
    const code = await stockedItem(page, 25, lot, { prefix: 'GD' });
    const item = await findByApi(page, 'chemical/item', 'code', code);

    await open(page, '/module/floor');
    await expect(
      page.getByRole('region', { name: 'Floor' }).getByRole('button', { name: /^Scan/ }),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'On this phone' })).toContainText('Lists synced');
    if (SHOTS) await page.screenshot({ path: '../docs/guide/images/floor.png' });

    await scan(page, `${new URL(page.url()).origin}/#/module/floor/lot/${item.id}?lotNumber=${lot}`);
    await expect(page.getByRole('heading', { name: `${code} · Tape Granules ${code}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Last movements' })).toContainText('Inward');
    if (SHOTS) await page.screenshot({ path: '../docs/guide/images/floor-lot.png' });
  });
});
