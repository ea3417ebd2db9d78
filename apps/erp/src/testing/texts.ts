import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import {
  actionConsequences,
  DOCUMENT_STATUSES,
  DOCUMENTS,
  documentModule,
  EFFICIENCY_PROBLEMS,
  FLOOR_ACTIONS,
  FLOOR_ACTION_FIELDS,
  LABEL_KIND_NAMES,
  MENU,
  MESSAGES,
  MODULES,
  OPENING_STOCK_COLUMNS,
  PHRASES,
  REPORTS,
  SEEDED_NAMES,
  SYS_CONFIG_MEANINGS,
  TOAST_TITLES,
  translationKey,
  type FieldDef,
  type MenuEntry,
  type ModuleDef,
} from '@erp/domain';
import type { RouteObject } from 'react-router-dom';
import { HOME_CRUMB, isRouteHandle } from '../routing/handle.ts';

/** The workspace's root, for naming files. */
export const ROOT = resolve(import.meta.dirname, '../../../..');

/** One text the app shows and where it is written. */
export interface UsedText {
  text: string;
  where: string;
  /** Its key in the bundles when not the text's own: a plural form's, `KEY_one` (issue 42). */
  key?: string;
}

/** The key a used text is kept under in the bundles. */
export const keyOf = ({ text, key }: UsedText): string => key ?? translationKey(text);

/** The `one` form of a `t(text, values, { one: '…' })` call, kept under i18next's plural key `KEY_one`. */
function oneForms(forms: ts.Expression | undefined, texts: readonly string[], where: string): UsedText[] {
  if (!forms || !ts.isObjectLiteralExpression(forms)) return [];
  return forms.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) && property.name.getText() === 'one'
      ? literals(property.initializer).flatMap((one) =>
          texts.map((text) => ({ text: one, where, key: `${translationKey(text)}_one` })),
        )
      : [],
  );
}

const SOURCE = /\.tsx?$/;
const NOT_SHOWN = /\.(test|stories|browser\.test)\.tsx?$|\.d\.ts$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_SHOWN.test(entry.name) ? [path] : [];
  });
}

/** The texts an argument can be: a literal, or either literal of `a ? 'x' : 'y'`. */
function literals(node: ts.Expression): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  return [];
}

/**
 * The literal first argument of every `t('…')` call in the sources under `folder` (tests and stories
 * left out), read with TypeScript's own parser: the build-time extraction of decision 0521. Calls with
 * a computed text are the catalogue's and the routes' texts, collected from them below.
 */
