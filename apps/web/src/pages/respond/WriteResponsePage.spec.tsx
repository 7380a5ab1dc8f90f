import { act, fireEvent, screen } from '@testing-library/react';
import { callsTo, deferredResponse, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const QUESTION = 'GET /api/respond/question?token=tok123';
const question = () =>
  jsonResponse(200, { question: 'What was your first job?', seniorFirstName: 'Rose', ownerFirstName: 'Ann' });
const INVALID = 'Invalid link. Please check your email or SMS for the correct link.';
const GONE = "This link no longer works. Just reply to your family's email with your story.";
const THANKS = 'Thank you — Ann will get your story. You can close this page now.';
const SEND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sendIdsOf = (calls: Array<{ body: unknown }>) => calls.map((call) => (call.body as { sendId: string }).sendId);

async function openPage() {
  const view = await renderApp('/respond/write?token=tok123');
  await screen.findByText('What was your first job?');
  return view;
}
const storyField = () => screen.getByLabelText('Your story') as HTMLTextAreaElement;
const submitButton = () => screen.queryByRole('button', { name: 'Submit Story' }) as HTMLButtonElement | null;

describe('text response page', () => {
  it('says calmly that the link no longer works without a token, asking nothing of the server', async () => {
    const fetchMock = mockFetch({});
    await renderApp('/respond/write');
    expect(await screen.findByText(GONE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@storyvault.app' }).getAttribute('href')).toBe(
      'mailto:support@storyvault.app',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.form-message--error')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says the link no longer works, naming no one, when the server does not know the token', async () => {
    mockFetch({ [QUESTION]: () => errorResponse(404, 'INVALID_LINK', INVALID) });
    await renderApp('/respond/write?token=tok123');
    expect(await screen.findByText(GONE)).toBeTruthy();
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Your story')).toBeNull();
  });

  it('says whose email to reply to when the link has expired, in the server’s words', async () => {
    const EXPIRED = "This link no longer works. Just reply to Ann's email with your story.";
    mockFetch({ [QUESTION]: () => errorResponse(410, 'LINK_EXPIRED', EXPIRED) });
    await renderApp('/respond/write?token=tok123');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.getByText(/If you need a hand, write to/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Your story')).toBeNull();
  });

  it('links to the record page with a full page load (its own Permissions-Policy allows the microphone)', async () => {
    mockFetch({ [QUESTION]: question });
    await openPage();
    const link = screen.getByRole('link', { name: 'Record your story instead' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/respond/record?token=tok123');
    // A router link would handle the click itself and keep the write page's document (and policy).
    expect(fireEvent.click(link)).toBe(true);
  });

  it('shows a placeholder while the question loads, then the question for the senior', async () => {
    const pending = deferredResponse();
    mockFetch({ [QUESTION]: pending.handler });
    await renderApp('/respond/write?token=tok123');
    expect(await screen.findByText('Loading your question...')).toBeTruthy();
    await act(async () => pending.resolve(question()));
    expect(await screen.findByText('What was your first job?')).toBeTruthy();
    expect(screen.getByText('Hello Rose, here is your question:')).toBeTruthy();
    expect(screen.queryByText('Loading your question...')).toBeNull();
  });

  it('says kindly when the question was already answered, and still takes another answer', async () => {
    const year = new Date().getFullYear();
    const fetchMock = mockFetch({
      [QUESTION]: () =>
        jsonResponse(200, {
          question: 'What was your first job?',
          seniorFirstName: 'Rose',
          ownerFirstName: 'Ann',
          answeredAt: `${year}-11-24T12:00:00.000Z`,
        }),
      'POST /api/respond/text': () => jsonResponse(201, { ok: true }),
    });
    await openPage();
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('You already answered this question on 24 November — write more if you like.');
    // Above the form, which is still there.
    expect(note.compareDocumentPosition(storyField()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(storyField(), { target: { value: 'One more thing about the bakery.' } });
    fireEvent.click(submitButton()!);
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/respond/text')).toHaveLength(1);
  });

  it('says nothing of an earlier answer to a question not answered yet', async () => {
    mockFetch({ [QUESTION]: () => jsonResponse(200, { question: 'Q?', seniorFirstName: 'Rose', answeredAt: null }) });
    await renderApp('/respond/write?token=tok123');
    await screen.findByText('Q?');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/already answered/)).toBeNull();
  });

  it('counts characters and keeps Submit Story disabled until there is more than white space', async () => {
    mockFetch({ [QUESTION]: question });
    await openPage();
    expect(submitButton()!.disabled).toBe(true);
    expect(screen.getByText('0 characters')).toBeTruthy();
    fireEvent.change(storyField(), { target: { value: '   ' } });
    expect(submitButton()!.disabled).toBe(true);
    expect(screen.getByText('3 characters')).toBeTruthy();
    fireEvent.change(storyField(), { target: { value: 'A' } });
    expect(screen.getByText('1 character')).toBeTruthy();
    expect(submitButton()!.disabled).toBe(false);
  });

  it('refuses an empty submit with the message of docs/product.md', async () => {
    const fetchMock = mockFetch({ [QUESTION]: question });
    await openPage();
    fireEvent.change(storyField(), { target: { value: ' \n ' } });
    fireEvent.submit(storyField().closest('form')!);
    expect(await screen.findByText('Please write your story before submitting.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/respond/text')).toHaveLength(0);
  });

  it('refuses a story over 30,000 characters before sending it', async () => {
    mockFetch({ [QUESTION]: question });
    await openPage();
    fireEvent.change(storyField(), { target: { value: 'a'.repeat(30_001) } });
    expect(screen.getByText('30,001 characters')).toBeTruthy();
    expect(
      screen.getByText('Your story is longer than 30,000 characters. Please shorten it and submit again.'),
    ).toBeTruthy();
    expect(submitButton()!.disabled).toBe(true);
  });

  it('sends the trimmed text, shows saving, then only the thanks: no toast, no copy of the story, no link', async () => {
    const saving = deferredResponse();
    const fetchMock = mockFetch({ [QUESTION]: question, 'POST /api/respond/text': saving.handler });
    await openPage();
    fireEvent.change(storyField(), { target: { value: '  I delivered newspapers.\n' } });
    fireEvent.click(submitButton()!);

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(screen.getByText('Saving your story...')).toBeTruthy();
    expect(storyField().disabled).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/api/respond/text')[0].body).toEqual({
      token: 'tok123',
      text: 'I delivered newspapers.',
      sendId: expect.stringMatching(SEND_ID),
    });

    await act(async () => saving.resolve(jsonResponse(201, { ok: true })));
    const thanks = await screen.findByText(THANKS);
    expect(document.activeElement).toBe(thanks);
    // The one thing on the page: the question, the story, the buttons and the other way to answer are gone.
    expect(screen.getByRole('main').textContent).toBe(`Story Sent${THANKS}`);
    expect(screen.queryByText('What was your first job?')).toBeNull();
    expect(screen.queryByText(/I delivered newspapers/)).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Record your story instead' })).toBeNull();
    expect(screen.queryByText('Story Saved!')).toBeNull();
  });

  it('thanks on behalf of the family when the server names no one', async () => {
    mockFetch({
      [QUESTION]: () => jsonResponse(200, { question: 'What was your first job?', seniorFirstName: 'Rose' }),
      'POST /api/respond/text': () => jsonResponse(201, { ok: true }),
    });
    await openPage();
    fireEvent.change(storyField(), { target: { value: 'Paper round.' } });
    fireEvent.click(submitButton()!);
    expect(
      await screen.findByText('Thank you — your family will get your story. You can close this page now.'),
    ).toBeTruthy();
  });

  it('shows the failure inline only (no toast over the question), and lets the senior try again', async () => {
    mockFetch({ [QUESTION]: question, 'POST /api/respond/text': () => jsonResponse(500) });
    await openPage();
    fireEvent.change(storyField(), { target: { value: 'My story' } });
    fireEvent.click(submitButton()!);
    expect(await screen.findByText('Error saving your story. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Submission Failed')).toBeNull();
    expect(storyField().disabled).toBe(false);
    expect(storyField().value).toBe('My story');
    expect(submitButton()!.disabled).toBe(false);

    mockFetch({ 'POST /api/respond/text': () => jsonResponse(201, { ok: true }) });
    fireEvent.click(submitButton()!);
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(screen.queryByText('Error saving your story. Please try again.')).toBeNull();
  });

  describe('keeping unsent text', () => {
    beforeEach(() => localStorage.clear());
    /** What leaving the page now would do: true when the browser would ask first. */
    const leavingAsks = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    it('asks before leaving with unsent text, and not with none or once it is sent', async () => {
      const pending = deferredResponse();
      mockFetch({ [QUESTION]: question, 'POST /api/respond/text': pending.handler });
      await openPage();
      expect(leavingAsks()).toBe(false);
      fireEvent.change(storyField(), { target: { value: '   ' } });
      expect(leavingAsks()).toBe(false);
      fireEvent.change(storyField(), { target: { value: 'My first job was at the bakery.' } });
      expect(leavingAsks()).toBe(true);
      expect(Object.values({ ...localStorage })).toEqual(['My first job was at the bakery.']);

      fireEvent.click(submitButton()!);
      expect(await screen.findByText('Saving your story...')).toBeTruthy();
      expect(leavingAsks()).toBe(true); // not sent yet
      await act(async () => pending.resolve(jsonResponse(201, { ok: true })));
      expect(await screen.findByText(THANKS)).toBeTruthy();
      expect(leavingAsks()).toBe(false);
      expect(localStorage.length).toBe(0);
    });

    it('keeps the draft for this link only, so another question starts empty', async () => {
      mockFetch({
        [QUESTION]: question,
        'GET /api/respond/question?token=tok456': () =>
          jsonResponse(200, { question: 'Where did you grow up?', seniorFirstName: 'Rose' }),
      });
      const first = await openPage();
      fireEvent.change(storyField(), { target: { value: 'The bakery on Main Street' } });
      first.unmount();
      await renderApp('/respond/write?token=tok456');
      await screen.findByText('Where did you grow up?');
      expect(storyField().value).toBe('');
      expect(screen.queryByText('We kept the story you started writing. You can go on where you left off.')).toBeNull();
    });
  });

  describe('with the connection down', () => {
    beforeEach(() => localStorage.clear());
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    };
    afterEach(() => setOnline(true));

    it('says so, keeps the story, and sends it by itself once the connection is back', async () => {
      let connected = false;
      const fetchMock = mockFetch({
        [QUESTION]: question,
        'POST /api/respond/text': () => {
          if (!connected) throw new TypeError('Failed to fetch');
          return jsonResponse(201, { ok: true });
        },
      });
      await openPage();
      setOnline(false);
      expect(screen.getByText(/Your internet connection is down\. You can keep writing/)).toBeTruthy();

      fireEvent.change(storyField(), { target: { value: 'We skated on the frozen pond.' } });
      fireEvent.click(submitButton()!);
      expect(
        await screen.findByText(
          'Your internet connection is down. Your story is kept safe on this device and will be sent by itself as soon as the connection is back.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText('Error saving your story. Please try again.')).toBeNull();
      expect(screen.queryByText('Submission Failed')).toBeNull();
      expect(screen.queryByText('Saving your story...')).toBeNull();
      expect(Object.values({ ...localStorage })).toContain('We skated on the frozen pond.');

      connected = true;
      setOnline(true);
      expect(await screen.findByText(THANKS)).toBeTruthy();
      const sends = callsTo(fetchMock, 'POST', '/api/respond/text');
      expect(sends.at(-1)!.body).toEqual({
        token: 'tok123',
        text: 'We skated on the frozen pond.',
        sendId: expect.stringMatching(SEND_ID),
      });
      // Every try is the same story to the server, which keeps it once.
      expect(new Set(sendIdsOf(sends)).size).toBe(1);
      // Sent: nothing is kept on the device any more.
      expect(localStorage.length).toBe(0);
    });

    it('tries again by itself while waiting, without an online event', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      try {
        let attempts = 0;
        mockFetch({
          [QUESTION]: question,
          'POST /api/respond/text': () => {
            attempts += 1;
            if (attempts < 3) throw new TypeError('Failed to fetch');
            return jsonResponse(201, { ok: true });
          },
        });
        await openPage();
        fireEvent.change(storyField(), { target: { value: 'The milkman had a horse.' } });
        fireEvent.click(submitButton()!);
        expect(await screen.findByText(/will be sent by itself/)).toBeTruthy();
        await act(async () => {
          jest.advanceTimersByTime(5_000);
        });
        await act(async () => {
          jest.advanceTimersByTime(5_000);
        });
        expect(await screen.findByText(THANKS)).toBeTruthy();
        expect(attempts).toBe(3);
      } finally {
        jest.useRealTimers();
      }
    });

    it('keeps a story being written on the device, and gives it back when the link is opened again', async () => {
      mockFetch({ [QUESTION]: question });
      const first = await openPage();
      fireEvent.change(storyField(), { target: { value: 'Half a story' } });
      first.unmount();

      await openPage();
      expect(storyField().value).toBe('Half a story');
      expect(screen.getByText('We kept the story you started writing. You can go on where you left off.')).toBeTruthy();
      expect(screen.queryByText('This story was not sent yet.')).toBeNull();
    });

    it('says a story sent but not arrived when the tab closed was not sent yet, and sends it with Send', async () => {
      const fetchMock = mockFetch({
        [QUESTION]: question,
        'POST /api/respond/text': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const first = await openPage();
      fireEvent.change(storyField(), { target: { value: 'We kept hens.' } });
      fireEvent.click(submitButton()!);
      expect(await screen.findByText(/will be sent by itself/)).toBeTruthy();
      first.unmount();
      const [tried] = sendIdsOf(callsTo(fetchMock, 'POST', '/api/respond/text'));

      const again = mockFetch({
        [QUESTION]: question,
        'POST /api/respond/text': () => jsonResponse(201, { ok: true }),
      });
      await openPage();
      expect(screen.getByText('This story was not sent yet.')).toBeTruthy();
      expect(screen.queryByText(/We kept the story you started writing/)).toBeNull();
      expect(storyField().value).toBe('We kept hens.');
      expect(submitButton()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText(THANKS)).toBeTruthy();
      expect(callsTo(fetchMock, 'POST', '/api/respond/text')).toHaveLength(1);
      // The story the closed tab had sent, as the same story: if that try had arrived, it is kept once.
      expect(sendIdsOf(callsTo(again, 'POST', '/api/respond/text'))).toEqual([tried]);
      expect(localStorage.length).toBe(0);
    });

    it('sends once when the connection comes back and the timer tries at the same moment', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      try {
        let connected = false;
        const saving = deferredResponse();
        const fetchMock = mockFetch({
          [QUESTION]: question,
          'POST /api/respond/text': (init) => {
            if (!connected) throw new TypeError('Failed to fetch');
            return saving.handler(init);
          },
        });
        await openPage();
        fireEvent.change(storyField(), { target: { value: 'The tram to the market.' } });
        fireEvent.click(submitButton()!);
        expect(await screen.findByText(/will be sent by itself/)).toBeTruthy();
        connected = true;
        // Back online just as the timer is due, before the page has drawn the first retry.
        act(() => {
          window.dispatchEvent(new Event('online'));
          jest.advanceTimersByTime(5_000);
        });
        await act(async () => saving.resolve(jsonResponse(201, { ok: true })));
        expect(await screen.findByText(THANKS)).toBeTruthy();
        expect(callsTo(fetchMock, 'POST', '/api/respond/text')).toHaveLength(2);
      } finally {
        jest.useRealTimers();
      }
    });

    it('a story changed after the server refused it is another story; unchanged, it is the same one', async () => {
      let refuse = true;
      const fetchMock = mockFetch({
        [QUESTION]: question,
        'POST /api/respond/text': () =>
          refuse
            ? errorResponse(429, 'ANSWER_LIMIT_REACHED', 'You have sent many stories today.')
            : jsonResponse(201, { ok: true }),
      });
      await openPage();
      fireEvent.change(storyField(), { target: { value: 'The first words.' } });
      fireEvent.click(submitButton()!);
      await screen.findByText(/many stories today/);
      fireEvent.click(submitButton()!);
      await act(async () => undefined);
      fireEvent.change(storyField(), { target: { value: 'The first words, and more.' } });
      refuse = false;
      fireEvent.click(submitButton()!);
      expect(await screen.findByText(THANKS)).toBeTruthy();
      const [first, same, changed] = sendIdsOf(callsTo(fetchMock, 'POST', '/api/respond/text'));
      expect(same).toBe(first);
      expect(changed).not.toBe(first);
      expect(changed).toMatch(SEND_ID);
    });
  });
});
