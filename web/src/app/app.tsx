import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';

const router = createAppRouter();

export function App({ i18n }: { i18n: I18n }) {
  return (
    <AppProvider i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
