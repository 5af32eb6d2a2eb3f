import { tutorialUrlProblem, youtubeVideoId, type TutorialScreen } from '@chamados/tree-engine';
import { useSanitizer } from '../../lib/sanitize-html';
import { t } from '../../messages/t';
import { Button, buttonClass } from '../button/button';
import { Icon } from '../icon/icon';
import { FaqAnswer } from './faq-answer';
import type { FaqState } from './faq-article';

/** Props of {@link TutorialContent}. */
export interface TutorialContentProps {
  screen: TutorialScreen;
  faq?: FaqState;
  faqHosts?: readonly string[];
  onRetryFaq?: () => void;
  /** Level of the FAQ article's title: one below the screen's. */
  headingLevel: 3 | 4;
}

function Notice({ children }: { children: string }) {
  return (
    <p className="ch-walk__notice">
      <Icon name="alert-circle" />
      <span>{children}</span>
    </p>
  );
}

/**
 * What a tutorial shows: a YouTube video from the privacy-enhanced domain with an 'Assistir no
 * YouTube' link under it, an FAQ article, or a link. A URL that breaks tree-engine's `tutorialUrlProblem` is never rendered or loaded.
 */
export function TutorialContent({ screen, faq, faqHosts, onRetryFaq, headingLevel }: TutorialContentProps) {
  // DOMPurify loads only where an FAQ article is shown; until then the article counts as loading.
  const sanitize = useSanitizer(screen.fonte === 'otrs');
  if (tutorialUrlProblem(screen, { faqHosts }) !== undefined) return <Notice>{t('walk.tutorial.invalidUrl')}</Notice>;

  if (screen.fonte === 'youtube') {
    // tutorialUrlProblem accepted it: a YouTube address naming a video.
    const id = encodeURIComponent(youtubeVideoId(screen.url) as string);
    return (
      <>
        <div className="ch-tutorial__video">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}`}
            title={t('walk.tutorial.videoTitle')}
            // Fullscreen through `allow` only: with `allowfullscreen` too the browser warns that allow wins.
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        {/* Always there: a blocked embed (a network that filters it, an extension, no third-party
            frames) shows no error the page can see, and YouTube's app plays better on a phone. */}
        <p className="ch-tutorial__watch">
          <a href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener noreferrer">
            {t('walk.tutorial.watchOnYoutube')}
            <Icon name="external-link" size={16} />
            <span className="ch-visually-hidden"> {t('walk.tutorial.newTab')}</span>
          </a>
        </p>
      </>
    );
  }

  if (screen.fonte === 'link') {
    return (
      <p className="ch-tutorial__link">
        <a className={buttonClass('secondary')} href={screen.url.trim()} target="_blank" rel="noopener noreferrer">
          {t('walk.tutorial.openLink')}
          <Icon name="external-link" />
          <span className="ch-visually-hidden"> {t('walk.tutorial.newTab')}</span>
        </a>
        <span className="ch-tutorial__url">{screen.url.trim()}</span>
      </p>
    );
  }

  // fonte: otrs. The app fetches the article; until it is there for this very URL, it is loading.
  const state = faq && faq.url === screen.url ? faq : undefined;
  if (state?.status === 'error') {
    return (
      <div role="alert">
        <Notice>{t('walk.tutorial.faqError')}</Notice>
        {onRetryFaq ? <Button onClick={onRetryFaq}>{t('common.retry')}</Button> : null}
      </div>
    );
  }
  if (state?.status !== 'ready' || !sanitize) {
    return (
      <p className="ch-walk__loading" role="status">
        <span className="ch-spinner" aria-hidden="true" />
        {t('walk.tutorial.faqLoading')}
      </p>
    );
  }
  // Keyed by the address: another tutorial's article starts with its external images unloaded.
  return <FaqAnswer key={screen.url} article={state.article} sanitize={sanitize} headingLevel={headingLevel} />;
}
