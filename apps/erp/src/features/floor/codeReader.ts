import type { BarcodeDetector as Detector, BarcodeFormat } from 'barcode-detector/ponyfill';

/** The codes our labels carry (issue 58): the QR of every label, and Code 128 where a label prints one. */
export const LABEL_FORMATS: readonly BarcodeFormat[] = ['qr_code', 'code_128'];

/** Reads the first code in a camera's frame, or null. */
export type CodeReader = (frame: HTMLVideoElement) => Promise<string | null>;

type DetectorClass = typeof Detector;

/** The browser's own BarcodeDetector where it reads QR (a phone's Chrome); null where it has none. */
async function nativeDetector(): Promise<DetectorClass | null> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!native) return null;
  const formats: readonly BarcodeFormat[] = await native.getSupportedFormats().catch(() => []);
  return formats.includes('qr_code') ? native : null;
}

let loading: Promise<CodeReader> | null = null;

/**
 * The reader of the scanner (decision 2330): the browser's BarcodeDetector where it reads QR, else the
 * ZXing WebAssembly polyfill, loaded only when a scanner first opens and then kept.
 */
export function loadCodeReader(): Promise<CodeReader> {
  loading ??= (async () => {
    const Found = (await nativeDetector()) ?? (await import('./zxingDetector.ts')).BarcodeDetector;
    const supported = await Found.getSupportedFormats();
    const detector = new Found({ formats: LABEL_FORMATS.filter((format) => supported.includes(format)) });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
