import { buildTheme, LoginForm } from '@erp/ui';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

const router = createHashRouter([
  { path: '/', element: <LoginForm title="Sign in to the ERP" onSubmit={() => undefined} /> },
]);

export function App() {
  return (
    <ThemeProvider theme={buildTheme({ accent: '#0b5cad' })}>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
