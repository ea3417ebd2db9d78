import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

/**
 * A self-signed certificate for a TLS server started by a test (a mail server on 127.0.0.1), made with
 * node's crypto alone: an ECDSA P-256 key and an X.509 v3 certificate written in DER by hand (node has no
 * certificate writer), naming `host` as its subject and as its one IP address (subjectAltName).
 */

/** A DER element: its tag, its length (short form, or long in one or two bytes) and its content. */
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = body.length;
  const length = size < 0x80 ? [size] : size <= 0xff ? [0x81, size] : [0x82, size >> 8, size & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
}

const sequence = (...content: Buffer[]) => der(0x30, ...content);

/** An object identifier from its dotted text. */
function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const base128 = (value: number): number[] => {
    const bytes = [value & 0x7f];
    for (let left = value >>> 7; left > 0; left >>>= 7) bytes.unshift((left & 0x7f) | 0x80);
    return bytes;
  };
  return der(0x06, Buffer.from([40 * first + second, ...rest.flatMap(base128)]));
}

/** A UTCTime (YYMMDDhhmmssZ). */
const utcTime = (at: Date) =>
  der(0x17, Buffer.from(at.toISOString().replace(/^\d\d|[-:T]|\.\d+/g, ''), 'ascii'));

/** A name of one common name. */
const commonName = (name: string) =>
  sequence(der(0x31, sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(name, 'utf8')))));

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

export interface SelfSigned {
  /** The certificate, PEM. */
  cert: string;
  /** Its private key, PEM (PKCS#8). */
  key: string;
}

/** A certificate for `host` (an IPv4 address), valid from a day ago for a year, signed by its own key. */
export function selfSignedCertificate(host = '127.0.0.1'): SelfSigned {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const serial = randomBytes(8);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const altNames = sequence(der(0x87, Buffer.from(host.split('.').map(Number))));
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    commonName(host),
    sequence(utcTime(new Date(now - day)), utcTime(new Date(now + 365 * day))),
    commonName(host),
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(sequence(oid('2.5.29.17'), der(0x04, altNames)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const cert = new X509Certificate(certificate).toString();
  return { cert, key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}
