// A still video of a QR code in Y4M (the format Chromium's fake camera plays), made with the qrcode
// package: the QR scanner tests point the browser's camera at it.
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const BLACK = 16;
const WHITE = 235;
const FRAMES = 5;

export async function writeQrVideo(file: string, text: string): Promise<void> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + quiet * 2));
  const offsetX = Math.floor((WIDTH - modules.size * scale) / 2);
  const offsetY = Math.floor((HEIGHT - modules.size * scale) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) luma.fill(BLACK, (offsetY + row * scale + y) * WIDTH + offsetX + col * scale, (offsetY + row * scale + y) * WIDTH + offsetX + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
