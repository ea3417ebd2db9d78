import { amountInWords } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { pdfPages } from './pdf-text.ts';
import { useShipping } from './shipping-fixture.ts';

// Issue 42, "Hindi is whole": "write the amount in words in Hindi on Hindi prints: a print follows the
// language of the user who prints it" (decision 2090: the app sends it as Accept-Language).

const INV = 'chemical/salesInvoice';

const { app, ids, ok, config, state, posted } = useShipping();

/** A Tax Invoice of 2 × ₹250 at 18% GST (₹590), billed directly from the store. */
async function invoice() {
  await config('DIRECT_INVOICE', 'YES');
  try {
    return await posted(
      INV,
      await ok(`${INV}/save`, {
        partyId: state.customer,
        date: '2026-11-25',
        branchId: ids.branch,
        placeOfSupply: '24',
        lines: [
          {
            itemId: ids.tape,
            quantity: 2,
            rate: 250,
            gstRate: 18,
            hsnCode: '5407',
            stockAreaId: ids.store,
            lotNumber: state.lot,
          },
        ],
      }),
    );
  } finally {
    await config('DIRECT_INVOICE', '');
  }
}

/** The print's text, one string, asked for as the app asks with the user's language. */
async function printed(id: number, language?: string): Promise<string> {
  const reply = await app().raw({
    method: 'GET',
    url: `/api/v1/${INV}/print/${id}`,
    headers: {
      authorization: `Bearer ${app().admin}`,
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
  });
  expect(reply.statusCode).toBe(200);
  return pdfPages(reply.rawPayload).flat().join(' ');
}

describe('a sales invoice printed by a user who reads Hindi (issue 42)', () => {
  it('says its words in Hindi, invoice as बीजक and never चालान, the amount in Hindi words; typed values as typed', async () => {
    const { id, number } = await invoice();
    const hindi = await printed(id, 'hi');
    expect(hindi).toContain('कर बीजक');
    expect(hindi).not.toContain('चालान');
    expect(hindi).toContain('राशि शब्दों में');
    expect(amountInWords(590, 'hi')).toBe('पाँच सौ नब्बे रुपये मात्र');
    expect(hindi).toContain('पाँच सौ नब्बे रुपये मात्र');
    // Read as typed, its matras and reph in place (ि after its consonant: decision 2092's span).
    for (const word of [
      'ग्राहक',
      'विक्रेता',
      'स्थिति',
      'मात्रा',
      'कुल योग',
      'पूर्णांकन',
      'अधिकृत हस्ताक्षरकर्ता',
      '24 गुजरात',
    ])
      expect(hindi).toContain(word);
    expect(hindi).toContain('₹590.00');
    expect(hindi).toContain(String(number));
    for (const english of ['TAX INVOICE', 'AMOUNT IN WORDS', 'Grand Total', 'Rupees', 'Page 1 of'])
      expect(hindi).not.toContain(english);
  });

  it('prints in English when the user reads English, or the call names no language we print in', async () => {
    const { id } = await invoice();
    for (const language of [undefined, 'en', 'en-IN,hi;q=0.8', 'fr']) {
      const english = await printed(id, language);
      expect(english).toContain('TAX INVOICE');
      expect(english).toContain('Grand Total ₹590.00 AMOUNT IN WORDS Rupees Five Hundred Ninety Only');
      expect(english).not.toMatch(/[\u0900-\u097F]/);
    }
  });
});
