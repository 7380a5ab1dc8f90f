/** English: the senior words (ICU message format). The other languages follow these keys. */
export const senior = {} as const;
