// The small QR sticker for a device: its profile link as a QR code, the code, and what it is.
import { BUSINESS } from '../../../../shared/business';
import { PrintArea } from './print-area';
import { QrImage } from './qr-image';

export const DEVICE_LABEL_ID = 'device-label';

export function deviceLink(deviceQr: string): string {
  return `${window.location.origin}/device/${deviceQr}`;
}

export function DeviceLabel({ deviceQr, title }: { deviceQr: string; title: string }) {
  return (
    <PrintArea id={DEVICE_LABEL_ID} label="Device QR label" className="w-[50mm] rounded-md p-2">
      <p className="text-center text-[9px] font-bold uppercase tracking-wide">{BUSINESS.name}</p>
      <QrImage text={deviceLink(deviceQr)} code={deviceQr} label={`QR code for ${title}`} className="mx-auto w-[34mm]" />
      <p className="mt-0.5 truncate text-center text-[10px] font-semibold">{title}</p>
    </PrintArea>
  );
}
