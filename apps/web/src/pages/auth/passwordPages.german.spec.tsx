import { fireEvent, screen } from '@testing-library/react';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

/** The browser's languages, as `navigator.languages` reports them, for one test. */
function browserSpeaks(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

const signedOut = () => errorResponse(401, 'NOT_SIGNED_IN', 'Please sign in to continue.');

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe('the password pages in German', () => {
  it('asks for the email, confirms the request and explains a refusal in German', async () => {
    browserSpeaks('de-DE');
    mockFetch({
      'POST /api/auth/password-reset/request': () => errorResponse(429, 'TOO_MANY_ATTEMPTS', 'Too many'),
    });
    await renderApp('/forgot-password');

    expect(await screen.findByRole('heading', { name: 'Passwort vergessen?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'support@storyvault.app' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link schicken' }));
    expect(
      await screen.findByText('Zu viele Anfragen zum Zurücksetzen. Bitte versuch es später noch einmal.'),
    ).toBeTruthy();
    expect(screen.queryByText('Send Reset Link')).toBeNull();

    mockFetch({ 'POST /api/auth/password-reset/request': () => jsonResponse(200, { message: 'ignored' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Link schicken' }));
    expect(
      await screen.findByText(
        'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück zur Anmeldung' })).toBeTruthy();
  });

  it('sets a new password in German, its rule and its mismatch too', async () => {
    browserSpeaks('de-DE');
    mockFetch({});
    await renderApp('/reset-password/tok-1');

    expect(await screen.findByRole('heading', { name: 'Neues Passwort festlegen' })).toBeTruthy();
    expect(screen.getByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Secret#123' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'Secret#124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    expect(screen.queryByText('Update Password')).toBeNull();
  });
});

describe('the join page in German', () => {
  it('shows the invitation, the role and the new member’s form in German', async () => {
    browserSpeaks('de-DE');
    mockFetch({
      'GET /api/me': signedOut,
      'GET /api/invitations/tok-1': () =>
        jsonResponse(200, { seniorName: 'Rose', ownerName: 'Anna Berg', email: 'emma@example.com', role: 'viewer' }),
    });
    await renderApp('/join?token=tok-1');

    expect(
      await screen.findByRole('heading', { name: 'Anna Berg hat dich zur Geschichtensammlung von Rose eingeladen' }),
    ).toBeTruthy();
    expect(screen.getByText('Du kannst die Geschichten von Rose lesen, anhören und kommentieren.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Leg dein Konto an' })).toBeTruthy();
    expect(screen.getByText('emma@example.com').closest('p')?.textContent).toBe(
      'Deine E-Mail-Adresse: emma@example.com',
    );
    fireEvent.change(screen.getByLabelText('Dein Name'), { target: { value: 'Emma' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Passwort wiederholen'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Beitreten' }));
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain('Das Passwort erfüllt noch nicht alle Regeln');
    expect(alert).toContain(
      'Das Passwort braucht noch: mindestens 8 Zeichen, einen Großbuchstaben, eine Zahl, ein Sonderzeichen',
    );
    expect(screen.queryByText(/Create your account/)).toBeNull();
  });

  it('says in German when the invitation has been used', async () => {
    browserSpeaks('de-DE');
    mockFetch({
      'GET /api/me': signedOut,
      'GET /api/invitations/tok-2': () => errorResponse(410, 'INVITATION_GONE', 'Gone'),
    });
    await renderApp('/join?token=tok-2');

    expect(
      await screen.findByRole('heading', { name: 'Diese Einladung wurde schon benutzt oder ist abgelaufen.' }),
    ).toBeTruthy();
    expect(screen.getByText('Bitte die Person, die dich eingeladen hat, dir eine neue zu schicken.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/signin');
  });
});
