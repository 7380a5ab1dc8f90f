import { Suspense, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../AppProviders';
import { AppRoutes } from '../AppRoutes';
import * as lazyPages from '../pages/lazyPages';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

let pagesLoaded = false;

/**
 * Loads every lazy page once, inside act, so that later navigations in a test render at once
 * instead of resolving a lazy import outside act.
 */
async function loadLazyPages() {
  if (pagesLoaded) return;
  pagesLoaded = true;
  const client = createQueryClient();
  // Known signed out, so the dashboard page does not call the test's fetch mock.
  client.setQueryData(['/api/me'], null);
  const pages = Object.values(lazyPages) as ComponentType[];
  const view = render(
    <AppProviders client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>
          {pages.map((Page, index) => (
            <Page key={index} />
          ))}
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  view.unmount();
}

/** Renders the whole route table at a path, with a fresh cache, as the browser would. */
export async function renderApp(path: string) {
  await loadLazyPages();
  const client = createQueryClient();
  let current: Location | undefined;
  const view = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe onChange={(location) => (current = location)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, client, pathname: () => current?.pathname, search: () => current?.search };
}
