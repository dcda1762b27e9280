export const QR_MAX = 1000;

/** A QR code as PNG bytes (the generator of docs/specification.md §1). */
export async function qrPng(text: string): Promise<Buffer> {
  const { default: QRCode } = await import("qrcode"); // on first use, not with every server start
  return QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 320 });
}
