import { useEffect, useId, useRef, useState } from 'react';
import { FormMessage } from '../../components/FormMessage';
import { formatDuration } from '../../respond/formatDuration';
import { forgetRecording, keepRecording, keptRecording } from '../../respond/keptRecording';
import { submitVoiceStory } from '../../respond/respondApi';
import { RESPOND_LIMITS } from '../../respond/respondTexts';
import { seniorRefusal } from '../../respond/seniorRefusal';
import { useSeniorWords, withStrong } from '../../respond/seniorWords';
import { useLeaveWarning } from '../../respond/useLeaveWarning';
import { useSendStory } from '../../respond/useSendStory';
import { useVoiceRecorder } from '../../respond/useVoiceRecorder';
import { ListenButton } from './ListenButton';
import { MicrophoneHelp } from './MicrophoneHelp';

const LIMIT = formatDuration(RESPOND_LIMITS.maxRecordingSeconds);

/**
 * idle -> recording -> recorded (playback; Record Again discards) -> uploading -> sent
 * (docs/product.md §4); once sent the page shows only its thanks (`onSent`). The recording is kept on the
 * device until the server has it: with the connection down it is sent by itself once back, and a
 * closed tab offers it again on reopening. Focus follows the next thing to press, so keyboard and
 * screen-reader users never lose their place when a button is replaced.
 */
export function VoiceRecorderPanel({ token, onSent }: { token: string; onSent: () => void }) {
  const { t } = useSeniorWords();
  const recorder = useVoiceRecorder();
  const [unsent, setUnsent] = useState(false);
  const {
    save: upload,
    send,
    waiting,
    slow,
  } = useSendStory({
    send: submitVoiceStory,
    onSaved: () => {
      void forgetRecording(token);
      onSent();
    },
  });
  const primary = useRef<HTMLButtonElement>(null);
  const { phase, recording, restore } = recorder;
  const uploading = upload.isPending || waiting;
  useLeaveWarning(phase === 'recording' || (recording !== null && !upload.isSuccess));

  // A recording from a tab closed before it was sent: offered again, to listen to and send
  // (unless she has started a new one meanwhile).
  const current = useRef(phase);
  current.current = phase;
  useEffect(() => {
    let live = true;
    void keptRecording(token).then((kept) => {
      if (!live || !kept || current.current !== 'idle') return;
      restore(kept);
      setUnsent(true);
    });
    return () => {
      live = false;
    };
  }, [token, restore]);
  useEffect(() => {
    // With its id for the server: reopened, it is sent as the same recording.
    if (recording) {
      const { blob, durationSeconds, sendId } = recording;
      void keepRecording(token, { blob, durationSeconds, sendId });
    }
  }, [token, recording]);

  const labelId = useId();
  const seenPhase = useRef(phase);
  useEffect(() => {
    // Only on a change: on arrival, the page starts at its top like any other.
    if (seenPhase.current === phase) return;
    seenPhase.current = phase;
    if (phase === 'idle' || phase === 'recording' || phase === 'recorded') primary.current?.focus();
  }, [phase]);
  useEffect(() => {
    // A disabled button loses focus: give it back after a failed upload.
    if (upload.status === 'error' && !waiting) primary.current?.focus();
  }, [upload.status, waiting]);

  const start = async () => {
    upload.reset();
    await recorder.start();
  };
  const submit = () => {
    if (!recording || uploading || upload.isSuccess) return;
    send({ token, recording: recording.blob, sendId: recording.sendId });
  };
  const recordAgain = () => {
    upload.reset();
    setUnsent(false);
    void forgetRecording(token);
    recorder.discard();
  };

  const status = waiting
    ? ''
    : upload.isPending
      ? slow
        ? t('senior.page.stillSending')
        : t('senior.recorder.uploading')
      : phase === 'starting'
        ? t('senior.recorder.starting')
        : phase === 'recording'
          ? t('senior.recorder.recording')
          : phase === 'stopping'
            ? t('senior.recorder.stopping')
            : phase === 'recorded'
              ? unsent
                ? ''
                : recorder.limitReached
                  ? t('senior.recorder.limitReached', { limit: LIMIT })
                  : t('senior.recorder.ready')
              : '';

  return (
    <div className="respond__recorder" aria-busy={uploading}>
      {phase === 'idle' && <p className="respond__instructions">{withStrong(t('senior.recorder.intro'))}</p>}

      <div className="respond__status" role="status" aria-live="polite">
        {unsent && phase === 'recorded' && !uploading && (
          <p className="respond__unsent">{t('senior.page.notSentYet')}</p>
        )}
        {waiting && <p className="respond__offline">{t('senior.page.offlineWaiting')}</p>}
        {status && <p>{status}</p>}
      </div>

      {phase === 'recording' && (
        <p className="respond__timer" role="timer" aria-label={t('senior.recorder.time')}>
          <span className="respond__timer-dot" aria-hidden="true" />
          {formatDuration(recorder.elapsedSeconds)}{' '}
          <span className="respond__timer-limit">{t('senior.recorder.of', { limit: LIMIT })}</span>
        </p>
      )}

      {recorder.microphoneProblem && <MicrophoneHelp problem={recorder.microphoneProblem} />}
      {upload.isError && !waiting && (
        <FormMessage kind="error">{seniorRefusal(upload.error) ?? t('senior.page.uploadFailed')}</FormMessage>
      )}

      {recording && (
        <div className="respond__playback">
          <p className="respond__label" id={labelId}>
            {t('senior.recorder.yours', { duration: formatDuration(recording.durationSeconds) })}
          </p>
          <ListenButton src={recording.url} labelId={labelId} />
        </div>
      )}

      <div className="respond__actions">
        {(phase === 'idle' || phase === 'starting') && !recording && (
          <button
            ref={primary}
            type="button"
            className="button button--primary respond__button"
            onClick={start}
            disabled={phase === 'starting'}
          >
            {t('senior.recorder.start')}
          </button>
        )}
        {(phase === 'recording' || phase === 'stopping') && (
          <button
            ref={primary}
            type="button"
            className="button button--primary respond__button respond__button--stop"
            onClick={() => void recorder.stop()}
            disabled={phase === 'stopping'}
          >
            {t('senior.recorder.stop')}
          </button>
        )}
        {recording && (
          <>
            <button
              ref={primary}
              type="button"
              className="button button--primary respond__button"
              onClick={submit}
              disabled={uploading}
            >
              {waiting
                ? t('senior.page.waiting')
                : uploading
                  ? t('senior.recorder.uploadingShort')
                  : unsent
                    ? t('senior.page.send')
                    : t('senior.page.submit')}
            </button>
            <button
              type="button"
              className="button button--secondary respond__button"
              onClick={recordAgain}
              disabled={uploading}
            >
              {t('senior.recorder.again')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
