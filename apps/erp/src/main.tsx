import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BRANDS, DEFAULT_BRAND, STORAGE_KEYS, detectBrand } from '@erp/domain';
import { createServicesHandle, startsAtLogin } from './app/boot.ts';
import { LoginFirst } from './app/LoginFirst.tsx';
import { linkManifest, startWorker } from './app/installable.ts';
import { strayAddress } from './routing/strayPath.ts';

// Spec §1: the brand is found by a keyword anywhere in the page address (decision 0501).
const brand = detectBrand(window.location.href);
// Installable under its brand, and opening without the network after a first visit (issue 58).
linkManifest(document, brand);
void startWorker(window);
// A path the server served the app at (decision 0209) becomes the router's, which shows it as not found.
const stray = strayAddress(
  window.location.href,
  document.querySelector('base')?.href,
  BRANDS.filter((partner) => partner !== DEFAULT_BRAND).map((partner) => partner.keyword),
);
if (stray !== undefined) window.history.replaceState(null, '', stray);
const services = createServicesHandle(window.localStorage, () =>
  import('./app/services.ts').then((chunk) => chunk.createServices),
);
const root = createRoot(document.getElementById('root')!);

/** The routed app's chunks: the app with its router (react-router, every layout and screen on demand). */
const loadApp = () => Promise.all([import('./App.tsx'), import('./routing/router.tsx')]);

let routed: Promise<void> | null = null;
/**
 * Renders the routed app once, when its chunks are there; a chunk that failed is fetched again next time.
 * Over the login first, only once the router has settled its first address (the dashboard after logging
 * in): until then the login's shortcuts and address changes reach the router through the address.
 */
function showApp(over: 'nothing' | 'login'): void {
  routed ??= loadApp().then(
    ([{ App }, { createAppRouter }]) => {
      const router = createAppRouter(services);
      const render = () =>
        root.render(
          <StrictMode>
            <App services={services} router={router} brand={brand} />
          </StrictMode>,
        );
      if (over === 'nothing' || router.state.initialized) return render();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        render();
      });
    },
    () => {
      routed = null;
    },
  );
}

const leaveLogin = (): void => showApp('login');

// Decision 0751: the login without a session shows before the router's chunk; with a session the services
// are fetched beside it, as the full layout needs them at once.
if (startsAtLogin(window.location.hash, services.storage)) {
  root.render(
    <StrictMode>
      <LoginFirst services={services} brand={brand} preload={loadApp} leave={leaveLogin} />
    </StrictMode>,
  );
} else {
  if (services.storage.getItem(STORAGE_KEYS.TOKEN) !== null) void services.load();
  showApp('nothing');
}