export function sourceTexts(folder: string): UsedText[] {
  return sourceFiles(folder).flatMap((path) => {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: UsedText[] = [];
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 't' &&
        node.arguments[0]
      ) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        const where = `${relative(ROOT, path)}:${line + 1}`;
        const texts = literals(node.arguments[0]);
        found.push(...texts.map((text) => ({ text, where })), ...oneForms(node.arguments[2], texts, where));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
}

function fieldTexts(fields: readonly FieldDef[]): string[] {
  return fields.flatMap((field) => [
    field.label,
    ...(field.placeholder ? [field.placeholder] : []),
    ...(field.hint ? [field.hint] : []),
    ...(field.lookup?.noneFound ? [field.lookup.noneFound] : []),
    ...(field.options ?? []).map((option) => option.label),
  ]);
}

/** The texts of catalogue modules: their names, field labels, placeholders, hints, choices and child tables. */
export function moduleTexts(modules: readonly ModuleDef[]): UsedText[] {
  return modules.flatMap((module) =>
    [
      module.label,
      ...(module.recordLabel ? [module.recordLabel] : []),
      ...fieldTexts(module.fields),
      ...(module.children ?? []).flatMap((child) => [child.label, ...fieldTexts(child.fields)]),
      ...(module.displayFields ?? []).map((line) => line.label),
    ].map((text) => ({ text, where: `catalogue module ${module.key}` })),
  );
}

/**
 * Every title of the sidebar menu (spec §2 "Menu entries"), groups and entries, with the everyday words
 * and the screens its search finds (issue 42).
 */
export function menuTexts(menu: readonly MenuEntry[] = MENU): UsedText[] {
  return menu.flatMap((entry) => [
    { text: entry.label, where: 'menu' },
    ...(entry.words ?? []).map((text) => ({ text, where: 'menu search words' })),
    ...menuTexts(entry.children ?? []),
    ...menuTexts(entry.within ?? []),
  ]);
}

/** The titles of the routes (breadcrumb and page title), and the breadcrumb's first step. */
export function routeTexts(routes: readonly RouteObject[]): UsedText[] {
  return [{ text: HOME_CRUMB, where: 'breadcrumb' }, ...routeTitles(routes)];
}

function routeTitles(routes: readonly RouteObject[]): UsedText[] {
  return routes.flatMap((route) => [
    ...(isRouteHandle(route.handle)
      ? [{ text: route.handle.title, where: `route ${route.path ?? ''}` }]
      : []),
    ...routeTitles(route.children ?? []),
  ]);
}

/**
 * The spec's fixed messages and toast titles (spec §5, §8), which the store shows as they are written,
 * and the templates of composed messages, which a screen reads messages back into (decision 0524).
 */
export function messageTexts(): UsedText[] {
  return [
    ...[...Object.values(MESSAGES), ...Object.values(TOAST_TITLES)].map((text) => ({
      text,
      where: 'spec messages',
    })),
    ...Object.values(PHRASES).map((text) => ({ text, where: 'composed messages' })),
  ];
}

/**
 * What the floor's screens show from the domain rather than from a field (the DP log, decision 1320): why
 * an efficiency is not worked out.
 */
export function floorTexts(): UsedText[] {
  return [
    ...Object.values(EFFICIENCY_PROBLEMS).map((text) => ({ text, where: 'efficiency problems' })),
    ...Object.values(LABEL_KIND_NAMES).map((text) => ({ text, where: 'what a label names' })),
  ];
}

/** The floor's actions (issue 58): each button's name, and its form's field names and hints. */
export function floorActionTexts(): UsedText[] {
  return Object.values(FLOOR_ACTIONS).flatMap((action) =>
    [action.label, ...fieldTexts(FLOOR_ACTION_FIELDS[action.key])].map((text) => ({
      text,
      where: `floor action ${action.key}`,
    })),
  );
}

/** What System Configuration says of each key of spec §3: its name and what it changes (issue 42). */
export function sysConfigTexts(): UsedText[] {
  return Object.values(SYS_CONFIG_MEANINGS).flatMap((meaning) => [
    { text: meaning.label, where: 'system config names' },
    { text: meaning.description, where: 'system config descriptions' },
  ]);
}

/** The opening stock sheet's column names (its problems name the column). */
export function sheetTexts(): UsedText[] {
  return OPENING_STOCK_COLUMNS.map((column) => ({ text: column.label, where: 'opening stock sheet' }));
}

/** The documents' statuses, which the ui's status tabs and badges translate from the domain (issue 16). */
export function statusTexts(): UsedText[] {
  return DOCUMENT_STATUSES.map((status) => ({ text: status.label, where: 'document statuses' }));
}

/** The names the install and the demo seed for the masters whose names classify (decision 2233). */
export function seededNameTexts(): UsedText[] {
  return Object.entries(SEEDED_NAMES).flatMap(([module, names]) =>
    names.map((text) => ({ text, where: `seeded ${module}` })),
  );
}

/** The documents' names and their header and line fields (issue 16's document screens). */
export function documentTexts(): UsedText[] {
  return Object.values(DOCUMENTS).flatMap((document) =>
    [
      ...moduleTexts([documentModule(document)]).map(({ text }) => text),
      ...fieldTexts(document.progressFields),
      ...(document.fillsFrom ? [document.fillsFrom.label] : []),
      ...(document.amendLabel ? [document.amendLabel] : []),
      ...document.lines.fields.flatMap((field) => (field.openDocument ? [field.openDocument.action] : [])),
    ].map((text) => ({ text, where: `${document.key} document` })),
  );
}

/**
 * What a document's Submit, Issue and Accept say they will do before they are done, which the form asks once
 * (issue 42): each document's `onSubmit`, `onIssue` and `onAccept`, and what an Accept that makes the party
 * first says (a lead's quotation, decision 2242).
 */
export function confirmationTexts(): UsedText[] {
  return Object.values(DOCUMENTS).flatMap((document) =>
    [
      ...Object.values(actionConsequences(document)),
      ...(document.accepts?.partyFromOrigin ? [document.accepts.partyFromOrigin.said] : []),
    ].map((text) => ({ text, where: `${document.key} document's confirmation` })),
  );
}

/** The declared reports' titles, areas, filter labels and column headers (issue 22's report area). */
export function reportTexts(): UsedText[] {
  return Object.values(REPORTS).flatMap((report) =>
    [
      report.title,
      report.area,
      ...report.filters.map((filter) => filter.label),
      ...report.filters.flatMap((filter) =>
        filter.kind === 'choice' ? filter.options.map((option) => option.label) : [],
      ),
      ...report.columns.map((column) => column.header),
      ...report.columns.flatMap((column) => (Array.isArray(column.words) ? column.words : [])),
      ...(report.rowActions ?? []).map((action) => action.label),
    ].map((text) => ({ text, where: `${report.id} report` })),
  );
}

/** The catalogue's masters (spec §1) and the rest of it. */
export const MASTERS = MODULES.filter((module) => module.kind === 'master');
