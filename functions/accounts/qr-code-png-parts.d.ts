// The internal modules of qrcode 1.5 and pngjs 5 that qr-code-png.ts uses, as far as it uses them.
// Neither package types them; both are pinned in package-lock.json and a unit test holds the result
// to the packages' public toDataURL.

declare module 'qrcode/lib/core/qrcode' {
  interface QRCodeData {
    modules: { size: number };
  }
  const QRCodeEncoder: { create(text: string, options: object): QRCodeData };
  export default QRCodeEncoder;
}

declare module 'qrcode/lib/renderer/utils' {
  interface RendererOptions {
    rendererOpts: object;
  }
  const QRRendererUtils: {
    getOptions(options: object): RendererOptions;
    getImageWidth(qrSize: number, options: RendererOptions): number;
    qrToImageData(imageData: Buffer, qrData: { modules: { size: number } }, options: RendererOptions): void;
  };
  export default QRRendererUtils;
}

declare module 'pngjs/lib/packer-async' {
  import type { Stream } from 'node:stream';
  class PngPacker extends Stream {
    constructor(options: object);
    pack(data: Buffer, width: number, height: number, gamma: number): void;
  }
  export default PngPacker;
}
