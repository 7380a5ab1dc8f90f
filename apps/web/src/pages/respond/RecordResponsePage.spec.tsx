import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { forgetRecording, keptRecording } from '../../respond/keptRecording';
import { startRecording, type ActiveRecording } from '../../respond/recorder';
import { deferredResponse, errorResponse, jsonResponse, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

jest.mock('../../respond/recorder');
const start = startRecording as jest.MockedFunction<typeof startRecording>;

const QUESTION = 'GET /api/respond/question?token=tok123';
const question = () =>
  jsonResponse(200, { question: 'Where did you grow up?', seniorFirstName: 'Rose', ownerFirstName: 'Ann' });
const THANKS = 'Thank you — Ann will get your story. You can close this page now.';
const OFFLINE_WAITING =
  'Your internet connection is down. Your story is kept safe on this device and will be sent by itself as soon as the connection is back.';
const wav = new Blob([new Uint8Array(46)], { type: 'audio/wav' });
const SEND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The send ids of the recordings the page sent. */
const sendIdsOf = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/respond/voice')
    .map(([, init]) => ((init as RequestInit).body as FormData).get('sendId'));

function fakeRecording(): ActiveRecording {
  return {
    elapsedSeconds: () => 2,
    stop: jest.fn(async () => ({ blob: wav, durationSeconds: 2 })),
    cancel: jest.fn(),
  };
}

async function openPage() {
  await renderApp('/respond/record?token=tok123');
  await screen.findByText('Where did you grow up?');
}
const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

async function record() {
  start.mockResolvedValueOnce(fakeRecording());
  fireEvent.click(button('Start Recording')!);
  await screen.findByRole('button', { name: 'Stop Recording' });
  fireEvent.click(button('Stop Recording')!);
  await screen.findByRole('button', { name: 'Submit Story' });
}

describe('voice response page', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:recording');
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(async () => {
    start.mockReset();
    await forgetRecording('tok123');
  });

  it('says kindly when the question was already answered, and still lets the senior record', async () => {
    mockFetch({
      [QUESTION]: () =>
        jsonResponse(200, {
          question: 'Where did you grow up?',
          seniorFirstName: 'Rose',
          answeredAt: `${new Date().getFullYear()}-11-24T12:00:00.000Z`,
        }),
    });
    await openPage();
    expect(screen.getByRole('note').textContent).toBe(
      'You already answered this question on 24 November — record more if you like.',
    );
    expect(button('Start Recording')).toBeTruthy();
  });

  it('says calmly that the link no longer works without a token', async () => {
    mockFetch({});
    await renderApp('/respond/record');
    expect(
      await screen.findByText("This link no longer works. Just reply to your family's email with your story."),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Start Recording')).toBeNull();
  });

  it('explains a refused microphone in plain words and calm colours, with what to do on a phone, and no toast', async () => {
    mockFetch({ [QUESTION]: question });
    await openPage();
    start.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    fireEvent.click(button('Start Recording')!);
    const help = await screen
      .findByText('Your microphone is turned off for this page.')
      .then((el) => el.closest('.respond__mic-help')!);
    expect(help.className).not.toMatch(/error/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(help.textContent).toContain('Your microphone is turned off for this page.');
    expect(help.textContent).toContain('When your phone asks to use the microphone, tap Allow.');
    expect(help.textContent).toContain('on an iPhone');
    expect(help.textContent).not.toMatch(/Error accessing microphone|browser permissions/);
    expect(screen.queryByText('Microphone Error')).toBeNull();
    expect(screen.queryByText('Please allow microphone access to record your story.')).toBeNull();
    expect(button('Start Recording')!.disabled).toBe(false);
  });

  it('says plainly when the device has no microphone', async () => {
    mockFetch({ [QUESTION]: question });
    await openPage();
    start.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    fireEvent.click(button('Start Recording')!);
    expect(await screen.findByText('We could not find a microphone on this device.')).toBeTruthy();
  });

  it('offers a large Listen button once there is a recording', async () => {
    mockFetch({ [QUESTION]: question });
    await openPage();
    expect(button('Listen to Your Recording')).toBeNull();
    await record();
    const listen = button('Listen to Your Recording')!;
    expect(listen.className).toContain('respond__listen');
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
    });
    fireEvent.click(listen);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    play.mockRestore();
  });

  it('records, offers playback, and shows Submit Story only once a recording exists', async () => {
    mockFetch({ [QUESTION]: question });
    await openPage();
    expect(button('Submit Story')).toBeNull();
    start.mockResolvedValueOnce(fakeRecording());
    fireEvent.click(button('Start Recording')!);
    expect(await screen.findByText('Recording... Press Stop Recording when you are finished.')).toBeTruthy();
    expect(button('Submit Story')).toBeNull();
    fireEvent.click(button('Stop Recording')!);
    expect(await screen.findByText('Your recording is ready. Listen to it, then press Submit Story.')).toBeTruthy();
    const audio = document.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('blob:recording');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(document.activeElement).toBe(button('Submit Story'));

    fireEvent.click(button('Record Again')!);
    expect(document.querySelector('audio')).toBeNull();
    expect(button('Submit Story')).toBeNull();
    expect(button('Start Recording')).toBeTruthy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording');
  });

  it('uploads recording.wav with the token, then shows only the thanks: no toast, no write link', async () => {
    const upload = deferredResponse();
    const fetchMock = mockFetch({ [QUESTION]: question, 'POST /api/respond/voice': upload.handler });
    await openPage();
    await record();
    fireEvent.click(button('Submit Story')!);
    expect(await screen.findByText('Uploading your story...')).toBeTruthy();
    expect(button('Uploading...')!.disabled).toBe(true);

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/respond/voice')!;
    const form = (call[1] as RequestInit).body as FormData;
    expect(form.get('token')).toBe('tok123');
    const file = form.get('audio') as File;
    expect(file.name).toBe('recording.wav');
    expect(file.type).toBe('audio/wav');
    // The length goes first, so that the server stores the recording while it arrives.
    expect(form.get('audioSize')).toBe(String(file.size));
    // The page's id for the recording goes before the token: a recording the server has already is not read again.
    expect(form.get('sendId')).toMatch(SEND_ID);
    expect([...form.keys()]).toEqual(['sendId', 'token', 'audioSize', 'audio']);

    await act(async () => upload.resolve(jsonResponse(201, { ok: true })));
    const thanks = await screen.findByText(THANKS);
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByRole('main').textContent).toBe(`Story Sent${THANKS}`);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write your story instead' })).toBeNull();
    expect(screen.queryByText('Story Saved!')).toBeNull();
    // Sent: nothing is kept on the device any more.
    await waitFor(async () => expect(await keptRecording('tok123')).toBeNull());
  });

  it('keeps the recording after a failed upload, with the message inline and no toast', async () => {
    mockFetch({ [QUESTION]: question, 'POST /api/respond/voice': () => jsonResponse(500) });
    await openPage();
    await record();
    fireEvent.click(button('Submit Story')!);
    expect(await screen.findByText('Error uploading your story. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Upload Failed')).toBeNull();
    await waitFor(() => expect(button('Submit Story')!.disabled).toBe(false));
    expect(document.querySelector('audio')).toBeTruthy();
  });

  it('says in the server’s words why a refused upload will not go through by trying again', async () => {
    const LIMIT = 'Thank you! Your recordings for this question are saved. You can send another recording in an hour.';
    mockFetch({
      [QUESTION]: question,
      'POST /api/respond/voice': () => errorResponse(429, 'ANSWER_LIMIT_REACHED', LIMIT),
    });
    await openPage();
    await record();
    fireEvent.click(button('Submit Story')!);
    expect(await screen.findAllByText(LIMIT)).toHaveLength(1);
    expect(screen.queryByText('Error uploading your story. Please try again.')).toBeNull();
    expect(screen.queryByText('Upload Failed')).toBeNull();
  });

  it('explains an expired link and how to answer anyway, instead of the recorder', async () => {
    const EXPIRED = "This link no longer works. Just reply to Ann's email with your story.";
    mockFetch({ [QUESTION]: () => errorResponse(410, 'LINK_EXPIRED', EXPIRED) });
    await renderApp('/respond/record?token=tok123');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(button('Start Recording')).toBeNull();
  });

  describe('with the connection down', () => {
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      act(() => {
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    };
    afterEach(() => setOnline(true));

    it('says so calmly, keeps the recording, and sends it by itself once the connection is back', async () => {
      let connected = false;
      const fetchMock = mockFetch({
        [QUESTION]: question,
        'POST /api/respond/voice': () => {
          if (!connected) throw new TypeError('Failed to fetch');
          return jsonResponse(201, { ok: true });
        },
      });
      await openPage();
      await record();
      setOnline(false);
      fireEvent.click(button('Submit Story')!);
      expect(await screen.findByText(OFFLINE_WAITING)).toBeTruthy();
      expect(screen.queryByText('Error uploading your story. Please try again.')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(button('Waiting for the connection...')!.disabled).toBe(true);
      const kept = await keptRecording('tok123');
      expect(kept).toEqual({ blob: wav, durationSeconds: 2, sendId: expect.stringMatching(SEND_ID) });

      connected = true;
      setOnline(true);
      expect(await screen.findByText(THANKS)).toBeTruthy();
      const sends = sendIdsOf(fetchMock);
      expect(sends.length).toBeGreaterThanOrEqual(2);
      // Every try is the same recording to the server, which keeps it once.
      expect(new Set(sends)).toEqual(new Set([kept!.sendId]));
      await waitFor(async () => expect(await keptRecording('tok123')).toBeNull());
    });

    it('offers a recording not sent before the tab closed, saying so, with Send', async () => {
      mockFetch({
        [QUESTION]: question,
        'POST /api/respond/voice': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const first = await renderApp('/respond/record?token=tok123');
      await screen.findByText('Where did you grow up?');
      await record();
      fireEvent.click(button('Submit Story')!);
      expect(await screen.findByText(OFFLINE_WAITING)).toBeTruthy();
      first.unmount();
      const { sendId: tried } = (await keptRecording('tok123'))!;

      const fetchMock = mockFetch({
        [QUESTION]: question,
        'POST /api/respond/voice': () => jsonResponse(201, { ok: true }),
      });
      await openPage();
      expect(await screen.findByText('This story was not sent yet.')).toBeTruthy();
      expect(button('Start Recording')).toBeNull();
      expect(button('Listen to Your Recording')).toBeTruthy();
      fireEvent.click(button('Send')!);
      expect(await screen.findByText(THANKS)).toBeTruthy();
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/respond/voice')).toHaveLength(1);
      // Sent as the recording the closed tab had sent: if that try had arrived, it is kept once.
      expect(sendIdsOf(fetchMock)).toEqual([tried]);
    });

    it('forgets the kept recording when she records again; the new recording is another story', async () => {
      mockFetch({ [QUESTION]: question });
      await openPage();
      await record();
      await waitFor(async () => expect(await keptRecording('tok123')).not.toBeNull());
      const { sendId: first } = (await keptRecording('tok123'))!;
      fireEvent.click(button('Record Again')!);
      await waitFor(async () => expect(await keptRecording('tok123')).toBeNull());
      await record();
      await waitFor(async () => expect(await keptRecording('tok123')).not.toBeNull());
      const { sendId: second } = (await keptRecording('tok123'))!;
      expect(second).toMatch(SEND_ID);
      expect(second).not.toBe(first);
    });
  });
});
