import { describe, expect, it } from 'vitest';
import { fromDecimalText, fromIdText, fromWholeText, readDecimal, readId, readWhole } from './written.ts';

// Issue 57: "an id is digits only; a quantity or rate is a decimal number written as a person writes it (no
// exponents, no leading +, no padding), refused in words otherwise, with one rule for every route, form and
// sheet." Padding is anything around the number that writes nothing: spaces, and a 0 before another digit.

describe('an id is digits only', () => {
  it.each([
    ['2', 2],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('%j is the id %d', (text, id) => {
    expect(readId(text)).toBe(id);
  });

  it.each(['2e0', '2.0', '+2', ' 2', '2 ', '02', '0', '-2', '0x2', '', '2,000', '٢', 'Infinity'])(
    '%j is no id',
    (text) => {
      expect(readId(text)).toBeNull();
    },
  );
});

describe('a whole number from 0 (a version, a page, a revision) is digits only', () => {
  it.each([
    ['0', 0],
    ['12', 12],
  ])('%j is %d', (text, value) => {
    expect(readWhole(text)).toBe(value);
  });

  it.each(['00', '012', '1.0', '1e1', '+1', ' 1', '-1', ''])('%j is no whole number', (text) => {
    expect(readWhole(text)).toBeNull();
  });
});

describe('a decimal as a person writes it', () => {
  it.each([
    ['1000', 1000],
    ['1000.50', 1000.5],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['12.', 12],
    ['-3', -3],
    ['-0', 0],
    ['1,250', 1250],
    ['1,00,000.50', 100000.5],
    ['12,34,567.50', 1234567.5],
    ['100,000', 100000],
    ['1,234,567.5', 1234567.5],
    ['₹500', 500],
    ['₹ 1,250.50', 1250.5],
    ['-₹ 75', -75],
  ])('%j is %d', (text, value) => {
    expect(readDecimal(text)).toBe(value);
  });

  it.each([
    ['1e3', 'an exponent'],
    ['1E-2', 'an exponent'],
    ['+5', 'a leading +'],
    ['+.5', 'a leading +'],
    [' 5', 'padding: a space'],
    ['5 ', 'padding: a space'],
    ['1 250', 'a space inside'],
    ['05', 'padding: a leading zero'],
    ['007.5', 'padding: leading zeros'],
    ['00.5', 'padding: leading zeros'],
    ['1,2', 'a comma that groups nothing (1.2 in much of the world)'],
    ['1,2345', 'a group of four'],
    [',100', 'a comma first'],
    ['100,', 'a comma last'],
    ['0x10', 'hexadecimal'],
    ['0b1', 'binary'],
    ['Infinity', 'no number'],
    ['NaN', 'no number'],
    ['', 'nothing'],
    ['.', 'a point alone'],
    ['-', 'a minus alone'],
    ['1.2.3', 'two points'],
    ['--1', 'two minus signs'],
    ['₹-5', 'a minus after the rupee sign'],
    ['₹  5', 'two spaces'],
  ])('%j is refused (%s)', (text) => {
    expect(readDecimal(text)).toBeNull();
  });
});

describe('what a client sends: text read by the rule (NaN, refused by every schema, when it writes none); anything else as it is', () => {
  it.each([
    [fromIdText, '7', 7],
    [fromWholeText, '0', 0],
    [fromDecimalText, '1,250.5', 1250.5],
  ])('text that writes the number', (read, text, value) => {
    expect(read(text)).toBe(value);
  });

  it.each([fromIdText, fromWholeText, fromDecimalText])(
    'text that writes none, and values that are not text',
    (read) => {
      expect(read('1e3')).toBeNaN();
      expect(read(7)).toBe(7);
      expect(read(undefined)).toBeUndefined();
      expect(read(null)).toBeNull();
    },
  );
});
