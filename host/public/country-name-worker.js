// The English name of an ISO 3166 alpha-2 country code, made off the page's main thread: building
// Intl.DisplayNames loads the region names, one task of ~15 ms (four times that on a slow phone).
// Used by host/src/session/geolocation.ts, which falls back to the main thread if this fails.
globalThis.onmessage = (event) => {
  let name = null;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(String(event.data)) ?? null;
  } catch {
    // not a region code
  }
  globalThis.postMessage(name);
};
