import type { Page } from '@playwright/test';

/** What a Tally file holds once imported, as the browser's XML parser reads it (issue 56, decision 2210). */
export interface TallyReadBack {
  /** Each ledger's balance in rupees, debit +: its opening balance and every voucher's entry on it. */
  balances: Record<string, number>;
  vouchers: { type: string; number: string; party: string }[];
}

/**
 * Issue 56's read-back: a Tally import file read as Tally takes it into a company without its ledgers, each
 * ledger made with its opening balance and every voucher's entries added; an amount is written a debit
 * negative, as Tally signs it.
 */
export function tallyReadBack(page: Page, xml: string): Promise<TallyReadBack> {
  return page.evaluate((text) => {
    const file = new DOMParser().parseFromString(text, 'application/xml');
    if (file.getElementsByTagName('parsererror').length > 0) throw new Error('The Tally file is not XML');
    const own = (node: Element, tag: string) =>
      [...node.children].find((child) => child.tagName === tag)?.textContent ?? '';
    const paise: Record<string, number> = {};
    const add = (ledger: string, amount: string) => {
      paise[ledger] = (paise[ledger] ?? 0) - Math.round(Number(amount || 0) * 100);
    };
    for (const ledger of file.getElementsByTagName('LEDGER'))
      add(ledger.getAttribute('NAME') ?? '', own(ledger, 'OPENINGBALANCE'));
    const vouchers = [...file.getElementsByTagName('VOUCHER')].map((voucher) => {
      for (const entry of voucher.children)
        if (entry.tagName === 'ALLLEDGERENTRIES.LIST') add(own(entry, 'LEDGERNAME'), own(entry, 'AMOUNT'));
      return {
        type: own(voucher, 'VOUCHERTYPENAME'),
        number: own(voucher, 'VOUCHERNUMBER'),
        party: own(voucher, 'PARTYLEDGERNAME'),
      };
    });
    const balances = Object.fromEntries(
      Object.entries(paise).map(([ledger, value]) => [ledger, value / 100]),
    );
    return { balances, vouchers };
  }, xml);
}
