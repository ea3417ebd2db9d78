import { describe, expect, it } from 'vitest';
import { readPublicAddress } from '../src/config.ts';
import { siteAddress } from '../src/routes/labels.ts';

// Issue 42: "QR labels hold a relative link a phone cannot open; they hold the absolute address of the
// record (a configured public address of the site)". Decision 2080.

describe('PUBLIC_ADDRESS (README "Environment variables")', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['https://erp.kaveri.in', 'https://erp.kaveri.in/'],
    [' http://192.168.1.20:8080/ ', 'http://192.168.1.20:8080/'],
    ['https://kaveri.in/erp', 'https://kaveri.in/erp/'],
  ])('reads %j as %j', (value, expected) => {
    expect(readPublicAddress(value)).toBe(expected);
  });

  it.each([
    'erp.kaveri.in',
    'ftp://erp.kaveri.in',
    'https://erp.kaveri.in/?x=1',
    'https://erp.kaveri.in/#/a',
  ])('refuses %j, saying what it takes', (value) => {
    expect(() => readPublicAddress(value)).toThrow(
      `PUBLIC_ADDRESS: "${value}" is not a web address. Give the address the ERP is opened at, starting with http:// or https:// (https://erp.example.in).`,
    );
  });
});

describe("a label's site address", () => {
  const request = { protocol: 'http' as const, host: '192.168.1.20:8080' };
  it('is the one configured', () => {
    expect(siteAddress('https://erp.kaveri.in/')(request)).toBe('https://erp.kaveri.in/');
  });
  it('else the one the user printing the labels reached the server at', () => {
    expect(siteAddress(undefined)(request)).toBe('http://192.168.1.20:8080/');
  });
});
