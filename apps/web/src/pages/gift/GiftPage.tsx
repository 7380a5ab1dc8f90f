import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ErrorCode, GIFT_MESSAGE_MAX, PLANS } from '@storyvault/contracts';
import { ApiError, apiErrorMessage } from '../../api/client';
import { useToast } from '../../components/toast/useToast';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { externalNavigation } from '../funnel/funnelApi';
import { FunnelField } from '../funnel/FunnelField';
import { FunnelLayout } from '../funnel/FunnelLayout';
import { aYearAfter, giveGift, isoDay } from './giftApi';
import { validateGiftFields, type GiftErrors, type GiftFields } from './giftForm';
import './gift.css';

const EMPTY: GiftFields = {
  giverName: '',
  giverEmail: '',
  seniorName: '',
  seniorEmail: '',
  startDate: '',
  message: '',
};

/** The field an api refusal names (INVALID_GIFT's details), or the giver's email for an existing account. */
function fieldOf(error: unknown): keyof GiftFields | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.ACCOUNT_EXISTS) return 'giverEmail';
  const field = error.body?.details?.[0];
  return field && field in EMPTY ? (field as keyof GiftFields) : null;
}

/**
 * /gift (docs/product.md §2): give StoryVault to someone, from a day of the giver's choosing,
 * with a message. Signed out; the annual plan's checkout follows, then the funnel's own success
 * step, where the giver sets a password.
 */
export default function GiftPage() {
  useDocumentTitle('Give StoryVault as a gift');
  const { toast, dismiss } = useToast();
  const messageId = useId();
  const [today] = useState(() => new Date());
  const min = isoDay(today);
  const max = isoDay(aYearAfter(today));
  const [fields, setFields] = useState<GiftFields>(EMPTY);
  const [errors, setErrors] = useState<GiftErrors>({});
  const give = useMutation({ mutationFn: giveGift });

  const set = (name: keyof GiftFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateGiftFields(fields, min, max);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    dismiss();
    give.mutate(
      {
        ...fields,
        seniorEmail: fields.seniorEmail.trim() || null,
        planType: 'annual',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      {
        onSuccess: ({ checkoutUrl }) => externalNavigation.go(checkoutUrl),
        onError: (error) => {
          const field = fieldOf(error);
          const message = apiErrorMessage(error) ?? 'Something went wrong. Please try again.';
          if (field) setErrors({ [field]: message });
          else toast({ variant: 'destructive', title: 'Error', description: message });
        },
      },
    );
  };

  const messageError = errors.message;
  return (
    <FunnelLayout>
      <div className="funnel-card">
        <h1>Give StoryVault as a gift</h1>
        <p className="lead">
          A year of StoryVault ({PLANS.annual.label}): from the day you choose, one question by email each week, and
          every answer kept as a story. You get a card to print with your message.
        </p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <h2 className="gift-form__part">About you</h2>
          <FunnelField
            label="Your name"
            autoComplete="name"
            value={fields.giverName}
            onValueChange={set('giverName')}
            error={errors.giverName}
            required
          />
          <FunnelField
            label="Your email"
            type="email"
            autoComplete="email"
            value={fields.giverEmail}
            onValueChange={set('giverEmail')}
            error={errors.giverEmail}
            required
          />
          <h2 className="gift-form__part">Who it is for</h2>
          <FunnelField
            label="Their name"
            value={fields.seniorName}
            onValueChange={set('seniorName')}
            error={errors.seniorName}
            required
          />
          <FunnelField
            label="Their email (optional: you can add it later)"
            type="email"
            value={fields.seniorEmail}
            onValueChange={set('seniorEmail')}
            error={errors.seniorEmail}
          />
          <FunnelField
            label="The day it starts"
            type="date"
            min={min}
            max={max}
            value={fields.startDate}
            onValueChange={set('startDate')}
            error={errors.startDate}
            required
          />
          <div className="field">
            <label htmlFor={messageId} className="field__label">
              Your message to them
            </label>
            <textarea
              id={messageId}
              className={messageError ? 'field__input field__input--invalid' : 'field__input'}
              rows={5}
              maxLength={GIFT_MESSAGE_MAX}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={`${messageId}-hint${messageError ? ` ${messageId}-error` : ''}`}
              value={fields.message}
              onChange={(e) => set('message')(e.target.value)}
              required
            />
            <p id={`${messageId}-hint`} className="field__hint">
              Printed on the card and sent with the first email. {fields.message.length} of {GIFT_MESSAGE_MAX}{' '}
              characters.
            </p>
            {messageError && (
              <p id={`${messageId}-error`} className="field__error">
                {messageError}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={give.isPending}>
            {give.isPending ? 'Processing...' : 'Continue to payment'}
          </button>
        </form>
        <p className="field__hint">Nothing is sent to them before the day you choose.</p>
      </div>
    </FunnelLayout>
  );
}
