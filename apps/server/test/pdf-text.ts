import { inflateSync } from 'node:zlib';

/**
 * The text of each page of a PDF as pdfkit writes it (decision 0810), read without a PDF library: the
 * objects, their inflated streams, each font's ToUnicode map and the pages' text operators. One string
 * per text object (a line pdfkit set), in the order drawn; a span that says its text (ActualText, how
 * Devanagari is written: decision 2092) is read as it says it, one string, as a PDF reader copies it.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const streamAt = source.indexOf('stream\n', start);
    const endAt = source.indexOf('endobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = source.slice(start, streamAt);
      const begin = streamAt + 'stream\n'.length;
      const raw = pdf.subarray(begin, begin + Number(/\/Length (\d+)/.exec(dict)?.[1]));
      objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
      header.lastIndex = begin + raw.length;
    } else {
      objects.set(Number(match[1]), { dict: source.slice(start, endAt) });
    }
  }
  return objects;
}

/** UTF-16BE hex (a ligature's code points separated by spaces) as text. */
const hexToText = (hex: string): string =>
  Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap: glyph code (hex) → text, from its bfchar and bfrange sections. */
function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (body ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(code ?? '', 16), hexToText(text ?? ''));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (body ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi);
    for (const [, from, , target] of ranges) {
      const first = parseInt(from ?? '', 16);
      const texts = [...(target ?? '').matchAll(/<([0-9a-f\s]*)>/gi)].map(([, hex]) => hexToText(hex ?? ''));
      texts.forEach((text, index) => map.set(first + index, text));
    }
  }
  return map;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string's body (its escapes undone) as text: UTF-16BE after its byte order mark, else bytes. */
function literalText(body: string): string {
  const bytes = Buffer.from(
    body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
      /^[0-7]+$/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (ESCAPES[escaped] ?? escaped),
    ),
    'latin1',
  );
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1');
}

const reference = (dict: string, key: string): number | undefined => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

/** The text of every page, in page order: one array of lines per page. */
export function pdfPages(pdf: Buffer): string[][] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = reference(objects.get(Number(id))?.dict ?? '', 'ToUnicode');
      const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
      if (name && cmap) fonts.set(name, cmapOf(cmap.toString('latin1')));
    }
  }
  const pagesDict = [...objects.values()].find(({ dict }) => /\/Type \/Pages/.test(dict))?.dict ?? '';
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesDict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
  return kids.map(([, id]) => {
    const contents = reference(objects.get(Number(id))?.dict ?? '', 'Contents');
    const content =
      (contents === undefined ? undefined : objects.get(contents)?.stream)?.toString('latin1') ?? '';
    const lines: string[] = [];
    let font = new Map<number, string>();
    let line = '';
    // The text of the span being read, whose glyphs are not read: it says them.
    let said: string | undefined;
    for (const [, name, array, single, end, actual, spanEnd] of content.matchAll(
      /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|\b(ET)\b|\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)\s*>> BDC|\b(EMC)\b/gi,
    )) {
      if (actual !== undefined) said = literalText(actual);
      if (spanEnd && said !== undefined) {
        lines.push(said);
        said = undefined;
      }
      if (said !== undefined || actual !== undefined || spanEnd) continue;
      if (name) font = fonts.get(name) ?? new Map();
      const hexes =
        array !== undefined ? [...array.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => hex) : [single];
      for (const hex of end ? [] : hexes) {
        for (const code of (hex ?? '').match(/.{4}/g) ?? []) line += font.get(parseInt(code, 16)) ?? '';
      }
      if (end && line !== '') {
        lines.push(line);
        line = '';
      }
    }
    return lines;
  });
}
