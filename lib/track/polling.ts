/**
 * Spec §9 'Price polling: read 300, write 5000' (milliseconds), as docs/price-polling.md reads it:
 * a price read within PRICE_READ_MS of the last fetch of the same tokens is served from the
 * cache (so the components of one screen share one request), and the cache is written with fresh
 * prices every PRICE_WRITE_MS while the window is focused.
 */
export const PRICE_READ_MS = 300;
export const PRICE_WRITE_MS = 5_000;
