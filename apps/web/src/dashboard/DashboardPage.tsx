import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, memoryStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { useCurrentUser } from '../api/useCurrentUser';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useDocumentLanguage, useLanguage, useT } from '../i18n/LanguageContext';
import { PRODUCT_NAME } from '../site';
import { AccountPage } from './account/AccountPage';
import { DashboardHome } from './DashboardHome';
import { BackToDashboard } from './layout/BackToDashboard';
import { DashboardLayout } from './layout/DashboardLayout';
import { LoadingVault } from './layout/LoadingVault';
import { SignOutContext } from './layout/SignOutContext';
import { usePersonLanguage } from './data/usePersonLanguage';
import { createDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { RESOURCES } from './providers/resources';
import { useDashboardSession } from './providers/useDashboardSession';
import { dashboardTheme } from './theme';

// Toasts come from the app's one toaster (docs/product.md §4: at most one visible), so react-admin shows none of its own.
const NoNotification = () => null;

/**
 * The owner dashboard: a react-admin app mounted at /dashboard, lazy-loaded so that react-admin and MUI
 * never reach the light pages. It shares the app's QueryClient (docs/product.md §9 defaults, one cache to drop on logout).
 */
export default function DashboardPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.page.title'));
  useDocumentLanguage();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const { authProvider, signOut, signingOut } = useDashboardSession();
  const dataProvider = useMemo(() => createDataProvider(), []);
  const store = useMemo(() => memoryStore(), []);
  const { language } = useLanguage();
  const { ready } = usePersonLanguage(Boolean(user) && !signingOut);
  const i18nProvider = useMemo(() => createI18nProvider(language), [language]);

  // Routes put this page behind RequireAuth; without a session there is nothing to show or fetch.
  if (!user || signingOut) return null;
  // Opened in the person's own language, not in the browser's for a moment first.
  if (!ready) return <LoadingVault />;

  return (
    <SignOutContext.Provider value={signOut}>
      <Admin
        basename="/dashboard"
        disableTelemetry
        title={PRODUCT_NAME}
        theme={dashboardTheme}
        queryClient={queryClient}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={DashboardLayout}
        dashboard={DashboardHome}
        loading={LoadingVault}
        catchAll={BackToDashboard}
        loginPage={false}
        notification={NoNotification}
      >
        <CustomRoutes>
          <Route path="/account" element={<AccountPage />} />
        </CustomRoutes>
        {Object.values(RESOURCES).map((name) => (
          <Resource key={name} name={name} />
        ))}
      </Admin>
    </SignOutContext.Provider>
  );
}
