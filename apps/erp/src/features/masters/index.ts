import { MODULES, type EntityRecord, type MasterImport } from '@erp/domain';
import { createElement, type ComponentType } from 'react';
import { entityPages } from '../../entity/pages.tsx';
import { IntakeTokenPanel } from './IntakeTokenPanel.tsx';
import { LeadImportPage } from './LeadImportPage.tsx';
import { PartyOrderLedger } from './PartyOrderLedger.tsx';
import { PrintTemplatePreview } from './PrintTemplatePreview.tsx';

/** What a master's page shows below a stored record's form. */
const RECORD_PARTS: Readonly<Record<string, ComponentType<{ id: number }>>> = {
  party: PartyOrderLedger,
  // Issue 21: the platform's intake token for its website form (decision 1606).
  digitalPlatform: IntakeTokenPanel,
};

/** The import page of each importer a master may declare (`imports`, decision 1608). */
const IMPORT_PAGES: Readonly<Record<MasterImport['importer'], ComponentType<{ module: string }>>> = {
  leads: LeadImportPage,
};

/** What a master's page shows below its form, from the values being edited. */
const FORM_PARTS: Readonly<Record<string, ComponentType<{ values: EntityRecord }>>> = {
  printTemplate: PrintTemplatePreview,
};

/**
 * Every master of spec §1 (the catalogue's `master` modules) as the generic list and form: one chunk
 * for the Masters area, its pages named `<module key>/list` and `<module key>/form` (decision 0600), and
 * `<module key>/import` for a master that declares an import (decision 1608).
 */
export const pages: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  MODULES.filter((module) => module.kind === 'master').flatMap((module) => {
    const { list, form } = entityPages(module.key, RECORD_PARTS[module.key], FORM_PARTS[module.key]);
    const pages: [string, ComponentType][] = [
      [`${module.key}/list`, list],
      [`${module.key}/form`, form],
    ];
    if (!module.imports) return pages;
    const Import = IMPORT_PAGES[module.imports.importer];
    return [
      ...pages,
      [
        `${module.key}/import`,
        function ImportPage() {
          return createElement(Import, { module: module.key });
        },
      ],
    ];
  }),
);
