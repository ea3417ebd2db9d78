import { readFileSync } from 'node:fs';

/**
 * Self-signed certificates for a TLS server a test starts (a mail server on 127.0.0.1), made once with
 * `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 36500 -subj /CN=127.0.0.1
 * -addext subjectAltName=IP:127.0.0.1` and kept under fixtures/tls: `trusted` is the one a test's ERP trusts,
 * `stranger` one it does not.
 */
export interface SelfSigned {
  /** The certificate, PEM. */
  cert: string;
  /** Its private key, PEM. */
  key: string;
}

export function selfSignedCertificate(name: 'trusted' | 'stranger'): SelfSigned {
  const file = (extension: string) =>
    readFileSync(new URL(`./fixtures/tls/${name}.${extension}`, import.meta.url), 'utf8');
  return { cert: file('crt'), key: file('key') };
}
