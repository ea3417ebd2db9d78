/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app's service worker (issue 58, decision 2303): the shell and every asset of one build, kept whole,
 * so the app opens without the network and never mixes two versions' code. It answers no API call: those
 * go to the network, or fail, and a screen says when what it shows is from.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Any address of the app opens its page (decision 0209) from the kept shell, with a `<base>` at the app's
 * root (the worker's scope), as the server gives it, so its assets resolve there however deep the address.
 * The API, Storybook and a named file are never the page.
 */
registerRoute(
  new NavigationRoute(
    async () => {
      const shell = await matchPrecache('index.html');
      if (!shell) return Response.error();
      const html = (await shell.text()).replace(
        /<head>/i,
        `<head><base href="${self.registration.scope}" />`,
      );
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
    // Matched against the path and its query: only the path decides.
    { denylist: [/^\/api(\/|\?|$)/i, /^\/storybook(\/|\?|$)/, /^[^?]*\.[^/?]*(\?|$)/] },
  ),
);

// A new version waits until the user chooses Reload, then takes every tab at once.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
