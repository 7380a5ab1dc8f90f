import { fireEvent, render, screen } from '@testing-library/react';
import { PHOTO_QUESTION_LIMITS } from '@storyvault/contracts';
import { LanguageProvider } from '../../i18n/LanguageContext';
import { AddPhotoQuestion } from './AddPhotoQuestion';
import { QuestionThumbnail } from './QuestionThumbnail';

describe('photo questions, in German', () => {
  it('asks for the photo and its question in German, and says what is missing', () => {
    render(
      <LanguageProvider initial="de">
        <AddPhotoQuestion vaultId="v1" onAdded={() => undefined} />
      </LanguageProvider>,
    );
    const form = screen.getByRole('form', { name: 'Zu einem Foto fragen' });
    expect(form).toBeTruthy();
    expect(screen.getByLabelText('Foto')).toBeTruthy();
    expect(screen.getByLabelText('Frage (optional)')).toBeTruthy();
    expect(screen.getByText(`Lässt du sie leer, fragen wir „${PHOTO_QUESTION_LIMITS.defaultText}“.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fotofrage hinzufügen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wähl ein Foto für die Frage aus.');
    expect(screen.queryByText(/Ask about a photo|Add photo question/)).toBeNull();
  });

  it('describes a question’s photo in German', () => {
    render(
      <LanguageProvider initial="de">
        <QuestionThumbnail url="/api/vaults/v1/questions/q9/photo/thumb" />
      </LanguageProvider>,
    );
    expect(screen.getByRole('img', { name: 'Das Foto zu dieser Frage' })).toBeTruthy();
  });
});
