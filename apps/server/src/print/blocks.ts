import { formatDate, statusLabel } from '@erp/domain';
import type { PrintableDocument, PrintParty, PrintTemplate } from './model.ts';
import { isPrintableImage } from './header-image.ts';
import { MUTED, type Piece, type Sheet } from './sheet.ts';
import { stateLabel } from './text.ts';

/** The text blocks of a print (decision 0810): letterhead, parties, amount in words, terms, signature. */

const GAP = 10;
const HEADER_IMAGE_HEIGHT = 90;

/** The header image across the top when there is one, else the organisation's name and address. */
export function drawHeader(sheet: Sheet, printable: PrintableDocument, template: PrintTemplate): void {
  const image = template.headerImage;
  if (image && isPrintableImage(image)) {
    // With its y at the cursor, pdfkit moves the cursor below the image it fitted.
    sheet.doc.image(image, sheet.left, sheet.y, {
      fit: [sheet.width, HEADER_IMAGE_HEIGHT],
      align: 'center',
    });
  } else {
    const { organisation } = printable;
    const pieces: Piece[] = [
      { text: organisation.name, font: 'bold', size: 15, align: 'center' },
      ...(organisation.address?.length
        ? [{ text: organisation.address.join(', '), align: 'center' as const, color: MUTED, gap: 2 }]
        : []),
    ];
    sheet.y += sheet.stack(pieces, sheet.width, { x: sheet.left, y: sheet.y });
  }
  sheet.y += 6;
  sheet.rule(sheet.y);
  sheet.y += 6;
  sheet.y += sheet.text(printable.title.toUpperCase(), sheet.left, sheet.y, sheet.width, {
    font: 'bold',
    size: 13,
    align: 'center',
  });
  // Rule 46's endorsement of an export or SEZ invoice, under its title (decision 2213).
  if (printable.endorsement)
    sheet.y +=
      2 +
      sheet.text(sheet.say(printable.endorsement), sheet.left, sheet.y + 2, sheet.width, {
        font: 'bold',
        size: 8.5,
        align: 'center',
      });
  sheet.y += GAP;
}

const label = (text: string): Piece => ({ text, font: 'bold', size: 7.5, color: MUTED });

function partyPieces(sheet: Sheet, party: PrintParty): Piece[] {
  const { say } = sheet;
  return [
    label(party.label.toUpperCase()),
    { text: party.name, font: 'bold', size: 9.5, gap: 2 },
    ...(party.address ?? []).map((line) => ({ text: line })),
    { text: `GSTIN: ${party.gstin || say('Unregistered')}`, gap: 2 },
    ...(party.state ? [{ text: `${say('State')}: ${stateLabel(party.state, say)}` }] : []),
  ];
}

function factPieces(sheet: Sheet, printable: PrintableDocument, template: PrintTemplate): Piece[] {
  const { say } = sheet;
  const facts: [string, string][] = [
    [say('Number'), printable.number ?? say('Draft (not numbered yet)')],
    [say('Date'), formatDate(printable.date, template.dateFormat)],
    [say('Status'), say(statusLabel(printable.status))],
    [say('Place of Supply'), stateLabel(printable.placeOfSupply, say)],
    ...(printable.details ?? []).map((detail): [string, string] => [detail.label, detail.value]),
  ];
  return facts
    .filter(([, value]) => value !== '')
    .flatMap(([name, value], index) => [
      { ...label(name.toUpperCase()), gap: index === 0 ? 0 : 3 },
      { text: value },
    ]);
}

/** Our organisation, the party and the document's facts side by side. */
export function drawParties(sheet: Sheet, printable: PrintableDocument, template: PrintTemplate): void {
  const width = (sheet.width - 2 * GAP) / 3;
  const columns = [
    partyPieces(sheet, printable.organisation),
    partyPieces(sheet, printable.party),
    factPieces(sheet, printable, template),
  ];
  const height = Math.max(...columns.map((pieces) => sheet.stack(pieces, width)));
  sheet.ensure(height);
  const top = sheet.y;
  columns.forEach((pieces, index) =>
    sheet.stack(pieces, width, { x: sheet.left + index * (width + GAP), y: top }),
  );
  sheet.y = top + height + GAP;
}

export function drawAmountInWords(sheet: Sheet, printable: PrintableDocument): void {
  const words = printable.taxes.amountInWords;
  if (!words) return;
  const pieces: Piece[] = [
    label(sheet.say('Amount in Words').toUpperCase()),
    { text: words, font: 'bold', size: 9, gap: 1 },
  ];
  const height = sheet.stack(pieces, sheet.width);
  sheet.ensure(height);
  sheet.y += sheet.stack(pieces, sheet.width, { x: sheet.left, y: sheet.y }) + GAP;
}

/** Where the party pays (decision 1405): the bank's facts in a row, when the document names any. */
export function drawBank(sheet: Sheet, printable: PrintableDocument): void {
  const bank = printable.bank ?? [];
  if (bank.length === 0) return;
  const pieces: Piece[] = [
    label(sheet.say('Bank Details for Payment').toUpperCase()),
    { text: bank.map((detail) => `${detail.label}: ${detail.value}`).join('   '), gap: 1 },
  ];
  sheet.ensure(sheet.stack(pieces, sheet.width));
  sheet.y += sheet.stack(pieces, sheet.width, { x: sheet.left, y: sheet.y }) + GAP;
}

/** A headed free text; pdfkit carries a long text on over pages by itself, line by line. */
function drawFreeText(sheet: Sheet, heading: string, text: string): void {
  if (text.trim() === '') return;
  sheet.ensure(30);
  sheet.y += sheet.text(heading, sheet.left, sheet.y, sheet.width, { font: 'bold', size: 9 }) + 2;
  sheet.flow(text.trim());
  sheet.y += GAP;
}

/** The print's remarks (decision 1720), then the template's free text. */
export function drawTerms(sheet: Sheet, template: PrintTemplate): void {
  drawFreeText(sheet, sheet.say('Remarks'), template.remarks ?? '');
  drawFreeText(sheet, sheet.say('Terms and Conditions'), template.terms);
}

/** The receiver's side of a print the receiver signs (a delivery challan), at the left, level with ours. */
function drawReceiver(sheet: Sheet, top: number, ruleAt: number, width: number): void {
  const x = sheet.left;
  sheet.text(sheet.say('Received by'), x, top, width, { font: 'bold' });
  sheet.rule(ruleAt, x, x + (width * 2) / 3);
  sheet.text(sheet.say('Signature'), x, ruleAt + 3, width / 3, { color: MUTED });
  sheet.text(sheet.say('Date'), x + width / 3, ruleAt + 3, width / 3, { color: MUTED });
}

/**
 * "For <organisation>", room to sign, and the signatory's title, at the right; "Received by", a signature
 * and a date at the left when the receiver signs too (decision 1242).
 */
export function drawSignature(sheet: Sheet, printable: PrintableDocument, template: PrintTemplate): void {
  const width = Math.min(220, sheet.width / 2);
  const x = sheet.right - width;
  const space = 36;
  sheet.ensure(14 + space + 14);
  const top = sheet.y;
  sheet.y += sheet.text(sheet.say('For {name}', { name: printable.organisation.name }), x, sheet.y, width, {
    font: 'bold',
    align: 'right',
  });
  sheet.y += space;
  sheet.rule(sheet.y, x + width / 3, sheet.right);
  if (printable.receiverSigns) drawReceiver(sheet, top, sheet.y, width);
  sheet.y += 3;
  sheet.y += sheet.text(sheet.say(template.signatory), x, sheet.y, width, { align: 'right', color: MUTED });
}
