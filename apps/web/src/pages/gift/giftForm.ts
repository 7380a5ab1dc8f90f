import { GIFT_MESSAGE_MAX } from '@storyvault/contracts';

export interface GiftFields {
  giverName: string;
  giverEmail: string;
  seniorName: string;
  seniorEmail: string;
  startDate: string;
  message: string;
}

export type GiftErrors = Partial<Record<keyof GiftFields, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks the api makes too, with its words, so most mistakes show at their field before sending. */
export function validateGiftFields(fields: GiftFields, today: string, lastDay: string): GiftErrors {
  const errors: GiftErrors = {};
  if (!fields.giverName.trim()) errors.giverName = 'Please enter your name.';
  if (!EMAIL_PATTERN.test(fields.giverEmail.trim())) errors.giverEmail = 'Please enter a valid email address.';
  if (!fields.seniorName.trim()) errors.seniorName = 'Please enter the name of the person receiving the gift.';
  if (fields.seniorEmail.trim() && !EMAIL_PATTERN.test(fields.seniorEmail.trim()))
    errors.seniorEmail = 'Please enter a valid email address.';
  if (!fields.startDate) errors.startDate = 'Please choose the day the gift starts.';
  else if (fields.startDate < today) errors.startDate = 'The gift cannot start in the past.';
  else if (fields.startDate > lastDay) errors.startDate = 'The gift can start at most a year from today.';
  if (!fields.message.trim()) errors.message = 'Please write a short message for them.';
  else if (fields.message.trim().length > GIFT_MESSAGE_MAX)
    errors.message = `The message can be at most ${GIFT_MESSAGE_MAX} characters.`;
  return errors;
}
