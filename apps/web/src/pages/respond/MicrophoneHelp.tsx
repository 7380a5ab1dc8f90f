import type { MicrophoneProblem } from '../../respond/useVoiceRecorder';
import { useSeniorWords, withStrong } from '../../respond/seniorWords';

/**
 * What went wrong with the microphone, in plain words, and what to do about it on a phone
 * (where most seniors open the link) and on a computer. Calm colours: nothing she did is wrong.
 */
export function MicrophoneHelp({ problem }: { problem: MicrophoneProblem }) {
  const { t } = useSeniorWords();
  return (
    <div className="respond__mic-help" role="status">
      {problem === 'missing' ? (
        <p>{withStrong(t('senior.mic.missing'))}</p>
      ) : (
        <>
          <p>
            <strong>{problem === 'blocked' ? t('senior.mic.blocked') : t('senior.mic.failed')}</strong>{' '}
            {t('senior.mic.toRecord')}
          </p>
          <ol>
            <li>{withStrong(t('senior.mic.step1'))}</li>
            <li>{withStrong(t('senior.mic.step2'))}</li>
            <li>{withStrong(t('senior.mic.step3'))}</li>
          </ol>
          <p>{t('senior.mic.orWrite')}</p>
        </>
      )}
    </div>
  );
}
