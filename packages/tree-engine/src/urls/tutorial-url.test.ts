import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faqArticleId, isSafeTutorialUrl, tutorialUrlProblem, youtubeVideoId } from './tutorial-url';

describe('isSafeTutorialUrl', () => {
  it.each([
    'https://www.dti.ufv.br/rede-sem-fio',
    'http://exemplo.edu.br',
    'HTTPS://WWW.UFV.BR/a?b=c#d',
    'https://[2001:db8::1]:8443/x',
    'https://10.0.0.1:8080/',
    'https://açaí.ufv.br/página',
  ])('accepts %s', (url) => {
    expect(isSafeTutorialUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/api/faq/1',
    '//evil.example/x',
    'www.ufv.br',
    'https:/evil.example',
    'https:\\\\evil.example',
    'https://evil.example\\@ufv.br',
    'https://ufv.br@evil.example/',
    'java\tscript:alert(1)',
    ' https://ufv.br',
    'https://ufv.br/a b',
    'https://',
    'https://ufv.br:99999/',
    'https://%65vil.example/',
    'ftp://ufv.br/arquivo',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeTutorialUrl(url)).toBe(false);
  });

  it('refuses anything a browser would not read as an http(s) address', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        if (isSafeTutorialUrl(text)) expect(text).toMatch(/^https?:\/\/[^\s\\@/?#]+/i);
      }),
      { numRuns: 500 },
    );
  });
});

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ#t=3', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/playlist?list=PL123', undefined],
    ['https://youtu.be/curto', undefined],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', undefined],
    ['https://vimeo.com/watch?v=dQw4w9WgXcQ', undefined],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', undefined],
  ])('%s → %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });
});

describe('faqArticleId', () => {
  it('reads the id of the portal FAQ route only', () => {
    expect(faqArticleId('/api/faq/12')).toBe(12);
    expect(faqArticleId('/api/faq/0')).toBeUndefined();
    expect(faqArticleId('/api/faq/1/../../admin')).toBeUndefined();
    expect(faqArticleId('https://faq.ufv.br/api/faq/1')).toBeUndefined();
  });
});

describe('tutorialUrlProblem', () => {
  it('link: any http(s) address, nothing else', () => {
    expect(tutorialUrlProblem({ fonte: 'link', url: 'https://www.dti.ufv.br' })).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'link', url: 'javascript:alert(1)' })).toBe('scheme');
    expect(tutorialUrlProblem({ fonte: 'link', url: '/api/faq/1' })).toBe('scheme');
  });

  it("youtube: only YouTube's hosts (youtu.be and the no-cookie host too)", () => {
    for (const host of ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'WWW.YouTube.com']) {
      expect(tutorialUrlProblem({ fonte: 'youtube', url: `https://${host}/watch?v=dQw4w9WgXcQ` })).toBeUndefined();
    }
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']) {
      expect(tutorialUrlProblem({ fonte: 'youtube', url })).toBeUndefined();
    }
    expect(tutorialUrlProblem({ fonte: 'youtube', url: 'https://vimeo.com/1' })).toBe('youtubeHost');
    expect(tutorialUrlProblem({ fonte: 'youtube', url: 'https://music.youtube.com/watch?v=dQw4w9WgXcQ' })).toBe('youtubeHost');
    expect(tutorialUrlProblem({ fonte: 'youtube', url: 'data:video/mp4,AAAA' })).toBe('scheme');
  });

  it('youtube: an address on YouTube that names no video (the portal could not embed it)', () => {
    expect(tutorialUrlProblem({ fonte: 'youtube', url: 'https://www.youtube.com/@dti-ufv' })).toBe('youtubeVideo');
    expect(tutorialUrlProblem({ fonte: 'youtube', url: 'https://www.youtube.com/results?search_query=eduroam' })).toBe('youtubeVideo');
  });

  it('otrs: the FAQ route, or a host of the allow-list (none by default)', () => {
    expect(tutorialUrlProblem({ fonte: 'otrs', url: '/api/faq/3' })).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'otrs', url: '/faq/3' })).toBe('faqLocation');
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'https://faq.ufv.br/artigo/3' })).toBe('faqLocation');
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'https://faq.ufv.br/artigo/3' }, { faqHosts: ['FAQ.ufv.br'] })).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'https://faq.ufv.br:8443/3' }, { faqHosts: ['faq.ufv.br'] })).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'https://faq.ufv.br/3' }, { faqHosts: ['faq.ufv.br:8443'] })).toBe('faqLocation');
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'https://faq.ufv.br.evil.example/3' }, { faqHosts: ['faq.ufv.br'] })).toBe('faqLocation');
    expect(tutorialUrlProblem({ fonte: 'otrs', url: 'javascript:alert(1)' }, { faqHosts: ['faq.ufv.br'] })).toBe('scheme');
  });
});
