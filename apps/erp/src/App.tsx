import { RouterProvider } from 'react-router-dom';
import type { Brand } from '@erp/domain';
import type { ServicesHandle } from './app/boot.ts';
import { BrandProvider } from './app/branding.tsx';
import { ServicesProvider } from './app/ServicesContext.tsx';
import type { AppRouter } from './routing/router.tsx';

export interface AppProps {
  services: ServicesHandle;
  router: AppRouter;
  brand: Brand;
}

/** The ERP: its services, the brand's theme and the hash router. */
export function App({ services, router, brand }: AppProps) {
  return (
    <ServicesProvider handle={services}>
      <BrandProvider brand={brand}>
        <RouterProvider router={router} />
      </BrandProvider>
    </ServicesProvider>
  );
}
