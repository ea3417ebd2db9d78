import { describe, expect, it } from 'vitest';
import { DOCUMENTS, lineDerivations, type DocumentKey, type EntityRecord } from '@erp/domain';
import { rootReducer, type RootState } from '../rootReducer.ts';
import {
  documentDraftChanged,
  documentFormCleared,
  documentLineChanged,
  selectDocumentForm,
} from './documentsSlice.ts';

// Issue 56: "a stage batch no longer works out the denier" once its line's Role went blank. Every line figure
// the form works out is worked out on the lines as a user types them, cell by cell into the line the grid
// offers (its choices at their defaults), a looked-up record chosen as its picker gives it.

type Cell = readonly [field: string, value: unknown, record?: EntityRecord];

interface Figure {
  document: DocumentKey;
  field: string;
  header?: readonly Cell[];
  /** Each line's cells in the order typed. */
  lines: readonly (readonly Cell[])[];
  /** The figure on the last line. */
  expected: number;
}

const circularLoom = {
  id: 7,
  name: 'Circular Loom 1',
  isLoom: true,
  machineKind: 'CIRCULAR_LOOM',
  loomWidth: 22,
  ratedOutputPerHour: 100,
  ratedOutputUnit: 'METRES',
};
const fabric = { id: 4, name: 'PP Woven Fabric 90 GSM', gsm: 90, width: 22 };
const loomLine: readonly Cell[] = [
  ['itemId', 4, fabric],
  ['metres', 1000],
  ['kg', 90],
  ['runningHours', 8],
];

const FIGURES: readonly Figure[] = [
  { document: 'planning', field: 'leftToProduce', lines: [[['quantity', 100]]], expected: 100 },
  // 90 kg over 1,000 m of a 22 inch tube: 90,000 g over 1,117.6 m².
  {
    document: 'dailyProduction',
    field: 'gsm',
    lines: [[['machineId', 7, circularLoom], ...loomLine]],
    expected: 80.53,
  },
  {
    document: 'dailyProduction',
    field: 'performance',
    lines: [
      [
        ['machineId', 7, circularLoom],
        ['metres', 800],
        ['runningHours', 8],
      ],
    ],
    expected: 100,
  },
  {
    document: 'dailyProductionMachineWise',
    field: 'gsm',
    header: [['machineId', 7, circularLoom]],
    lines: [[['shift', 'A'], ...loomLine]],
    expected: 80.53,
  },
  {
    document: 'dailyProductionMachineWise',
    field: 'performance',
    header: [['machineId', 7, circularLoom]],
    lines: [
      [
        ['shift', 'A'],
        ['metres', 800],
        ['runningHours', 8],
      ],
    ],
    expected: 100,
  },
  {
    document: 'weavingProcess',
    field: 'gsm',
    header: [['tubular', true]],
    lines: [
      [
        ['lineRole', 'OUTPUT'],
        ['weightKg', 90],
        ['metres', 1000],
        ['widthInches', 22],
      ],
    ],
    expected: 80.53,
  },
  // "240 kg over 27,00,000 m is 800 D".
  {
    document: 'newProductionBatch',
    field: 'measuredDenier',
    header: [['stage', 'TAPE_EXTRUSION']],
    lines: [
      [
        ['itemId', 1],
        ['quantity', 250],
      ],
      [
        ['itemId', 2],
        ['lineRole', 'OUTPUT'],
        ['quantity', 240],
        ['metres', 2_700_000],
      ],
    ],
    expected: 800,
  },
  // The fabric laminated is an input by its Role's default: typed item first, it stays one.
  {
    document: 'newProductionBatch',
    field: 'gsm',
    header: [['stage', 'LAMINATION']],
    lines: [
      [
        ['itemId', 4, fabric],
        ['metres', 100],
        ['quantity', 100],
      ],
      [
        ['lineRole', 'OUTPUT'],
        ['quantity', 100],
        ['gsmAdded', 20],
      ],
    ],
    expected: 110,
  },
];

const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('every line figure of every document is worked out on the lines as typed (decision 1230)', () => {
  it('the table names every line figure every document declares', () => {
    const declared = (Object.keys(DOCUMENTS) as DocumentKey[]).flatMap((key) =>
      DOCUMENTS[key].lines.fields.flatMap((field) => (field.derived ? [`${key}.${field.key}`] : [])),
    );
    expect(FIGURES.map(({ document, field }) => `${document}.${field}`).sort()).toEqual(declared.sort());
  });

  it.each(FIGURES)('$document: $field', ({ document, field, header = [], lines, expected }) => {
    const state = reduce(
      documentFormCleared({ document, draft: { date: '2026-11-27' } }),
      ...header.map(([key, value, record]) =>
        documentDraftChanged({ document, field: key, value, ...(record ? { record } : {}) }),
      ),
      ...lines.flatMap((cells, index) =>
        cells.map(([key, value, item]) =>
          documentLineChanged({ document, index, field: key, value, ...(item ? { item } : {}) }),
        ),
      ),
    );
    const draft = selectDocumentForm(state, document).draft ?? {};
    const figures = lineDerivations(DOCUMENTS[document].lines, draft, {});
    expect(figures.at(-1)?.values[field]).toBe(expected);
  });
});
