import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS, MODULES, documentModule, translationKey } from '@erp/domain';
import { SESSION_EXPIRED_TITLE } from '@erp/api';
import en from '../../public/assets/i18n/en.json';
import hi from '../../public/assets/i18n/hi.json';
import { createRoutes } from '../routing/router.tsx';
import { testServices } from '../testing/services.ts';
import {
  MASTERS,
  ROOT,
  menuTexts,
  messageTexts,
  moduleTexts,
  routeTexts,
  sheetTexts,
  statusTexts,
  documentTexts,
  confirmationTexts,
  reportTexts,
  seededNameTexts,
  floorTexts,
  floorActionTexts,
  sourceTexts,
  sysConfigTexts,
  keyOf,
  type UsedText,
} from '../testing/texts.ts';

const english: Record<string, string> = en;
const hindi: Readonly<Record<string, string>> = hi;

const appFolder = (folder: string) => join(ROOT, 'apps/erp/src', folder);
const uiTexts = sourceTexts(join(ROOT, 'packages/ui/src'));
const routes = routeTexts(createRoutes(testServices().handle));

/** Every text the app shows: its sources' `t('…')`, the catalogue, the menu, the routes, the spec's messages. */
const used: UsedText[] = [
  ...uiTexts,
  ...sourceTexts(join(ROOT, 'apps/erp/src')),
  ...menuTexts(),
  ...moduleTexts(MODULES),
  ...routes,
  ...messageTexts(),
  ...sheetTexts(),
  ...statusTexts(),
  ...documentTexts(),
  ...confirmationTexts(),
  ...reportTexts(),
  ...seededNameTexts(),
  ...floorTexts(),
  ...floorActionTexts(),
  ...sysConfigTexts(),
  { text: SESSION_EXPIRED_TITLE, where: 'session epics' },
];

/**
 * The shell (top bar, sidebar and its whole menu, breadcrumb, footer, login, the components' own texts),
 * the masters (their list and form screens, names, field labels and choices) and the documents' lists:
 * what hi.json covers.
 */
const shellAndMasters: UsedText[] = [
  ...uiTexts,
  ...[
    'layouts',
    'routing',
    'entity',
    'app',
    'components',
    'features/login',
    'features/masters',
    'features/documents',
  ].flatMap((folder) => sourceTexts(appFolder(folder))),
  ...menuTexts(),
  ...moduleTexts(MASTERS),
  ...routes,
  ...messageTexts(),
  ...statusTexts(),
];

/**
 * The DP log and the daily entries the floor works in (issue 19, decision 1320): the page, the entries'
 * fields and choices (the stoppage reasons, the shifts) and why an efficiency is not worked out.
 */
const floor: UsedText[] = [
  ...sourceTexts(appFolder('features/production')),
  ...moduleTexts([DOCUMENTS.dailyProduction, DOCUMENTS.dailyProductionMachineWise].map(documentModule)),
  ...floorTexts(),
];

const missingFrom = (bundle: Readonly<Record<string, string>>, texts: readonly UsedText[]) =>
  texts.filter((used) => !Object.hasOwn(bundle, keyOf(used))).map(({ text, where }) => `${text} (${where})`);

/**
 * `I18N_WRITE=1 vitest run src/app/translations.test.ts` writes en.json afresh: every text in use under
 * its key (an English text already there is kept), sorted, nothing else. hi.json is written by hand.
 */
function writeEnglishBundle(): void {
  const bundle: Record<string, string> = {};
  for (const text of used) bundle[keyOf(text)] ??= english[keyOf(text)] ?? text.text;
  const sorted = Object.fromEntries(Object.entries(bundle).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(join(ROOT, 'apps/erp/public/assets/i18n/en.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  for (const key of Object.keys(english)) delete english[key];
  Object.assign(english, sorted);
}

describe('translations (decision 0521)', () => {
  beforeAll(() => {
    if (process.env.I18N_WRITE === '1') writeEnglishBundle();
  });

  it('finds the texts: the extraction sees the t() calls of the app and of the components', () => {
    expect(used.map(({ text }) => text)).toEqual(
      expect.arrayContaining([
        'Add New',
        'Show rows',
        'Log in',
        'Welcome, {{name}}',
        'Unit of Measure',
        'Home',
      ]),
    );
  });

  it("finds what Submit, Issue and Accept say they will do before they are done: every document's (issue 42)", () => {
    expect(used.map(({ text }) => text)).toEqual(
      expect.arrayContaining([
        DOCUMENTS.purchaseOrder.onSubmit,
        DOCUMENTS.materialAllocation.onIssue,
        DOCUMENTS.quotation.onAccept,
      ]),
    );
  });

  it('en.json holds every text the app shows, under its key: the text trimmed and upper-cased (spec §5)', () => {
    expect(missingFrom(english, used)).toEqual([]);
  });

  it('en.json holds only texts in use, each with its English text', () => {
    const keys = new Map(used.map((text) => [keyOf(text), translationKey(text.text)]));
    expect(Object.keys(english).filter((key) => !keys.has(key))).toEqual([]);
    // A plural form's key (`KEY_one`) holds that form's text; any other key its own text.
    expect(Object.entries(english).filter(([key, text]) => translationKey(text) !== keys.get(key))).toEqual(
      [],
    );
  });

  it('one key, one English text: two texts differing only in case would show as one (a text in capitals is its own key)', () => {
    const texts = new Map<string, Set<string>>();
    for (const { text } of used) {
      if (text === translationKey(text)) continue;
      const key = translationKey(text);
      texts.set(key, (texts.get(key) ?? new Set()).add(text));
    }
    expect([...texts.values()].filter((set) => set.size > 1).map((set) => [...set])).toEqual([]);
  });

  it('hi.json covers the shell and the masters, and only keys en.json has', () => {
    expect(missingFrom(hindi, shellAndMasters)).toEqual([]);
    expect(Object.keys(hindi).filter((key) => !Object.hasOwn(english, key))).toEqual([]);
  });

  it('hi.json covers the DP log and the daily entries: stoppage reasons, shifts, operators, efficiency reasons', () => {
    expect(missingFrom(hindi, floor)).toEqual([]);
  });

  it("hi.json says the floor's actions, their fields and hints (issue 58)", () => {
    expect(missingFrom(hindi, floorActionTexts())).toEqual([]);
  });

  it('hi.json says every name the install and the demo seed for a master whose names classify (issue 56)', () => {
    expect(missingFrom(hindi, seededNameTexts())).toEqual([]);
  });

  it('hi.json covers what Submit, Issue and Accept say before they are done (issue 42)', () => {
    expect(missingFrom(hindi, confirmationTexts())).toEqual([]);
  });

  it('hi.json keeps every placeholder of the English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const broken = Object.entries(hindi).filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english[key] ?? '')),
    );
    expect(broken).toEqual([]);
  });

  // Issue 42: "'Invoice No.' is translated as 'चालान सं.' (that is challan)"; prints say the app's words
  // (decision 2091), so one wrong word here is wrong on paper too. An e-invoice keeps its GST name, ई-इनवॉइस.
  it('hi.json says an invoice बीजक and a challan चालान, never the one for the other', () => {
    const wrong = Object.entries(hindi).filter(([key, text]) => {
      const invoice = /INVOICE/.test(key.replace(/E-?INVOICE/g, ''));
      return text.includes('चालान') !== /CHALLAN/.test(key) || (invoice && !text.includes('बीजक'));
    });
    expect(wrong).toEqual([]);
  });
});
