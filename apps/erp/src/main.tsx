import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectBrand } from '@erp/domain';
import { App } from './App.tsx';
import { createServicesHandle } from './app/boot.ts';
import { createAppRouter } from './routing/router.tsx';

// Spec §1: the brand is found by a keyword anywhere in the page address (decision 0501).
const brand = detectBrand(window.location.href);
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
