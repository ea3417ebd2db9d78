import { DOCUMENT_STATUS } from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { today } from '../core/today.ts';
import type { Executor } from '../db/client.ts';
import { printTemplate } from '../db/schema.ts';
import { readHeaderImage } from '../print/header-image.ts';
import { printTemplateFrom, type PrintTemplate, type PrintTemplateRecord } from '../print/model.ts';
import { sayIn, type PrintLanguage, type Say } from '../print/words.ts';
import { renderPrint } from '../work/renders.ts';
import type { Row } from '../stores/types.ts';
import { parcelWeights } from './parcel-weights.ts';
import { printBlocks } from './print-additions.ts';
import { PrintParameters, DEFAULT_COPIES, type PrintChoices } from './print-parameters.ts';
import { printSample } from './print-sample.ts';
import { printableOf, printedFileName, type PrintSources } from './printable.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';
import { factsOf } from './kept.ts';
import { isRecord } from './taxes.ts';

/** A printed document: the name it downloads as and the PDF's bytes. */
export interface PrintedDocument {
  fileName: string;
  pdf: Buffer;
}

/** The copies' names, in order; a copy past them is 'Copy 5' (decision 1720). */
const COPY_NAMES = ['Original', 'Duplicate', 'Triplicate', 'Quadruplicate'];

/** The names of `count` copies: ['Original', 'Duplicate'] for two, said in the print's language. */
export const copyNames = (count: number, say: Say = sayIn('en')): string[] =>
  Array.from({ length: count }, (_, index) => {
    const name = COPY_NAMES[index];
    return name ? say(name) : say('Copy {number}', { number: index + 1 });
  });

/** What a template's preview prints over (decision 0870): a document that went out, not a draft or cancelled. */
const SUBMITTED = [
  DOCUMENT_STATUS.OPEN,
  DOCUMENT_STATUS.IN_PROGRESS,
  DOCUMENT_STATUS.COMPLETED,
  DOCUMENT_STATUS.CLOSED,
];

/** The parcel numbers a document's lines name (its posting's roll field), for their weights. */
const parcelsOf = (resource: DocumentResource, row: Row): string[] => {
  const field = resource.def.posting?.rollField;
  const lines = Array.isArray(row.lines) ? (row.lines as unknown[]) : [];
  return field
    ? lines.flatMap((line) => {
        const value = isRecord(line) ? line[field] : undefined;
        return typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [];
      })
    : [];
};

/**
 * Issue 16's print of every `DOCUMENTS` entry (decision 0810, addendum): the stored document of the caller's
 * organisation (another's is not found), its organisation, branch and party, rendered after the print
 * template of its type with the header image `images/header.jpg` of the files folder when present.
 */
export class DocumentPrinter {
  /** The per-document print choices a print uses when the call names none (decision 1720). */
  readonly parameters: PrintParameters;

  constructor(
    private readonly service: DocumentService,
    /** DATA_DIR/files: the header image is `images/header.jpg` under it. */
    private readonly filesDir: string,
  ) {
    this.parameters = new PrintParameters(service.database, service.documents);
  }

  /**
   * The document's PDF: with the choices given, else the document's saved ones, else two copies; in the
   * language of the user who prints it (decision 2090).
   */
  async print(
    resource: DocumentResource,
    caller: Caller,
    id: number,
    given: Partial<PrintChoices> = {},
    language: PrintLanguage = 'en',
  ): Promise<PrintedDocument> {
    const ex = this.service.database.db;
    const row = await this.service.get(resource, caller, id, ex);
    const [sources, template, saved] = await Promise.all([
      this.sources(ex, resource, caller, row),
      this.template(ex, resource, caller, language),
      this.parameters.choicesOf(ex, caller, resource.def.key, id),
    ]);
    const choices = { ...saved, ...given };
    const printed = printableOf(resource, row, sources, language);
    // What the areas add to it: an e-invoice's block, a consignment's vehicles (decision 2130).
    const printable = { ...printed, ...(await printBlocks(ex, caller, resource, row, printed)) };
    const pdf = await renderPrint(printable, {
      ...template,
      copies: copyNames(choices.copies, sayIn(language)),
      remarks: choices.extraRemarks,
    });
    return { fileName: printedFileName(row), pdf };
  }

