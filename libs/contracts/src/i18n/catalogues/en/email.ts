/** English: the words every email's layout shows, whoever reads it (ICU message format). */
export const email = {
  'email.help': 'Questions, or trouble with these emails? Write to {address} and a person will help you.',
  'email.buttonFallback': 'If a button does not work, copy its address into your browser:',
} as const;
