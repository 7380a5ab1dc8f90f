import { useCallback, useEffect, useRef, useState } from 'react';
import { startRecording, type ActiveRecording } from './recorder';
import { RESPOND_LIMITS } from './respondTexts';
import { newSendId } from './sendId';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopping' | 'recorded';

export interface Recording {
  blob: Blob;
  /** An object URL for the playback element. */
  url: string;
  durationSeconds: number;
  /** Its id for the server, the same for every try of it; a new recording has a new one. */
  sendId: string;
}

/** Why the microphone gave nothing: refused (by the senior or a setting), absent, or any other failure. */
export type MicrophoneProblem = 'blocked' | 'missing' | 'failed';

function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'blocked';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/**
 * The voice page's recorder (docs/product.md §4): idle -> recording -> recorded; Record Again
 * discards. A recording stops by itself at the 30-minute limit.
 */
export function useVoiceRecorder(maxSeconds: number = RESPOND_LIMITS.maxRecordingSeconds) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [microphoneProblem, setMicrophoneProblem] = useState<MicrophoneProblem | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const active = useRef<ActiveRecording | null>(null);

  const stop = useCallback(async () => {
    const current = active.current;
    if (!current) return;
    active.current = null;
    setPhase('stopping');
    try {
      const finished = await current.stop();
      if (finished.durationSeconds === 0) throw new Error('The microphone gave no sound');
      setRecording({ ...finished, url: URL.createObjectURL(finished.blob), sendId: newSendId() });
      setPhase('recorded');
    } catch {
      setMicrophoneProblem('failed');
      setPhase('idle');
    }
  }, []);

  /** Resolves false when the microphone could not be used. */
  const start = useCallback(async (): Promise<boolean> => {
    setMicrophoneProblem(null);
    setLimitReached(false);
    setElapsedSeconds(0);
    setPhase('starting');
    try {
      active.current = await startRecording();
      setPhase('recording');
      return true;
    } catch (error) {
      setMicrophoneProblem(microphoneProblemOf(error));
      setPhase('idle');
      return false;
    }
  }, []);

  /** A recording kept from before (a closed tab), ready to listen to and send. */
  const restore = useCallback((kept: { blob: Blob; durationSeconds: number; sendId?: string }) => {
    setRecording({
      blob: kept.blob,
      durationSeconds: kept.durationSeconds,
      url: URL.createObjectURL(kept.blob),
      sendId: kept.sendId ?? newSendId(),
    });
    setPhase('recorded');
  }, []);

  const discard = useCallback(() => {
    setRecording(null);
    setElapsedSeconds(0);
    setLimitReached(false);
    setPhase('idle');
  }, []);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => {
      const seconds = active.current?.elapsedSeconds() ?? 0;
      setElapsedSeconds(seconds);
      if (seconds >= maxSeconds) {
        setLimitReached(true);
        void stop();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [phase, maxSeconds, stop]);

  useEffect(() => {
    if (!recording) return;
    return () => URL.revokeObjectURL(recording.url);
  }, [recording]);

  // Leaving the page turns the microphone off.
  useEffect(
    () => () => {
      active.current?.cancel();
      active.current = null;
    },
    [],
  );

  return { phase, elapsedSeconds, recording, microphoneProblem, limitReached, start, stop, discard, restore };
}
