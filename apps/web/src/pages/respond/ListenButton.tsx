import { useRef, useState } from 'react';
import { useSeniorWords } from '../../respond/seniorWords';

/**
 * The recording before it is sent: one large Listen / Pause button (easy to see and to tap),
 * with the browser's own player below it for moving back and forth.
 */
export function ListenButton({ src, labelId }: { src: string; labelId: string }) {
  const { t } = useSeniorWords();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) element.pause();
    else void element.play()?.catch(() => setPlaying(false));
  };
  return (
    <>
      <button type="button" className="button button--secondary respond__button respond__listen" onClick={toggle}>
        <span aria-hidden="true" className="respond__listen-icon">
          {playing ? '❚❚' : '▶'}
        </span>
        {playing ? t('senior.recorder.pause') : t('senior.recorder.listen')}
      </button>
      <audio
        ref={audio}
        className="respond__audio"
        controls
        src={src}
        aria-labelledby={labelId}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </>
  );
}
