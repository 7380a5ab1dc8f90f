import { useEffect, useId, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, apiErrorStatus } from '../../api/client';
import { FormMessage } from '../../components/FormMessage';
import { useToast } from '../../components/toast/useToast';
import { formatDuration } from '../../respond/formatDuration';
import { showThanks } from '../../respond/showThanks';
import { submitVoiceStory } from '../../respond/respondApi';
import { RESPOND_LIMITS, RespondText } from '../../respond/respondTexts';
import { useLeaveWarning } from '../../respond/useLeaveWarning';
import { useVoiceRecorder } from '../../respond/useVoiceRecorder';
import { ListenButton } from './ListenButton';
import { MicrophoneHelp } from './MicrophoneHelp';

const LIMIT = formatDuration(RESPOND_LIMITS.maxRecordingSeconds);

/** The server's own words when an upload was refused for a reason trying again will not fix. */
function refusal(error: unknown): string | undefined {
  const status = apiErrorStatus(error);
  return status === 429 || status === 410 ? apiErrorMessage(error) : undefined;
}

/**
 * idle -> recording -> recorded (playback; Record Again discards) -> uploading -> saved
 * (SPEC.md §4). Focus follows the next thing to press, so keyboard and screen-reader users
 * never lose their place when a button is replaced.
 */
export function VoiceRecorderPanel({ token, seniorFirstName }: { token: string; seniorFirstName: string }) {
  const recorder = useVoiceRecorder();
  const { toast, dismiss } = useToast();
  const upload = useMutation({
    mutationFn: submitVoiceStory,
    onSuccess: () => toast({ title: RespondText.storySaved, description: RespondText.voiceStorySaved }),
    onError: (error) =>
      toast({
        title: RespondText.uploadToast,
        // Past a limit (429) or an expired link (410), trying again is no help: say what is.
        description: refusal(error) ?? RespondText.uploadToastDescription,
        variant: 'destructive',
      }),
  });
  const primary = useRef<HTMLButtonElement>(null);
  const { phase, recording } = recorder;
  const uploading = upload.isPending;
  const saved = upload.isSuccess;
  useLeaveWarning(phase === 'recording' || (recording !== null && !saved));

  const statusRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const seenPhase = useRef(phase);
  useEffect(() => {
    // Only on a change: on arrival, the page starts at its top like any other.
    if (seenPhase.current === phase) return;
    seenPhase.current = phase;
    if (phase === 'idle' || phase === 'recording' || phase === 'recorded') primary.current?.focus();
  }, [phase]);
  useEffect(() => {
    // A disabled button loses focus: give it back after a failed upload, or land on the thanks.
    if (upload.status === 'error') primary.current?.focus();
    if (upload.status === 'success') showThanks(statusRef.current);
  }, [upload.status]);

  const start = async () => {
    dismiss();
    upload.reset();
    const started = await recorder.start();
    if (!started) {
      toast({
        title: RespondText.microphoneToast,
        description: RespondText.microphoneToastDescription,
        variant: 'destructive',
      });
    }
  };
  const submit = () => {
    if (!recording || uploading || saved) return;
    dismiss();
    upload.mutate({ token, recording: recording.blob });
  };
  const recordAgain = () => {
    upload.reset();
    recorder.discard();
  };

  const status = saved
    ? `${seniorFirstName ? `Thank you, ${seniorFirstName}!` : 'Thank you!'} Your voice story has been saved.`
    : uploading
      ? 'Uploading your story...'
      : phase === 'starting'
        ? 'Starting the microphone...'
        : phase === 'recording'
          ? 'Recording... Press Stop Recording when you are finished.'
          : phase === 'stopping'
            ? 'Finishing your recording...'
            : phase === 'recorded'
              ? recorder.limitReached
                ? `The recording stopped at the ${LIMIT} limit. Listen to it, then press Submit Story.`
                : 'Your recording is ready. Listen to it, then press Submit Story.'
              : '';

  return (
    <div className="respond__recorder" aria-busy={uploading}>
      {phase === 'idle' && !saved && (
        <p className="respond__instructions">
          Press <strong>Start Recording</strong> and tell your story in your own words. Press{' '}
          <strong>Stop Recording</strong> when you are finished. You can listen to it before you send it.
        </p>
      )}

      <div
        ref={statusRef}
        tabIndex={-1}
        className={saved ? 'respond__status respond__saved' : 'respond__status'}
        role="status"
        aria-live="polite"
      >
        {status}
      </div>

      {phase === 'recording' && (
        <p className="respond__timer" role="timer" aria-label="Recording time">
          <span className="respond__timer-dot" aria-hidden="true" />
          {formatDuration(recorder.elapsedSeconds)} <span className="respond__timer-limit">of {LIMIT}</span>
        </p>
      )}

      {recorder.microphoneProblem && <MicrophoneHelp problem={recorder.microphoneProblem} />}
      {upload.isError && <FormMessage kind="error">{refusal(upload.error) ?? RespondText.uploadFailed}</FormMessage>}

      {recording && (
        <div className="respond__playback">
          <p className="respond__label" id={labelId}>
            Your recording ({formatDuration(recording.durationSeconds)})
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
            Start Recording
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
            Stop Recording
          </button>
        )}
        {recording && !saved && (
          <>
            <button
              ref={primary}
              type="button"
              className="button button--primary respond__button"
              onClick={submit}
              disabled={uploading}
            >
              {uploading ? 'Uploading...' : 'Submit Story'}
            </button>
            <button
              type="button"
              className="button button--secondary respond__button"
              onClick={recordAgain}
              disabled={uploading}
            >
              Record Again
            </button>
          </>
        )}
      </div>
    </div>
  );
}
