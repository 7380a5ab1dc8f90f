import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmailChange } from '../../api/account';
import { apiErrorMessage } from '../../api/client';
import { AuthLayout } from '../../components/AuthLayout';
import { FormMessage } from '../../components/FormMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useT } from '../../i18n/LanguageContext';

/**
 * `/account/confirm-email/:token`, from the email sent to a new address: opening it makes the
 * address the account's (signed in or not), once.
 */
export default function ConfirmEmailPage() {
  const t = useT();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    // The signed-in user's email changed: the next page asks the server again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const heading = confirm.isSuccess ? t('dashboard.confirmEmail.changed') : t('dashboard.confirmEmail.title');
  useDocumentTitle(heading);
  const asked = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice.
    // A link cut short carries no token: there is nothing to ask the server.
    if (asked.current || !token) return;
    asked.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  return (
    <AuthLayout>
      <h1>{heading}</h1>
      {!token && <FormMessage kind="error">{t('dashboard.confirmEmail.incomplete')}</FormMessage>}
      {confirm.isPending && <p className="lead">{t('dashboard.confirmEmail.confirming')}</p>}
      {confirm.isSuccess && <FormMessage kind="success">{confirm.data.message}</FormMessage>}
      {confirm.isError && (
        <FormMessage kind="error">{apiErrorMessage(confirm.error) ?? t('dashboard.confirmEmail.failed')}</FormMessage>
      )}
      <p>
        <Link to="/dashboard/account" className="button button--primary button--block">
          {t('dashboard.confirmEmail.toAccount')}
        </Link>
      </p>
    </AuthLayout>
  );
}
