/** A language's messages for one area: the same keys as English, each an ICU message. */
export type Messages<English> = { readonly [K in keyof English]: string };
