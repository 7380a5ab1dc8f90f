import type { MicrophoneProblem } from '../../respond/useVoiceRecorder';

/**
 * What went wrong with the microphone, in plain words, and what to do about it on a phone
 * (where most seniors open the link) and on a computer. Calm colours: nothing she did is wrong.
 */
export function MicrophoneHelp({ problem }: { problem: MicrophoneProblem }) {
  return (
    <div className="respond__mic-help" role="status">
      {problem === 'missing' ? (
        <p>
          <strong>We could not find a microphone on this device.</strong> Try the link on your phone, or write your
          story instead.
        </p>
      ) : (
        <>
          <p>
            <strong>
              {problem === 'blocked'
                ? 'Your microphone is turned off for this page.'
                : 'Something went wrong with the microphone.'}
            </strong>{' '}
            To record your story:
          </p>
          <ol>
            <li>
              Tap <strong>Start Recording</strong> again. When your phone asks to use the microphone, tap{' '}
              <strong>Allow</strong>.
            </li>
            <li>
              If it does not ask: on an iPhone, tap <strong>aA</strong> beside the web address, then{' '}
              <strong>Website Settings</strong>, and set <strong>Microphone</strong> to <strong>Allow</strong>. On an
              Android phone, tap the symbol left of the web address, then <strong>Permissions</strong>, and turn on{' '}
              <strong>Microphone</strong>.
            </li>
            <li>
              On a computer, click the microphone or lock symbol in the address bar and choose <strong>Allow</strong>.
            </li>
          </ol>
          <p>Or write your story instead, with the link below.</p>
        </>
      )}
    </div>
  );
}
