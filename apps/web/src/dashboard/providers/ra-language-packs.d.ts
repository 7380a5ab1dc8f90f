// The German (3.x) and Spanish (1.x) packs ship no types: each is react-admin's message tree.
declare module 'ra-language-german' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
declare module 'ra-language-spanish' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
