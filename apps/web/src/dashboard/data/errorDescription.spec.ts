import { HttpError } from 'react-admin';
import { translatorFor } from '../../i18n/LanguageContext';
import { errorDescription } from './errorDescription';

describe('errorDescription', () => {
  it('says "Please try again" in the reader’s language when the server gave no words', () => {
    expect(errorDescription(new Error('offline'))).toBe('Please try again');
    expect(errorDescription(new Error('offline'), translatorFor('de'))).toBe('Bitte versuch es noch einmal');
  });

  it('keeps the server’s own message as the server words it', () => {
    const error = new HttpError('Conflict', 409, { message: 'You are already on the monthly plan.' });
    expect(errorDescription(error, translatorFor('de'))).toBe('You are already on the monthly plan.');
  });
});
