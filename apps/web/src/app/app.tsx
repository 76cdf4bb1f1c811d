import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import type { Router } from './router-type.ts';

/** The whole app; main.tsx makes its router (the browser's), vite-prerender.ts a memory one. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: Router }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
