import { DOCUMENTS } from '@erp/domain';
import type { ComponentType } from 'react';
import { documentListPage } from './DocumentListPage.tsx';

/**
 * Every document of `DOCUMENTS` (issue 16) as the generic list: one chunk for the documents, its pages
 * named `<document key>/list`, like the masters' (decision 0600). The form comes next.
 */
export const pages: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.values(DOCUMENTS).map((document) => [`${document.key}/list`, documentListPage(document)]),
);
