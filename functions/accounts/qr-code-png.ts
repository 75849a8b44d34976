// The two-factor QR code as a PNG data URL: byte for byte what qrcode's toDataURL makes (a unit test
// compares them), built from the two parts of qrcode and pngjs it uses, the QR encoder and the PNG
// writer. Through the packages' entry points the bundle also carried qrcode's SVG, UTF-8, terminal and
// canvas renderers and pngjs's decoder, 30 KiB that put the function over its 350 KiB budget
// (decision 017). The modules' shapes are declared in ./qr-code-png-parts.d.ts.
import PngPacker from 'pngjs/lib/packer-async';
import QRCodeEncoder from 'qrcode/lib/core/qrcode';
import QRRendererUtils from 'qrcode/lib/renderer/utils';

export interface QrCodePngOptions {
  errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H';
  margin: number;
  width: number;
}

/** What `QRCode.toDataURL(text, options)` answers, without the rest of the package. */
export function qrCodePngDataUrl(text: string, options: QrCodePngOptions): Promise<string> {
  // The steps of qrcode's PNG renderer (lib/renderer/png.js) and pngjs's PNG.pack, in their order.
  const qrData = QRCodeEncoder.create(text, options);
  const rendererOptions = QRRendererUtils.getOptions(options);
  const size = QRRendererUtils.getImageWidth(qrData.modules.size, rendererOptions);
  const pngOptions = { ...rendererOptions.rendererOpts, width: size, height: size };
  const pixels = Buffer.alloc(4 * size * size);
  QRRendererUtils.qrToImageData(pixels, qrData, rendererOptions);
  const packer = new PngPacker(pngOptions);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    packer.on('data', (chunk: Buffer) => chunks.push(chunk));
    packer.on('error', reject);
    packer.on('end', () => resolve(`data:image/png;base64,${Buffer.concat(chunks).toString('base64')}`));
    process.nextTick(() => packer.pack(pixels, size, size, 0));
  });
}
