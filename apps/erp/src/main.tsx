import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BRANDS, DEFAULT_BRAND, detectBrand } from '@erp/domain';
import { App } from './App.tsx';
import { createServicesHandle } from './app/boot.ts';
import { createAppRouter } from './routing/router.tsx';
import { strayAddress } from './routing/strayPath.ts';

// Spec §1: the brand is found by a keyword anywhere in the page address (decision 0501).
const brand = detectBrand(window.location.href);
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
// Created before the first render, so the first screen's chunk is on its way at once.
const router = createAppRouter(services);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} router={router} brand={brand} />
  </StrictMode>,
);
