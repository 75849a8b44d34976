import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodePngDataUrl, type QrCodePngOptions } from '../../../functions/accounts/qr-code-png';

const twoFactorOptions: QrCodePngOptions = { errorCorrectionLevel: 'M', margin: 2, width: 240 };

describe('two-factor QR code PNG', () => {
  it.each([
    'otpauth://totp/Device%20DRS:amy%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Device%20DRS&algorithm=SHA1&digits=6&period=30',
    'otpauth://totp/Device%20DRS:a.very.long.address.for.a.bigger.code%40example.co.uk?secret=KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ&issuer=Device%20DRS',
  ])('is byte for byte what qrcode.toDataURL makes for %s', async (text) => {
    const expected = await QRCode.toDataURL(text, twoFactorOptions);

    const actual = await qrCodePngDataUrl(text, twoFactorOptions);

    expect(actual.startsWith('data:image/png;base64,')).toBe(true);
    expect(actual).toBe(expected);
  });

  it('follows the options as toDataURL does', async () => {
    const options: QrCodePngOptions = { errorCorrectionLevel: 'H', margin: 0, width: 100 };

    expect(await qrCodePngDataUrl('hello', options)).toBe(await QRCode.toDataURL('hello', options));
    expect(await qrCodePngDataUrl('hello', options)).not.toBe(await qrCodePngDataUrl('hello', twoFactorOptions));
  });
});
