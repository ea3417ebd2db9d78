import { describe, expect, it } from 'vitest';
import { parseEntity } from '../catalogue/validate.ts';
import { receiptProblems } from './against.ts';
import { DOCUMENTS } from './documents.ts';
import { documentModule, transitionRules } from './documentRules.ts';
import { documentPostings, type StockPosting } from './postings.ts';
import { packedLegs } from './shipDocuments.ts';

// Issue 19's packaging and dispatch (decisions 1140, 1142): a packaging's lines go into their packed stock
// area under their parcel numbers; a dispatch takes parcels out against its sales order.

const { packaging, dispatch } = DOCUMENTS;

describe('the packaging (decision 1140)', () => {
  const parse = (line: Record<string, unknown>) =>
    parseEntity(documentModule(packaging), {
      date: '2026-11-24',
      lines: [
        {
          parcelNumber: 'pcl-1',
          itemId: 1,
          uomId: 1,
          stockAreaId: 1,
          toStockAreaId: 2,
          quantity: 5,
          ...line,
        },
      ],
    });
  it.each([
    ['with its weights', { grossWeight: 5.2, netWeight: 5 }, []],
    ['without weights', {}, []],
    [
      'net above gross',
      { grossWeight: 5, netWeight: 5.2 },
      ['The net weight cannot be more than the gross weight.'],
    ],
    [
      'packed into the area it leaves',
      { toStockAreaId: 1 },
      ['Pack it into another stock area than the one it is taken from.'],
    ],
  ])('a line %s', (_, line, messages) => {
    const result = parse(line);
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual(messages);
  });

  it('completes on submit, and brings each lot taken in under its line parcel number', () => {
    expect(transitionRules(packaging).completes).toBe(true);
    const taken: StockPosting = {
      lineIndex: 0,
      movement: 'PACKING',
      material: 'item',
      materialId: 7,
      stockAreaId: 1,
      rackId: 3,
      lotNumber: 'L1',
      rollNumber: '',
      packingTypeId: null,
      manufacturedOn: null,
      expiresOn: null,
      quantity: -5,
      toStockAreaId: 2,
      rate: null,
      held: false,
    };
    expect(packedLegs([taken], [{ parcelNumber: ' PCL/1 ' }], 'parcelNumber')).toEqual([
      taken,
      { ...taken, stockAreaId: 2, rackId: null, quantity: 5, toStockAreaId: null, rollNumber: 'PCL/1' },
    ]);
    expect(packedLegs([taken], [], 'parcelNumber')[1]?.rollNumber).toBe('');
  });
});

describe('the dispatch (decision 1142)', () => {
  it('takes each line out of its place under its parcel number', () => {
    const posting = dispatch.posting;
    if (!posting) throw new Error('a dispatch posts');
    const [out] = documentPostings(
      posting,
      [{ itemId: 7, stockAreaId: 2, lotNumber: 'L1', parcelNumber: 'PCL/1', quantity: 5 }],
      { labTestInward: false },
    );
    expect(out).toMatchObject({ movement: 'DISPATCH', rollNumber: 'PCL/1', lotNumber: 'L1', quantity: -5 });
    expect(posting.claimsOrder).toBe('salesOrderId');
  });

  it("fills the sales order's dispatched quantity, refusing more than is pending in a dispatch's words", () => {
    const against = dispatch.against;
    if (!against) throw new Error('a dispatch fills its order');
    const problems = receiptProblems(
      against,
      [{ salesOrderLineId: 1, itemId: 7, quantity: 5 }],
      [{ id: 1, itemId: 7, quantity: 10, done: 8, itemName: 'PP Bags', uomName: 'PCS', uomDecimals: 0 }],
      0,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'Only 2 PCS of PP Bags is pending on the order; 5 PCS dispatched.',
    ]);
  });
});
