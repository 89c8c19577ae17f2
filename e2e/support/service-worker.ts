import type { Page } from "./test";

/**
 * Waits until the app's service worker controls the page (a first visit installs it and it
 * claims the page) and returns its script URL.
 */
export async function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller!.scriptURL;
  });
}
