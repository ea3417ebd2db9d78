import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.ts';
import { inheritFrom } from './inherits.ts';

const dispatch = DOCUMENTS.dispatch;

describe('a document takes its branch from the document it derives from (issue 38, decision 1826)', () => {
  it.each([
    ['a dispatch without a branch takes its sales order’s', { salesOrderId: 4 }, { branchId: 7 }, 7],
    ['a dispatch naming its order’s branch keeps it', { salesOrderId: 4, branchId: 7 }, { branchId: 7 }, 7],
    ['an order without a branch leaves it blank', { salesOrderId: 4, branchId: '' }, {}, null],
    [
      'a branch given where the order has none is kept',
      { salesOrderId: 4, branchId: 3 },
      { branchId: null },
      3,
    ],
  ])('%s', (_, header, source, branchId) => {
    expect(inheritFrom(dispatch, header, source)).toEqual({ ok: true, header: { ...header, branchId } });
  });

  it('"a dispatch takes its branch from its sales order": another branch is refused in words', () => {
    expect(inheritFrom(dispatch, { salesOrderId: 4, branchId: 3 }, { branchId: 7 })).toEqual({
      ok: false,
      field: 'branchId',
      message:
        "A dispatch has the Dispatch From (Branch) of its Sales Order: choose the Sales Order's or leave it blank.",
    });
  });

  it('a header naming no source, or a document inheriting nothing, keeps what it has', () => {
    expect(inheritFrom(dispatch, { branchId: 3 }, undefined)).toEqual({ ok: true, header: { branchId: 3 } });
    const { inherits: _none, ...plain } = dispatch;
    expect(inheritFrom(plain, { branchId: 3 }, { branchId: 7 })).toEqual({
      ok: true,
      header: { branchId: 3 },
    });
    expect(
      inheritFrom({ ...dispatch, inherits: { from: 'x', fields: ['y'] } }, { y: 1 }, { y: 2 }),
    ).toMatchObject({
      message: "A dispatch has the y of its x: choose the x's or leave it blank.",
    });
  });

  it('every document that inherits names a header lookup of a document and fields both have', () => {
    for (const def of Object.values(DOCUMENTS)) {
      if (!def.inherits) continue;
      const from = def.fields.find((field) => field.key === def.inherits?.from);
      const source = Object.values(DOCUMENTS).find((other) => other.key === from?.lookup?.module);
      expect(source, def.key).toBeDefined();
      for (const key of def.inherits.fields) {
        expect(
          def.fields.some((field) => field.key === key),
          `${def.key}.${key}`,
        ).toBe(true);
        expect(
          source?.fields.some((field) => field.key === key),
          `${source?.key}.${key}`,
        ).toBe(true);
      }
    }
  });
});
