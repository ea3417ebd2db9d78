import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, mainMenu, open, setSysConfig } from './support/erp.ts';
import { addNew, downloaded, printed } from './support/documents.ts';
import {
  choose,
  confirmAction,
  openFromMenu,
  runTag,
  search,
  seeToast,
  submitted,
} from './support/masters.ts';
import { batchLine, shiftEntered } from './support/plant.ts';
import { fill } from './support/stock.ts';
import { day, indiaDay } from './support/dates.ts';
import { tallyReadBack } from './support/tally.ts';
import { gstinCheckCharacter } from '../packages/domain/src/index.ts';

// Issue 42's "The day as a test": the factory's whole day walked through the screens on the demo data
// (decision 2077), as its people click and type: the granules bought, received at the gate and into the
// store, passed by the lab, asked for and issued to the floor, extruded into tape, the shift's production,
// the tape line's breakdown and its repair; then a lead quoted, ordered, packed in part, dispatched (the bale
// and the rest loose), invoiced with its IRN and e-way bill, a part returned on a credit note, the rest
// received, and the month's GSTR-1. The figures a user checks are checked where the user reads them: on the
// screen and in the printed PDF.
// A fault met on a walk like this one gets its step here.

const SUPPLIER = 'Shree Ganesh Polymers';
/** The demo's granules: ₹104.50 a kg bought, 18% GST. */
const GRANULES = 'RM-PP-001';
const GRANULES_NAME = 'PP Granules Raffia Grade H030SG';
const TAPE = 'SF-TP-800';
const WASTE = 'WS-PP-001';
/** Rated 300 kg an hour. */
const TAPE_LINE = 'Tape Extrusion Line 1';

/** The demo's cement sack: ₹9.20, 12% GST; 25,000 in the Finished Goods Store. */
const SACK = 'FG-SK-050';
const SACK_NAME = 'PP Woven Sack 50 kg Cement';
/** 20,000 sacks: ₹1,84,000 and ₹22,080 of GST. */
const GRAND_TOTAL = '2,06,080.00';
/** Our GSTIN: the demo's Head Office, in Gujarat. */
const OUR_GSTIN = '24AAECS4321K1ZH';
/** The e-invoice portal's answer (decision 1422): an IRN of 64 hexadecimal characters and a signed QR. */
const IRN = `${'0e'.repeat(16)}${'d4c3b2a1'.repeat(4)}`;
const SIGNED_QR = `eyJhbGciOiJSUzI1NiJ9.${'eyJkYXRhIjoiSVJOIn0'.repeat(20)}.c2lnbmF0dXJl`;

interface Sale {
  company: string;
  gstin: string;
  order: string;
  parcel: string;
  challan: string;
  invoice: string;
  invoicePage: string;
}

