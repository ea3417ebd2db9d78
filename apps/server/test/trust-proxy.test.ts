import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustProxy } from '../src/config.ts';
import { LOGIN_THROTTLE } from '../src/auth/throttle.ts';
import { TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../src/testing.ts';

describe('TRUST_PROXY (README "Environment variables")', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    [' 127.0.0.1 , 10.0.0.0/8 ', '127.0.0.1,10.0.0.0/8'],
    ['loopback,::1,fd00::/8', 'loopback,::1,fd00::/8'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
  ])('reads %j as %j', (value, expected) => {
    expect(readTrustProxy(value)).toEqual(expected);
  });

  it.each(['2', '0.0.0.0/0', 'proxy.local', '10.0.0.0/33', '300.1.1.1', '127.0.0.1/8/8', 'yes'])(
    'refuses %j with what it accepts',
    (value) => {
      expect(() => readTrustProxy(value)).toThrow(
        `TRUST_PROXY: "${value}" is not an IP address or range. Give true, false, or the proxies' addresses and ranges separated by commas (127.0.0.1,10.0.0.0/8).`,
      );
    },
  );
});

describe('the login limits behind a trusted proxy', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ trustProxy: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const login = (username: string, password: string, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/authenticate',
      payload: { username, password },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('counts failures per caller (X-Forwarded-For of the trusted proxy), not per proxy', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) await login(`ghost${i}`, 'wrong', '203.0.113.7');
    expect((await login('admin', TEST_ADMIN_PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    // Another caller through the same proxy is not stopped by the first one's failures.
    expect((await login('admin', TEST_ADMIN_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For from an address that is not the proxy', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      await login(`spoof${i}`, 'wrong', `198.51.100.${i}`, '10.9.9.9');
    }
    expect((await login('orgb.admin', TEST_ADMIN_PASSWORD, '198.51.100.200', '10.9.9.9')).statusCode).toBe(
      429,
    );
  });
});
