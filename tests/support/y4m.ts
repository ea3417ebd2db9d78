import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

// Chromium's fake camera plays a Y4M file (--use-file-for-fake-video-capture): a label's QR drawn into one.

/** The camera's picture: 640 × 480, as a phone's rear camera gives at its least. */
const WIDTH = 640;
const HEIGHT = 480;
/** Each module of the QR drawn as a square of this many pixels. */
const MODULE_PX = 6;
/** The quiet zone around the QR, in modules (the QR standard asks 4). */
const QUIET = 4;
/** Light and dark in video's luma range (16–235). */
const WHITE = 235;
const BLACK = 16;

/** The luma plane of a white picture with `text`'s QR in its middle. */
function lumaOfQr(text: string): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET) * MODULE_PX;
  if (side > HEIGHT) throw new Error(`The QR of ${text.length} characters does not fit the picture.`);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(WHITE);
  const left = Math.floor((WIDTH - modules.size * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - modules.size * MODULE_PX) / 2);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < MODULE_PX; y += 1) {
        const start = (top + row * MODULE_PX + y) * WIDTH + left + column * MODULE_PX;
        luma.fill(BLACK, start, start + MODULE_PX);
      }
    }
  return luma;
}

/**
 * Writes a Y4M video (YUV4MPEG2, 4:2:0) of a few still frames of `text`'s QR to `file`; Chromium loops it
 * as its fake camera's picture.
 */
export function writeQrVideo(file: string, text: string, frames = 3): void {
  const luma = lumaOfQr(text);
  // No colour: both chroma planes at their middle.
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
