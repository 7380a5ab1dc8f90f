import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ErrorCode, MONEY_BACK_DAYS } from '@storyvault/contracts';
import { useToast } from '../../components/toast/useToast';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AlreadyPaidNotice } from './AlreadyPaidNotice';
import { captureLead } from './funnelApi';
import { ACCOUNT_EXISTS_TOAST, captureLeadErrorToast, hasErrorCode } from './funnelErrors';
import { FunnelField } from './FunnelField';
import { FunnelLayout } from './FunnelLayout';
import { FunnelProgress, GET_STARTED_STEPS } from './FunnelProgress';
import { saveLead } from './leadStorage';

/** docs/product.md §9: how long the "Account Exists" notice shows before going to sign-in. */
export const ACCOUNT_EXISTS_REDIRECT_MS = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  name?: string;
  email?: string;
}

function validate(name: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!name) errors.name = 'Name is required';
  if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  return errors;
}

/** Funnel step 1 (docs/product.md §2): the visitor's name and email become a lead. */
export default function GetStartedPage() {
  useDocumentTitle('Get Started');
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Set when this email has paid already: the way back was emailed to it. */
  const [paidEmail, setPaidEmail] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const capture = useMutation({ mutationFn: captureLead });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lead = { name: name.trim(), email: email.trim() };
    const found = validate(lead.name, lead.email);
    setErrors(found);
    if (found.name || found.email) return;
    dismiss();
    capture.mutate(lead, {
      onSuccess: ({ leadId, alreadyPaid }) => {
        if (alreadyPaid) {
          setPaidEmail(lead.email);
          return;
        }
        saveLead({ leadId, ...lead });
        navigate('/get-started/step2');
      },
      onError: (error) => {
        if (hasErrorCode(error, ErrorCode.ACCOUNT_EXISTS)) {
          toast(ACCOUNT_EXISTS_TOAST);
          redirectTimer.current = setTimeout(() => navigate('/signin'), ACCOUNT_EXISTS_REDIRECT_MS);
        } else {
          toast(captureLeadErrorToast(error));
        }
      },
    });
  };

  if (paidEmail) return <AlreadyPaidNotice email={paidEmail} />;

  return (
    <FunnelLayout>
      <FunnelProgress steps={GET_STARTED_STEPS} current={1} />
      <div className="funnel-card">
        <h1>Start Preserving Your Parent&rsquo;s Stories Today</h1>
        <p className="lead">
          Tell us a little about you. In the next step you&rsquo;ll choose a plan, and within minutes your
          parent&rsquo;s first question can be on its way.
        </p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <FunnelField
            label="Your Name"
            autoComplete="name"
            value={name}
            onValueChange={(value) => {
              setName(value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
            error={errors.name}
            required
          />
          <FunnelField
            label="Email Address"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            error={errors.email}
            required
          />
          <button type="submit" className="button button--primary button--block" disabled={capture.isPending}>
            {capture.isPending ? 'Processing...' : 'Continue - Almost There'}
          </button>
        </form>
        <ul className="trust-notes" aria-label="Our promises">
          <li>{MONEY_BACK_DAYS}-day money-back guarantee</li>
          <li>Secure checkout: your card is handled by Stripe, our payment provider</li>
        </ul>
      </div>
    </FunnelLayout>
  );
}
