import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { QR_MAX, qrPng } from "~/lib/qr.server";

/** The QR code as a downloadable PNG file. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const text = (new URL(request.url).searchParams.get("text") ?? "").slice(0, QR_MAX);
  if (!text.trim()) throw new Response("Nothing to encode", { status: 400 });
  return new Response(new Uint8Array(await qrPng(text)), {
    headers: { "Content-Type": "image/png", "Content-Disposition": 'attachment; filename="qr-code.png"', "Cache-Control": "private, no-store" },
  });
}
