import { useEffect, useRef } from 'react';
import { storySentThanks } from '../../respond/respondTexts';

/**
 * The whole page once a story is sent: one calm sentence, nothing left to press. Focus lands on
 * it, so a screen reader reads it and it is in view.
 */
export function StorySentThanks({ ownerFirstName }: { ownerFirstName?: string }) {
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    thanks.current?.focus();
  }, []);
  return (
    <p ref={thanks} tabIndex={-1} className="respond__thanks" role="status">
      {storySentThanks(ownerFirstName)}
    </p>
  );
}
