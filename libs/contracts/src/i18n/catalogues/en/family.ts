/** English: the family words (ICU message format). The other languages follow these keys. */
export const family = {} as const;
