import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { apiErrorStatus } from '../../api/client';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { languageOf, translator } from '@storyvault/contracts';
import { SeniorLanguageProvider } from '../../respond/seniorWords';
import { RespondFrame } from '../respond/RespondFrame';
import { listenPath, type ListenStoryView } from './listenApi';
import { PlayStoryButton } from './PlayStoryButton';
import './listen.css';

/**
 * /listen/:token, from the QR code beside a voice story in the printed book: the story's title,
 * who tells it, a large play button for the original recording, and the text. No sign-in.
 */
export default function ListenPage() {
  const token = useParams().token?.trim() ?? '';
  const story = useQuery<ListenStoryView>({ queryKey: [listenPath(token)], enabled: token !== '', retry: false });
  const gone = !token || (story.isError && [400, 404].includes(apiErrorStatus(story.error) ?? 0));
  // The vault's language once the story is known; before that (or for a link that opens nothing), the browser's.
  const language = story.data?.language ?? languageOf(navigator.languages ?? [navigator.language]);
  const t = translator(language);
  useDocumentTitle(story.data ? story.data.title : t('senior.listen.title'));
  return <SeniorLanguageProvider language={language}>{page()}</SeniorLanguageProvider>;

  function page() {
    if (gone) {
      return (
        <RespondFrame heading={t('senior.listen.gone')}>
          <p className="listen__lead">{t('senior.listen.goneLead')}</p>
        </RespondFrame>
      );
    }
    if (story.isError) {
      return (
        <RespondFrame heading={t('senior.listen.failed')}>
          <button type="button" className="button button--primary listen__retry" onClick={() => void story.refetch()}>
            {t('senior.listen.retry')}
          </button>
        </RespondFrame>
      );
    }
    if (!story.data) {
      return (
        <RespondFrame heading={t('senior.listen.title')}>
          <p role="status" className="respond__loading">
            {t('senior.listen.loading')}
          </p>
        </RespondFrame>
      );
    }
    const { title, question, text, seniorName, audioUrl } = story.data;
    return (
      <RespondFrame heading={title}>
        <p className="listen__lead">{t('senior.listen.toldBy', { name: seniorName })}</p>
        {question.trim() !== title.trim() && <p className="listen__question">{question}</p>}
        <PlayStoryButton src={audioUrl} label={t('senior.listen.playerLabel', { name: seniorName, title })} />
        {text.trim() && (
          <div className="listen__text">
            {text
              .split(/\n\s*\n/)
              .filter((p) => p.trim())
              .map((paragraph, i) => (
                <p key={i}>{paragraph.trim()}</p>
              ))}
          </div>
        )}
      </RespondFrame>
    );
  }
}
