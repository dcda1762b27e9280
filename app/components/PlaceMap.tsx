import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import leafletStyles from "leaflet/dist/leaflet.css";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * An allowed clock-in place (an attendance group's latitude, longitude and range): a readable list of the
 * coordinates and radius, always (without JavaScript and on paper), and with JavaScript an interactive map
 * (Leaflet, bundled and loaded only here; tiles from OpenStreetMap, the one image host server.ts's CSP
 * allows). docs/decisions/0033-holidays-range-map-hierarchy.md.
 */
export interface Place {
  latitude: number | null;
  longitude: number | null;
  /** Metres; null: any distance. */
  range: number | null;
}

const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** A form value (text or number) as a coordinate or a range, null when empty or not a number. */
export function placeNumber(value: unknown): number | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function PlaceMap({ place }: { place: Place }) {
  const { t } = useTranslation("screens");
  const hydrated = useHydrated();
  const { latitude, longitude, range } = place;
  const located = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return (
    <div className="place">
      {located ? (
        <>
          <dl className="place__list">
            <div>
              <dt>{t("place.latitude")}</dt>
              <dd>{latitude}</dd>
            </div>
            <div>
              <dt>{t("place.longitude")}</dt>
              <dd>{longitude}</dd>
            </div>
            <div>
              <dt>{t("place.radius")}</dt>
              <dd>{range ? t("place.meters", { count: range }) : t("place.anyRange")}</dd>
            </div>
          </dl>
          <p className="no-print">
            <a href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`} rel="noopener noreferrer" target="_blank">
              {t("place.openStreetMap")}
            </a>
          </p>
          {hydrated ? <LeafletMap latitude={latitude} longitude={longitude} range={range} label={t("place.map")} attribution={t("place.attribution")} /> : null}
        </>
      ) : (
        <p className="muted place__none">{t("place.none")}</p>
      )}
    </div>
  );
}

type Leaflet = typeof import("leaflet");

function LeafletMap({ latitude, longitude, range, label, attribution }: { latitude: number; longitude: number; range: number | null; label: string; attribution: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ L: Leaflet; map: import("leaflet").Map; layers: import("leaflet").LayerGroup } | null>(null);

  // The map is made once; the place follows the form's fields as they change.
  useEffect(() => {
    let cancelled = false;
    void import("leaflet").then((module) => {
      const L = ((module as unknown as { default?: Leaflet }).default ?? module) as Leaflet;
      if (cancelled || !container.current || map.current) return;
      const made = L.map(container.current, { scrollWheelZoom: false });
      L.tileLayer(TILES, { maxZoom: 19, attribution }).addTo(made);
      map.current = { L, map: made, layers: L.layerGroup().addTo(made) };
      show();
      container.current.dataset.ready = "true";
    });
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once; `show` below follows the place.
  }, []);

  const show = () => {
    const current = map.current;
    if (!current) return;
    const { L, layers } = current;
    layers.clearLayers();
    const centre = L.latLng(latitude, longitude);
    // The view first: Leaflet draws vector layers only on a map that has one.
    if (range) current.map.fitBounds(centre.toBounds(range * 2), { padding: [16, 16], maxZoom: 18 });
    else current.map.setView(centre, 16);
    L.circleMarker(centre, { radius: 6, weight: 2 }).addTo(layers);
    if (range) L.circle(centre, { radius: range, weight: 2, fillOpacity: 0.15 }).addTo(layers);
  };
  useEffect(show, [latitude, longitude, range]);

  return (
    <>
      <link rel="stylesheet" href={leafletStyles} />
      <div ref={container} className="place__map no-print" role="region" aria-label={label} />
    </>
  );
}
