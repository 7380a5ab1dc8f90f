import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from './components/toast/Toaster';
import { LanguageProvider } from './i18n/LanguageContext';

/** Everything a page needs around it: the server-state cache, the person's language and notifications. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <LanguageProvider>
        <Toaster>{children}</Toaster>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
