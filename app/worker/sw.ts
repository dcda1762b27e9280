/// <reference lib="webworker" />
/**
 * The service worker, served at /sw.js with scope "/".
 * It caches only what holds no personal data: fingerprinted build assets, locale files, icons and the
 * offline page. Pages and /v1 answers always go to the network (they carry people's records).
 */
declare const BUILD_ID: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const STATIC_CACHE = `static-${BUILD_ID}`;
const OFFLINE_URL = "/offline.html";
const PRECACHE = [OFFLINE_URL, "/manifest.webmanifest", "/icons/icon.svg", "/icons/icon-192.png"];

sw.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(STATIC_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== STATIC_CACHE).map((key) => caches.delete(key))))
      .then(() => sw.clients.claim()),
  );
});

/** Fingerprinted: the URL changes when the content does, so the cached copy is always right. */
const isFingerprinted = (url: URL) => url.pathname.startsWith("/build/");
const isRevalidated = (url: URL) => url.pathname.startsWith("/locales/") || url.pathname.startsWith("/icons/");

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;

  if (isFingerprinted(url)) {
    event.respondWith(cacheFirst(request));
  } else if (isRevalidated(url)) {
    event.respondWith(staleWhileRevalidate(request, event));
  } else if (request.mode === "navigate") {
    // Never cached; the offline page only when the network is gone.
    event.respondWith(fetch(request).catch(() => offlinePage()));
  }
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

async function offlinePage(): Promise<Response> {
  const cached = await caches.match(OFFLINE_URL);
  return cached ?? new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain" } });
}
