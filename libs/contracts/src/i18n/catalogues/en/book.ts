/** English: the book words (ICU message format). The other languages follow these keys. */
export const book = {} as const;
