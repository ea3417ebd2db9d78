// The app tests' stand-in for the browser's BarcodeDetector: jsdom has no camera and no decoder, so a frame
// reads what the test says the camera shows, through the scanner's own reader (codeReader.ts).

/** What the camera shows: a label's text, or '' for nothing readable. */
export const cameraShows = { text: '' };

class FakeBarcodeDetector {
  static getSupportedFormats(): Promise<string[]> {
    return Promise.resolve(['qr_code', 'code_128']);
  }
  detect(): Promise<{ rawValue: string }[]> {
    return Promise.resolve(cameraShows.text ? [{ rawValue: cameraShows.text }] : []);
  }
}

/** Gives the window a BarcodeDetector that reads `cameraShows`. */
export function installFakeBarcodeDetector(): void {
  Object.defineProperty(globalThis, 'BarcodeDetector', { value: FakeBarcodeDetector, configurable: true });
}

/** Leaves the window as a file after this one expects it: no BarcodeDetector. */
export function removeFakeBarcodeDetector(): void {
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
}
