import { useEffect, useRef } from 'react';
import { useSeniorWords } from '../../respond/seniorWords';

/**
 * The whole page once a story is sent: one calm sentence, nothing left to press. Focus lands on
 * it, so a screen reader reads it and it is in view. Whose email the story goes to is named by
 * first name; "your family" when the server did not say.
 */
export function StorySentThanks({ ownerFirstName }: { ownerFirstName?: string }) {
  const { t } = useSeniorWords();
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    thanks.current?.focus();
  }, []);
  const owner = ownerFirstName?.trim();
  return (
    <p ref={thanks} tabIndex={-1} className="respond__thanks" role="status">
      {owner ? t('senior.page.thanks', { owner }) : t('senior.page.thanksNoName')}
    </p>
  );
}