  /**
   * A print template's preview (decision 0870): the template as the form holds it, over the latest submitted
   * document of its type the caller sees when `overStored` (the role may read the type), else over a fixed
   * sample; every page marked PREVIEW.
   */
  async preview(
    resource: DocumentResource,
    caller: Caller,
    record: PrintTemplateRecord,
    overStored: boolean,
    language: PrintLanguage = 'en',
  ): Promise<PrintedDocument> {
    const ex = this.service.database.db;
    const [latest] = overStored ? await this.latestSubmitted(resource, caller) : [];
    const [{ row, sources }, template] = await Promise.all([
      latest ? this.stored(ex, resource, caller, latest.id) : this.sample(ex, resource, caller),
      this.templateOf(record, language, 'Preview'),
    ]);
    const pdf = await renderPrint(printableOf(resource, row, sources, language), template);
    return { fileName: `Preview-${printedFileName(row)}`, pdf };
  }

  /** The caller's latest submitted document of the type (by date, then id), as the list shows it to them. */
  private async latestSubmitted(resource: DocumentResource, caller: Caller): Promise<Row[]> {
    const { rows } = await this.service.list(resource, caller, {
      page: 1,
      size: 1,
      sort: '-date',
      conditions: [
        sql`t.status IN (${sql.join(
          SUBMITTED.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ],
    });
    return rows;
  }

  private async stored(ex: Executor, resource: DocumentResource, caller: Caller, id: number) {
    const row = await this.service.get(resource, caller, id, ex);
    return { row, sources: await this.sources(ex, resource, caller, row) };
  }

  /** The sample document with our organisation's own facts (name, address, GSTIN, printed partner). */
  private async sample(ex: Executor, resource: DocumentResource, caller: Caller) {
    const ours = await this.sources(ex, resource, caller, { id: 0, version: 0 });
    const { row, facts } = printSample(ours.facts, today());
    return { row, sources: { ...ours, facts } };
  }

  private async sources(
    ex: Executor,
    resource: DocumentResource,
    caller: Caller,
    row: Row,
  ): Promise<PrintSources> {
    const [facts, weights] = await Promise.all([
      factsOf(ex, caller, resource.def, row),
      resource.def.printsParcelWeights ? parcelWeights(ex, caller, parcelsOf(resource, row)) : undefined,
    ]);
    return { facts, ...(weights ? { parcelWeights: weights } : {}) };
  }

  /**
   * The print-template master's active record for the document type (its `moduleName`, the oldest first),
   * else the defaults; two copies, the header image from the files folder.
   */
  private async template(
    ex: Executor,
    resource: DocumentResource,
    caller: Caller,
    language: PrintLanguage,
  ): Promise<PrintTemplate> {
    const [record] = await ex
      .select({
        paperSize: printTemplate.paperSize,
        orientation: printTemplate.orientation,
        content: printTemplate.content,
      })
      .from(printTemplate)
      .where(
        and(
          eq(printTemplate.orgId, caller.orgId),
          eq(printTemplate.moduleName, resource.key),
          sql`${printTemplate.active} IS NOT FALSE`,
        ),
      )
      .orderBy(asc(printTemplate.id))
      .limit(1);
    return this.templateOf(record, language);
  }

  /**
   * A template from the master's record in the print's language: two copies, the header image of the files
   * folder, the watermark's word said across every page.
   */
  private async templateOf(
    record: PrintTemplateRecord | undefined,
    language: PrintLanguage,
    watermark?: string,
  ): Promise<PrintTemplate> {
    const say = sayIn(language);
    const headerImage = (await readHeaderImage(this.filesDir)) ?? null;
    return printTemplateFrom(record, {
      headerImage,
      copies: copyNames(DEFAULT_COPIES, say),
      language,
      ...(watermark ? { watermark: say(watermark).toUpperCase() } : {}),
    });
  }
}
