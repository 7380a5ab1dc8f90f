import { useCallback, useMemo } from 'react';
import { useToast } from '../../components/toast/useToast';
import { useT } from '../../i18n/LanguageContext';
import { errorDescription } from './errorDescription';

/** The app's one toaster (at most one visible, docs/product.md §4) with the dashboard's success and failure shapes. */
export function useDashboardToast() {
  const { toast } = useToast();
  const t = useT();
  const success = useCallback((title: string, description?: string) => toast({ title, description }), [toast]);
  const failure = useCallback(
    (title: string, error: unknown) =>
      toast({ variant: 'destructive', title, description: errorDescription(error, t) }),
    [toast, t],
  );
  return useMemo(() => ({ success, failure }), [success, failure]);
}
