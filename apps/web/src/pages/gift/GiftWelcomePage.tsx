import { useQuery } from '@tanstack/react-query';
import type { GiftWelcomeView } from '@storyvault/contracts';
import { useParams } from 'react-router-dom';
import { apiErrorStatus } from '../../api/client';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RespondFrame } from '../respond/RespondFrame';
import { longDay, welcomePath } from './giftApi';
import './gift.css';

/**
 * /gift/welcome/:code, from the gift card's QR code: in plain, large words, what is coming and
 * from whom. No sign-in; the code is long and random.
 */
export default function GiftWelcomePage() {
  const code = useParams().code?.trim() ?? '';
  const gift = useQuery<GiftWelcomeView>({ queryKey: [welcomePath(code)], enabled: code !== '', retry: false });
  useDocumentTitle(gift.data ? `A gift for ${gift.data.seniorName}` : 'A gift of StoryVault');

  if (!code || (gift.isError && [400, 404].includes(apiErrorStatus(gift.error) ?? 0))) {
    return (
      <RespondFrame heading="This link does not work">
        <p className="gift-welcome__text">Please ask the person who gave you the card.</p>
      </RespondFrame>
    );
  }
  if (gift.isError) {
    return (
      <RespondFrame heading="We couldn't open this page">
        <button
          type="button"
          className="button button--primary gift-welcome__retry"
          onClick={() => void gift.refetch()}
        >
          Try again
        </button>
      </RespondFrame>
    );
  }
  if (!gift.data) {
    return (
      <RespondFrame heading="A gift of StoryVault">
        <p role="status" className="respond__loading">
          Loading...
        </p>
      </RespondFrame>
    );
  }
  const { seniorName, giverName, startDate } = gift.data;
  const first = seniorName.trim().split(/\s+/)[0] || seniorName;
  return (
    <RespondFrame heading={`${first}, this is a gift from ${giverName}`}>
      <ul className="gift-welcome__list">
        <li>
          From <strong>{longDay(startDate)}</strong>, you will get <strong>one question by email each week</strong>{' '}
          about your life.
        </li>
        <li>To answer, simply reply to the email. Or use the link in the email to write, or to record your voice.</li>
        <li>There is no app to install and no password to remember.</li>
        <li>
          Your answers are kept as stories for your family. {giverName} gave you this so your stories are never lost.
        </li>
      </ul>
      <p className="gift-welcome__text">The first email introduces everything. There is nothing to do before then.</p>
    </RespondFrame>
  );
}