/** A Gujarat GSTIN of this run's customer: its PAN's digits from the clock, its check character worked out. */
function gstinOf(tag: string): string {
  const first14 = `24AAAC${tag.replace(/[^A-Z]/g, 'D').slice(0, 1)}${String(Date.now()).slice(-4)}F1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** GST Returns on this month: a summary row's figures (documents, taxable value, IGST, CGST, SGST, value). */
async function gstr1Row(page: Page, label: string): Promise<number[]> {
  await openFromMenu(page, 'Billing', 'GST Returns');
  await page.getByRole('combobox', { name: 'Month', exact: true }).selectOption(indiaDay(0).slice(0, 7));
  const summary = page.getByRole('table', { name: 'GSTR-1 summary' });
  // The month's return has come once the screen is no longer busy reading it.
  await expect(page.locator('[aria-busy="false"]', { has: summary })).toBeVisible();
  const row = summary.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  await expect(row).toHaveCount(1);
  return (await row.getByRole('cell').allTextContents()).map((cell) => Number(cell.replaceAll(',', '')));
}

/** How wide the page is: wider than the screen, it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Inventory Stock's row of an item's lot in a stock area, searched by the item's code. */
async function stockRow(page: Page, code: string, lot: string, area: string): Promise<Locator> {
  await openFromMenu(page, 'Inventory', 'Inventory Stock');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(code);
  return page.getByRole('row').filter({ hasText: lot }).filter({ hasText: area });
}

// A step that cannot go on fails within half a minute, named, rather than at the end of the test's time.
test.use({ actionTimeout: 30_000 });

test("issue 42: the factory's day through the screens, from the purchase order to GSTR-1 and the receipt", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const tag = runTag();
  const lot = `DAY-${tag}`;
  await logIn(page);
  await setSysConfig(page, 'LAB_TEST_INWARD', 'YES');
  await setSysConfig(page, 'E_INVOICE', 'YES');
  try {
    await page.reload();
    let order = '';
    let gateEntry = '';
    await test.step('purchase order: 3,000 kg of granules at ₹104.50 with 18% GST', async () => {
      const form = await addNew(page, 'Supply Chain', 'Purchase Order', 'Purchase Order');
      await choose(form, 'Supplier', 'Shree Gan', SUPPLIER);
      await choose(form, 'Deliver To (Branch)', 'head', 'Head Office');
      await choose(form, 'Item, line 1', GRANULES, new RegExp(GRANULES));
      await fill(form, 'Quantity, line 1', '3000');
      await expect(form.getByRole('textbox', { name: 'Rate, line 1', exact: true })).toHaveValue(/^104\.5/);
      // Within Gujarat: CGST and SGST of 9% each on ₹3,13,500.
      await expect(form).toContainText('3,69,930.00');
      order = await submitted(page, form, 'Purchase Order', 'PO', 'Open');
    });

    await test.step('gate entry: the lorry of the order at the gate', async () => {
      await openFromMenu(page, 'Inventory', 'Add Gate Entry');
      const gate = page.getByRole('form', { name: 'Gate Entry' });
      await choose(gate, 'Supplier', 'Shree Gan', SUPPLIER);
      await choose(gate, 'Received At (Branch)', 'head', 'Head Office');
      await choose(gate, 'Purchase Order', order.slice(-5), order);
      await fill(gate, 'Vehicle Number', 'GJ01AB1234');
      // The order's line comes with it.
      await expect(gate.getByRole('combobox', { name: 'Item, line 1', exact: true })).toHaveValue(
        GRANULES_NAME,
      );
      await expect(gate.getByRole('textbox', { name: 'Declared Quantity, line 1', exact: true })).toHaveValue(
        /^3,?000(\.0+)?$/,
      );
      gateEntry = await submitted(page, gate, 'Gate Entry', 'GE', 'Open');
    });

    let inwardPage = '';
    await test.step('inward: the 3,000 kg into the Raw Material Store, held for the lab', async () => {
      await openFromMenu(page, 'Inventory', 'Add Inward');
      const form = page.getByRole('form', { name: 'Inward' });
      // The gate entry brings its purchase order, and the order its supplier and lines (issue 56).
      await choose(form, 'Gate Entry', gateEntry.slice(-5), gateEntry);
      await expect(form.getByRole('combobox', { name: 'Purchase Order', exact: true })).toHaveValue(order);
      await expect(form.getByRole('combobox', { name: 'Supplier', exact: true })).toHaveValue(SUPPLIER);
      await choose(form, 'Stock Area, line 1', 'raw', 'Raw Material Store');
      await fill(form, 'Lot Number, line 1', lot);
      await fill(form, 'Challan / Invoice Number', `CH-${tag}`);
      await submitted(page, form, 'Inward', 'GRN', 'Completed');
      inwardPage = page.url();
      const row = await stockRow(page, GRANULES, lot, 'Raw Material Store');
      await expect(row).toContainText('Held');
    });

    await test.step('lab: the lot passes, its 3,000 kg available', async () => {
      await page.goto(inwardPage);
      await page.getByRole('form', { name: 'Inward' }).getByRole('button', { name: 'Lab Test' }).click();
      const lab = page.getByRole('dialog', { name: /^Lab test of GRN\/\d{4}-\d{2}\/\d{5}, line 1$/ });
      await expect(lab).toContainText('3,000.000 KG held');
      // Judged on the granules' readings (issue 56: a test of none passed).
      await lab.getByRole('textbox', { name: 'Reading of Moisture' }).fill('0.05');
      await lab.getByRole('textbox', { name: 'Reading of Melt Flow Rate' }).fill('3.2');
      await lab.getByRole('button', { name: 'Save' }).click();
      await seeToast(page, 'Line 1 passed: its stock is released.');
      const row = await stockRow(page, GRANULES, lot, 'Raw Material Store');
      await expect(row).not.toContainText('Held');
      await expect(row).toContainText('3,000.000');
    });

    let request = '';
    await test.step('request: the extrusion floor asks for 2,000 kg', async () => {
      const form = await addNew(page, 'Inventory', 'Material Request', 'Material Request');
      await choose(form, 'Department', 'extr', 'Extrusion');
      await fill(form, 'Required By', day(1));
      await choose(form, 'Item, line 1', GRANULES, new RegExp(GRANULES));
      await fill(form, 'Requested Quantity, line 1', '2000');
      request = await submitted(page, form, 'Material Request', 'MR', 'Open');
    });

    await test.step('allocation: the store issues the 2,000 kg to the floor; 1,000 kg left in the lot', async () => {
      const form = await addNew(page, 'Inventory', 'Material Allocation', 'Material Allocation');
      await choose(form, 'Material Request', request.slice(-5), request);
      await choose(form, 'From Stock Area, line 1', 'raw', 'Raw Material Store');
      await choose(form, 'Lot Number, line 1', lot, lot);
      await choose(form, 'Issue To (Stock Area), line 1', 'weav', 'Weaving WIP');
      await submitted(page, form, 'Material Allocation', 'MA', 'Open');
      await confirmAction(page, form, 'Issue');
      await seeToast(page, /Material Allocation MA\/\d{4}-\d{2}\/\d{5} Issued Successfully/);
      await expect(form.getByRole('heading', { name: /^MA\/\d{4}-\d{2}\/\d{5} · Completed$/ })).toBeVisible();
      await expect(await stockRow(page, GRANULES, lot, 'Raw Material Store')).toContainText('1,000.000');
      await expect(await stockRow(page, GRANULES, lot, 'Weaving WIP')).toContainText('2,000.000');
    });

    await test.step('production stage: 2,000 kg extruded into 1,950 kg of tape and 40 kg of waste; 10 kg lost', async () => {
      const form = await addNew(page, 'Production & Dispatch', 'Stage Batch', 'Stage Batch');
      await fill(form, 'Date', day(0));
      await form
        .getByRole('combobox', { name: 'Stage', exact: true })
        .selectOption({ label: 'Tape Extrusion' });
      await choose(form, 'Machine', 'tape', TAPE_LINE);
      await form.getByRole('combobox', { name: 'Shift', exact: true }).selectOption({ label: 'Shift A' });
      // Issue 56: the line's Role stays the Input it is offered as once its item is typed.
      await batchLine(form, 1, { item: GRANULES, area: 'Weaving WIP', lot, quantity: '2000' });
      await expect(form.getByRole('combobox', { name: 'Role, line 1', exact: true })).toHaveValue('INPUT');
      await batchLine(form, 2, {
        role: 'Output',
        item: TAPE,
        area: 'Weaving WIP',
        lot: `TP-${tag}`,
        quantity: '1950',
        metres: '2,19,37,500',
      });
      await fill(form, 'Denier, line 2', '800');
      // "denier = grams per 9,000 m of tape": 19,50,000 g over 2,19,37,500 m.
      await expect(form.getByRole('status', { name: 'Measured Denier, line 2' })).toHaveText('800.00');
      await batchLine(form, 3, { role: 'Wastage', item: WASTE, area: 'Weaving WIP', quantity: '40' });
      await submitted(page, form, 'Stage Batch', 'SB', 'Completed');
      await expect(form.getByRole('textbox', { name: 'Process Loss (kg)', exact: true })).toHaveValue(
        '10.000',
      );
      await expect(await stockRow(page, TAPE, `TP-${tag}`, 'Weaving WIP')).toContainText('1,950.000');
    });

    await test.step("daily production: the tape line's shift, 1,950 kg in 7 of its 8 hours, one down", async () => {
      await shiftEntered(page, {
        department: 'Extrusion',
        machine: TAPE_LINE,
        operator: 'Anil Parmar',
        item: TAPE,
        kg: '1950',
        running: '7',
        stopped: '1',
        stoppage: 'Breakdown',
      });
      // Rated 300 kg an hour: available 87.50%, performing 92.86%, efficiency 81.25%.
      await openFromMenu(page, 'Production & Dispatch', 'DP Log');
      await choose(page.locator('main'), 'Operator', 'anil', 'Anil Parmar');
      const row = page.getByRole('table', { name: 'DP Log' }).getByRole('row').filter({ hasText: TAPE_LINE });
      await expect(row.first()).toContainText(/87\.50%\s*92\.86%\s*81\.25%/);
    });

    await test.step('breakdown and maintenance: the screen pack choked, changed, the line restarted', async () => {
      const reason = `Screen pack choked ${tag}`;
      const stop = await addNew(page, 'Machine Asset', 'Machine Breakdowns', 'Machine Breakdown');
      await choose(stop, 'Machine', 'tape', TAPE_LINE);
      await fill(stop, 'Stopped On', day(-1));
      await fill(stop, 'Stopped At', '14:10');
      await stop.getByRole('textbox', { name: 'Reason', exact: true }).fill(reason);
      await stop.getByRole('button', { name: 'Save', exact: true }).click();
      await seeToast(page, 'Machine Breakdown Saved Successfully');

      const repair = await addNew(page, 'Machine Asset', 'Maintenance Records', 'Maintenance');
      await choose(repair, 'Machine', 'tape', TAPE_LINE);
      await choose(repair, 'Activity', 'screen', 'Clean the screen changer');
      await choose(repair, 'Breakdown Repaired', tag, reason);
      await repair
        .getByRole('textbox', { name: 'Findings', exact: true })
        .fill('Screen pack changed, melt filter clean');
      await fill(repair, 'Downtime (minutes)', '50');
      await submitted(page, repair, 'Maintenance', 'MNT', 'Completed');

      await openFromMenu(page, 'Machine Asset', 'Machine Breakdowns');
      await page.getByRole('searchbox', { name: 'Filter Machine Breakdowns' }).fill(reason);
      // The row's button is named by its first column as shown: the day it stopped.
      await page.getByRole('button', { name: `Edit ${day(-1)}`, exact: true }).click();
      const edit = page.getByRole('form', { name: 'Machine Breakdown' });
      await fill(edit, 'Restarted On', day(-1));
      await fill(edit, 'Restarted At', '15:00');
      await edit.getByRole('button', { name: 'Update', exact: true }).click();
      await seeToast(page, 'Machine Breakdown Updated Successfully');
    });
    const sales: Sale = {
      company: `Day Agro Sacks ${tag}`,
      gstin: gstinOf(tag),
      order: '',
      parcel: '',
      challan: '',
      invoice: '',
      invoicePage: '',
    };
    let monthBefore: number[] = [];
    await test.step('GSTR-1 before: what the month holds so far', async () => {
      monthBefore = await gstr1Row(page, 'B2B invoices (4A)');
    });

    await test.step('lead: a sack buyer enquires and is entered as a lead, with its address', async () => {
      const lead = await addNew(page, 'CRM', 'Funnel', 'Lead');
      await fill(lead, 'Company Name', sales.company);
      await fill(lead, 'Contact Person', 'Hitesh Desai');
      await fill(lead, 'Phone', `9${String(Date.now()).slice(-9)}`);
      await fill(lead, 'Address', '27, Aji GIDC, Phase 2');
      await fill(lead, 'City', 'Rajkot');
      await lead.getByRole('combobox', { name: 'State', exact: true }).selectOption('24');
      await choose(lead, 'Stage', 'New', 'New');
      await lead.getByRole('button', { name: 'Save', exact: true }).click();
      // Issue 56: a lead is a lead to the user, not "Funnel".
      await seeToast(page, 'Lead Saved Successfully');
    });

    await test.step('quotation: 20,000 cement sacks at ₹9.20 with 12% GST to the lead, accepted in one step into the customer and its sales order', async () => {
      const form = await addNew(page, 'CRM', 'Quotation', 'Quotation');
      await choose(form, 'Funnel Entry', sales.company, sales.company);
      await choose(form, 'Quoted From (Branch)', 'head', 'Head Office');
      await choose(form, 'Item, line 1', SACK, new RegExp(SACK));
      await fill(form, 'Quantity, line 1', '20000');
      // ₹1,84,000 within Gujarat (the lead's state): CGST and SGST of 6% each.
      await expect(form).toContainText(GRAND_TOTAL);
      const quotation = await submitted(page, form, 'Quotation', 'QT', 'Open');
      // Issue 56: Accept makes the lead the customer itself, and says so before it does.
      await form.getByRole('button', { name: 'Accept', exact: true }).click();
      const asked = page.getByRole('dialog', { name: 'Accept Quotation?' });
      await expect(asked).toContainText('Makes the lead a customer');
      await asked.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(form.getByRole('heading', { name: `${quotation} · Accepted` })).toBeVisible();
      const notifications = page.getByRole('region', { name: 'Notifications' });
      await expect(
        notifications.getByText(`${sales.company} is a customer now, made from its lead.`),
      ).toBeVisible();
      await expect(form.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(sales.company);
      await notifications.getByRole('link', { name: 'Open Sales Order' }).click();
      const order = page.getByRole('form', { name: 'Sales Order' });
      await expect(order.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(sales.company);
      await expect(order.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toHaveValue(
        /^20,?000/,
      );
      await expect(order).toContainText(GRAND_TOTAL);
      // Issue 56: the customer's terms, 30 days, typed on the order as days (the words stay words).
      await fill(order, 'Credit Days', '30');
      sales.order = await submitted(page, order, 'Sales Order', 'SO', 'Open');
    });

    await test.step('customer: the lead became a customer at its address; its GSTIN and PIN code added', async () => {
      await openFromMenu(page, 'Masters', 'Business Partner');
      await page.getByRole('searchbox', { name: 'Filter Business Partner' }).fill(sales.company);
      await page.getByRole('button', { name: `Edit ${sales.company}`, exact: true }).click();
      const party = page.getByRole('form', { name: 'Business Partner' });
      // Issue 56: the lead's address is the billing address's first line, not its city again.
      await expect(party.getByRole('textbox', { name: 'Address Line 1, line 1', exact: true })).toHaveValue(
        '27, Aji GIDC, Phase 2',
      );
      await fill(party, 'GSTIN', sales.gstin);
      // The lead knew no PIN code: the lorry's e-way bill needs it.
      await fill(party, 'PIN Code, line 1', '360003');
      await party.getByRole('button', { name: 'Update', exact: true }).click();
      await seeToast(page, 'Business Partner Updated Successfully');
    });

    await test.step('packing: 15,000 of the sacks in one bale into the Packing area', async () => {
      const form = await addNew(page, 'Production & Dispatch', 'Packaging Process', 'Packaging');
      await fill(form, 'Date', day(0));
      await choose(form, 'Sales Order', sales.order.slice(-5), sales.order);
      await page.getByRole('button', { name: 'New Parcel' }).click();
      const parcel = form.getByRole('textbox', { name: 'Parcel Number, line 1', exact: true });
      await expect(parcel).toHaveValue(/^PCL\//);
      await choose(form, 'Item, line 1', SACK, new RegExp(SACK));
      await choose(form, 'From Stock Area, line 1', 'finish', 'Finished Goods Store');
      await fill(form, 'Quantity, line 1', '15000');
      await choose(form, 'Packed Into (Stock Area), line 1', 'pack', 'Packing');
      await fill(form, 'Gross Weight (kg), line 1', '800');
      await fill(form, 'Net Weight (kg), line 1', '795');
      sales.parcel = await parcel.inputValue();
      await submitted(page, form, 'Packaging', 'PK', 'Completed');
    });

    await test.step('dispatch: the bale scanned onto the lorry and 5,000 sacks loose from the store; the order has nothing left to send', async () => {
      const form = await addNew(page, 'Production & Dispatch', 'Dispatch', 'Dispatch');
      await choose(form, 'Customer', sales.company, sales.company);
      await choose(form, 'Sales Order', sales.order.slice(-5), sales.order);
      await fill(form, 'Date', day(0));
      await fill(form, 'Vehicle Number', 'GJ03BW4411');
      await fill(form, 'Driver', 'Kishore Vala');
      await fill(form, 'LR Number', `LR-${tag}`);
      const scanner = page.getByRole('form', { name: 'Scan Parcel' });
      const scan = scanner.getByRole('textbox', { name: 'Scan Parcel' });
      // Issue 56: Add Parcel with nothing typed showed nothing; it says what it needs and that loose goods need none.
      await scanner.getByRole('button', { name: 'Add Parcel' }).click();
      await expect(scanner).toContainText('Loose goods need no parcel');
      await scan.fill(sales.parcel);
      await scan.press('Enter');
      // The bale fills 15,000 of the order's line; the other 5,000 stay on a line of their own, to go loose.
      await expect(form.getByRole('textbox', { name: 'Parcel Number, line 2', exact: true })).toHaveValue(
        sales.parcel,
      );
      await expect(form.getByRole('textbox', { name: 'Parcel Number, line 1', exact: true })).toHaveValue('');
      await expect(
        form.getByRole('textbox', { name: 'Dispatched Quantity, line 1', exact: true }),
      ).toHaveValue(/^5,?000/);
      await choose(form, 'From Stock Area, line 1', 'finish', 'Finished Goods Store');
      sales.challan = await submitted(page, form, 'Dispatch', 'DC', 'Completed');
      await openFromMenu(page, 'Supply Chain', 'Sales Order');
      await expect((await search(page, 'Sales Order', sales.order)).getByText('Closed')).toBeVisible();
    });

    await test.step('invoice: the dispatch billed, ₹2,06,080.00 on screen and on the printed PDF with both GSTINs', async () => {
      const form = await addNew(page, 'Billing', 'Sales Invoice', 'Sales Invoice');
      await choose(form, 'Customer', sales.company, sales.company);
      await choose(form, 'Bill From (Branch)', 'head', 'Head Office');
      await fill(form, 'Date', day(0));
      await page.getByRole('button', { name: 'From Dispatches' }).click();
      const picker = page.getByRole('dialog', { name: 'Dispatches left to bill' });
      // A row per line of the challan, each ticking the whole challan.
      await picker
        .getByRole('checkbox', { name: new RegExp(`^Bill ${sales.challan}: `) })
        .first()
        .check();
      await picker.getByRole('button', { name: 'Bill Chosen' }).click();
      // The challan's two lines, the loose 5,000 and the bale's 15,000.
      await expect(form.getByRole('textbox', { name: 'Quantity, line 1', exact: true })).toHaveValue(
        /^5,?000/,
      );
      await expect(form.getByRole('textbox', { name: 'Quantity, line 2', exact: true })).toHaveValue(
        /^15,?000/,
      );
      await fill(form, 'Distance (km)', '220');
      await expect(form).toContainText(GRAND_TOTAL);
      sales.invoice = await submitted(page, form, 'Sales Invoice', 'INV', 'Completed');
      sales.invoicePage = page.url();
      const text = (await printed(page, form, sales.invoice)).pages.join('\n');
      expect(text).toContain('Tax Invoice');
      expect(text).toContain(sales.invoice);
      expect(text).toContain(GRAND_TOTAL);
      expect(text).toContain(sales.gstin);
      expect(text).toContain(OUR_GSTIN);
    });

    await test.step("due date: the order's 30 days reach the invoice, due in 30 days and not yet due in the ageing", async () => {
      await page.goto(sales.invoicePage);
      const form = page.getByRole('form', { name: 'Sales Invoice' });
      await expect(form.getByRole('textbox', { name: 'Credit Days', exact: true })).toHaveValue('30');
      await expect(form.getByRole('textbox', { name: 'Due Date', exact: true })).toHaveValue(day(30));
      await openFromMenu(page, 'Billing', 'Party Ledger');
      await choose(page.locator('main'), 'Party', sales.company, sales.company);
      const row = page
        .getByRole('table', { name: 'Ageing' })
        .getByRole('row')
        .filter({ hasText: sales.invoice });
      await expect(row).toContainText('Not Yet Due');
      await page.goto(sales.invoicePage);
    });

    await test.step('e-invoice and e-way bill: the portal files downloaded, its IRN entered', async () => {
      const upload = await downloaded(page, 'Download e-invoice JSON');
      expect(JSON.parse(upload.text)).toMatchObject({
        DocDtls: { No: sales.invoice },
        BuyerDtls: { Gstin: sales.gstin },
        ValDtls: { TotInvVal: 206080 },
      });
      await page.getByRole('button', { name: 'Enter IRN…' }).click();
      const dialog = page.getByRole('dialog', { name: `IRN of ${sales.invoice}` });
      await dialog.getByRole('textbox', { name: 'IRN', exact: true }).fill(IRN);
      await dialog
        .getByRole('textbox', { name: 'Acknowledgement Number', exact: true })
        .fill('112610012349876');
      await dialog
        .getByRole('textbox', { name: 'Acknowledgement Date', exact: true })
        .fill(`${indiaDay(0)} 11:32:00`);
      await dialog.getByRole('textbox', { name: 'Signed QR Code', exact: true }).fill(SIGNED_QR);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const answer = page.waitForResponse((response) => response.url().endsWith('/ewayBill'));
      const file = downloaded(page, 'Download e-way bill JSON');
      const replied = await answer;
      expect(replied.status(), await replied.text()).toBe(200);
      const bill = await file;
      expect(JSON.parse(bill.text)).toMatchObject({
        billLists: [
          expect.objectContaining({ docNo: sales.invoice, vehicleNo: 'GJ03BW4411', totInvValue: 206080 }),
        ],
      });
    });

    await test.step('credit note: 1,000 sacks come back, ₹10,304.00 credited', async () => {
      const note = await addNew(page, 'Billing', 'Credit Note', 'Credit Note');
      await choose(note, 'Customer', sales.company, sales.company);
      await choose(note, 'Branch', 'head', 'Head Office');
      await fill(note, 'Date', day(0));
      await choose(note, 'Against Invoice', sales.invoice.slice(-5), sales.invoice);
      // The invoice's lines come with it, all 20,000 sacks: 1,000 of the loose ones came back.
      await expect(note.getByRole('combobox', { name: 'Item, line 1', exact: true })).toHaveValue(SACK_NAME);
      await expect(note.getByRole('combobox', { name: 'Reason', exact: true })).toHaveValue('SALES_RETURN');
      await note.getByRole('button', { name: 'Remove line 2', exact: true }).click();
      await fill(note, 'Quantity, line 1', '1000');
      await choose(note, 'Return To (Stock Area), line 1', 'finish', 'Finished Goods Store');
      await expect(note).toContainText('10,304.00');
      await submitted(page, note, 'Credit Note', 'CN', 'Completed');
    });

    await test.step('receipt: ₹1,95,776.00 by NEFT settles the invoice; the customer owes nothing', async () => {
      const form = await addNew(page, 'Billing', 'Receipt', 'Receipt');
      await choose(form, 'Customer', sales.company, sales.company);
      await fill(form, 'Date', day(0));
      await form.getByRole('combobox', { name: 'Mode', exact: true }).selectOption({ label: 'NEFT/RTGS' });
      await fill(form, 'Reference (Cheque / UTR)', `UTR${tag}`);
      await fill(form, 'Amount', '195776');
      await page.getByRole('button', { name: 'Settle Open Documents' }).click();
      // The invoice is left unpaid less the credit note: ₹2,06,080.00 − ₹10,304.00.
      const unpaid = page.getByRole('table', { name: 'Open documents' }).getByRole('row').filter({
        hasText: sales.invoice,
      });
      await expect(unpaid).toContainText(/2,06,080\.00\s*1,95,776\.00$/);
      await unpaid.getByRole('checkbox', { name: `Settle ${sales.invoice}` }).check();
      await page.getByRole('button', { name: 'Settle Chosen' }).click();
      await submitted(page, form, 'Receipt', 'RCT', 'Completed');

      await openFromMenu(page, 'Billing', 'Party Ledger');
      await choose(page.locator('main'), 'Party', sales.company, sales.company);
      await expect(page.locator('main')).toContainText(/Closing balance\s*0\.00/);
    });

    await test.step("GSTR-1: the month's B2B invoices grow by the invoice: ₹1,84,000 taxable, ₹11,040 CGST and SGST", async () => {
      // Documents, taxable value, IGST, CGST, SGST, invoice value: read until the screen shows this month's.
      await expect
        .poll(async () =>
          (await gstr1Row(page, 'B2B invoices (4A)')).map(
            (figure, index) => Math.round((figure - (monthBefore[index] ?? 0)) * 100) / 100,
          ),
        )
        .toEqual([1, 184000, 0, 11040, 11040, 206080]);
    });

    await test.step("Tally: the month's file holds the receipt; read back, the customer owes what its ledger says", async () => {
      await openFromMenu(page, 'Billing', 'GST Returns');
      await page.getByRole('combobox', { name: 'Month', exact: true }).selectOption(indiaDay(0).slice(0, 7));
      await expect(page.getByRole('table', { name: 'Documents issued' })).toContainText(
        sales.invoice.slice(-5),
      );
      const held = await tallyReadBack(page, (await downloaded(page, 'Tally XML')).text);
      const types = held.vouchers
        .filter((voucher) => voucher.party === sales.company)
        .map((voucher) => voucher.type);
      expect(types.sort()).toEqual(['Credit Note', 'Receipt', 'Sales']);
      await openFromMenu(page, 'Billing', 'Party Ledger');
      await choose(page.locator('main'), 'Party', sales.company, sales.company);
      await expect(page.locator('main')).toContainText(/Closing balance\s*0\.00/);
      // The ledger closes at 0.00: the customer paid what the credit note left, and Tally holds the same.
      expect(held.balances[sales.company]).toBe(0);
    });

    await test.step('reports: the sales register shows the invoice with its GSTIN and taxes', async () => {
      await openFromMenu(page, 'Report', 'Report');
      await page.getByRole('link', { name: 'Sales Register', exact: true }).click();
      const row = page
        .getByRole('table', { name: 'Sales Register' })
        .getByRole('row')
        .filter({ hasText: sales.invoice });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(sales.gstin);
      await expect(row).toContainText(/1,84,000\.00.*11,040\.00.*11,040\.00.*2,06,080\.00/);
    });

    await test.step('on a phone (390 × 844): the invoice, the sales register and the menu fit its width', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(sales.invoicePage);
      await expect(page.getByRole('form', { name: 'Sales Invoice' })).toContainText(GRAND_TOTAL);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await open(page, '/module/reports/salesRegister');
      // On a phone each row is a card titled by its invoice's number, whole (decision 2081).
      await expect(
        page.getByRole('list', { name: 'Sales Register' }).getByRole('heading', { name: sales.invoice }),
      ).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.getByRole('banner').getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(mainMenu(page).getByRole('button', { name: 'Billing', exact: true })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    });
  } finally {
    await setSysConfig(page, 'LAB_TEST_INWARD', 'NO');
    await setSysConfig(page, 'E_INVOICE', 'NO');
  }
});
