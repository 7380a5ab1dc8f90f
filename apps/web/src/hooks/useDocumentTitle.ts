import { useEffect } from 'react';
import { PRODUCT_NAME } from '../site';

/** Sets the browser tab title as "<page> | StoryVault" (or the exact text when full is true). */
export function useDocumentTitle(title: string, options: { full?: boolean } = {}) {
  const text = options.full ? title : `${title} | ${PRODUCT_NAME}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
