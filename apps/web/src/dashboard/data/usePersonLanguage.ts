import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isLanguage, type Language, type PersonSettings } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';
import { useLanguage } from '../../i18n/LanguageContext';

/** GET/PUT /api/notifications: the signed-in person's own settings. */
export const PERSON_SETTINGS_PATH = '/api/notifications';
const PERSON_SETTINGS_KEY = [PERSON_SETTINGS_PATH] as const;

/**
 * Once signed in the dashboard speaks the person's language (their setting), not the browser's.
 * Ready once the setting is read; a failed read keeps the browser's language rather than no dashboard.
 */
export function usePersonLanguage(signedIn: boolean): { ready: boolean } {
  const { setLanguage } = useLanguage();
  // Only for a signed-in person: signed out there is no setting to read, only the browser's language.
  const settings = useQuery<PersonSettings>({ queryKey: PERSON_SETTINGS_KEY, enabled: signedIn });
  const chosen = settings.data?.language;
  useEffect(() => {
    if (isLanguage(chosen)) setLanguage(chosen);
  }, [chosen, setLanguage]);
  return { ready: !signedIn || !settings.isPending };
}

/** The chooser's change: saved, then the whole app switches at once. */
export function useChangePersonLanguage() {
  const queryClient = useQueryClient();
  const { setLanguage } = useLanguage();
  return useMutation({
    mutationFn: (language: Language) => apiRequest<PersonSettings>('PUT', PERSON_SETTINGS_PATH, { language }),
    onSuccess: (answer, language) => {
      const saved = isLanguage(answer?.language) ? answer.language : language;
      queryClient.setQueryData<PersonSettings>(PERSON_SETTINGS_KEY, { language: saved });
      setLanguage(saved);
    },
  });
}
