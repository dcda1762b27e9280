import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { QR_MAX, qrPng } from "~/lib/qr.server";

export const handle: RouteHandle = { i18n: ["dashboard"] };

export const meta: MetaFunction = () => [{ title: "QR code · HR Dashboard" }];

/** A GET form: the text is in the address, the image comes inline and as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const text = (new URL(request.url).searchParams.get("text") ?? "").slice(0, QR_MAX);
  const image = text.trim() ? `data:image/png;base64,${(await qrPng(text)).toString("base64")}` : null;
  return json({ text, image });
}

export default function QrGenerator() {
  const { text, image } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  return (
    <section className="card qr">
      <h2>{t("qr.title")}</h2>
      <Form method="get" className="qr__form">
        <div className="field">
          <label htmlFor="qr-text">{t("qr.text")}</label>
          <textarea id="qr-text" name="text" defaultValue={text} maxLength={QR_MAX} rows={3} required />
          <small className="field__hint">{t("qr.hint")}</small>
        </div>
        <button type="submit" className="button">
          {t("qr.generate")}
        </button>
      </Form>
      {image ? (
        <figure className="qr__result">
          <img src={image} alt={t("qr.alt", { text })} width={320} height={320} />
          <figcaption>
            <a className="button button--secondary" href={`/dashboard/qr/png?text=${encodeURIComponent(text)}`} download="qr-code.png">
              {t("qr.download")}
            </a>
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
