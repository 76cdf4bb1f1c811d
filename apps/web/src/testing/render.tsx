import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '@/app/theme';
import { i18n } from '@/lib/i18n/i18n';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test" theme={theme}>
        <Notifications />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

interface RenderOptions {
  /** The address the memory router starts at. */
  path?: string;
  client?: QueryClient;
}

/** Renders `ui` at `path` inside the app's providers, with a catch-all route to observe redirects. */
export function renderPage(ui: ReactElement, { path = '/', client = testQueryClient() }: RenderOptions = {}) {
  const routes: RouteObject[] = [
    { path: path.split('?')[0], element: ui },
    { path: '*', element: null },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client };
}

/** Renders a whole route tree (guards and layouts included) at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', client = testQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client };
}

/** A fetch stub answering by "METHOD path" with a status and JSON body. */
export function stubFetch(answers: Record<string, { status?: number; body: unknown }>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    if (!answer) throw new TypeError(`No stubbed answer for ${key}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
