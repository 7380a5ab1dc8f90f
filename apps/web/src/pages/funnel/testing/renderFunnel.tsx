import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { createQueryClient } from '../../../api/queryClient';
import { AppProviders } from '../../../AppProviders';
import GetStartedPage from '../GetStartedPage';
import PaymentSuccessPage from '../PaymentSuccessPage';
import PlanChoicePage from '../PlanChoicePage';
import SubscribePage from '../SubscribePage';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * The funnel's routes as routes.tsx declares them, with stand-ins for where the funnel leads
 * (sign-in, dashboard), so these tests need not load every page of the app.
 */
export function renderFunnel(
  path: string,
  { user }: { user?: { name: string; email: string; hasFullAccess: boolean } } = {},
) {
  const client = createQueryClient();
  if (user) client.setQueryData(['/api/me'], user);
  let current: Location | undefined;
  const view = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/get-started" element={<GetStartedPage />} />
          <Route path="/get-started/step2" element={<PlanChoicePage />} />
          <Route path="/get-started/success" element={<PaymentSuccessPage />} />
          <Route path="/subscribe" element={<SubscribePage />} />
          <Route path="*" element={<p>Left the funnel</p>} />
        </Routes>
        <LocationProbe onChange={(location) => (current = location)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, client, pathname: () => current?.pathname, search: () => current?.search };
}
