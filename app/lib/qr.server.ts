import QRCode from "qrcode";

export const QR_MAX = 1000;

/** A QR code as PNG bytes (the generator of docs/specification.md §1). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 320 });
}
