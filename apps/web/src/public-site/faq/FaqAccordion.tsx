import { useId, useState } from 'react';
import type { FaqItem } from './faqItems';

/**
 * docs/product.md §2: one answer open at a time, and the open one closes again on a second click.
 * Each question is a button in a heading (the WAI-ARIA accordion pattern); closed answers stay
 * in the HTML, hidden, so search engines and find-in-page still see them.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="faq">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <div key={item.id} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
            <h3 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} className="faq__answer" hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
