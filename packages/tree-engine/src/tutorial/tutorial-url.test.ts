import { describe, expect, it } from 'vitest';
import { isHttpUrl, tutorialUrlProblem, youtubeVideoId } from './tutorial-url';

describe('isHttpUrl', () => {
  it.each(['https://ufv.br/x', 'http://ufv.br', ' https://ufv.br '])('accepts %s', (url) => expect(isHttpUrl(url)).toBe(true));
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>', 'vbscript:x', '/api/faq/1', 'ufv.br', ''])(
    'refuses %s',
    (url) => expect(isHttpUrl(url)).toBe(false),
  );
});

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => expect(youtubeVideoId(url)).toBe(id));
  it.each(['https://vimeo.com/123', 'https://evil.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=<script>', 'javascript:youtube.com'])(
    'refuses %s',
    (url) => expect(youtubeVideoId(url)).toBeUndefined(),
  );
});

describe('tutorialUrlProblem', () => {
  it('a link needs http(s)', () => {
    expect(tutorialUrlProblem({ fonte: 'link', url: 'https://ufv.br/ajuda' })).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'link', url: 'javascript:alert(1)' })).toBe('not-http');
  });
  it("a video needs YouTube's hosts", () => {
    expect(tutorialUrlProblem({ fonte: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' })).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'youtube', url: 'https://vimeo.com/1' })).toBe('not-youtube');
  });
  it('an FAQ article needs the FAQ route or an allowed host', () => {
    expect(tutorialUrlProblem({ fonte: 'otrs', url: '/api/faq/12' })).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'otrs', url: '/api/ticket/12' })).toBe('not-http');
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'https://faq.ufv.br/api/faq/1' })).toBe('not-faq');
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'https://faq.ufv.br/api/faq/1' }, { faqHosts: ['faq.ufv.br'] })).toBeUndefined();
  });
});
