import { describe, expect, it } from 'vitest';
import type { TutorialScreen } from '../types';
import { screenTitle } from './screen-title';

const tutorial = (extra: Partial<TutorialScreen>): TutorialScreen => ({ tipo: 'tutorial', fonte: 'link', url: 'https://www.dti.ufv.br/vpn', telaSim: '#final', telaNao: 'x', nome: 'tutorial-vpn', ...extra });

describe('screenTitle', () => {
  it('an options screen is its question, a form its title', () => {
    expect(screenTitle({ tipo: 'opcoes', nome: 'qual-rede', pergunta: 'Qual rede você usa?', opcoes: {} })).toBe('Qual rede você usa?');
    expect(screenTitle({ tipo: 'formulario', nome: 'descreva', titulo: 'Descreva o problema', campos: {} })).toBe('Descreva o problema');
  });

  it('a tutorial is its titulo, whatever its source and whatever the data hub says', () => {
    expect(screenTitle(tutorial({ titulo: 'Configurar a VPN' }))).toBe('Configurar a VPN');
    expect(screenTitle(tutorial({ fonte: 'otrs', url: '/api/faq/3', titulo: 'Eduroam' }), { faqTitle: 'Outro' })).toBe('Eduroam');
  });

  it('without titulo: the FAQ article title the caller passes, else the kind of tutorial and its site', () => {
    expect(screenTitle(tutorial({ fonte: 'otrs', url: '/api/faq/3' }), { faqTitle: 'Eduroam no Windows' })).toBe('Eduroam no Windows');
    expect(screenTitle(tutorial({ fonte: 'otrs', url: '/api/faq/3' }))).toBe('Artigo da FAQ');
    expect(screenTitle(tutorial({ fonte: 'faq', url: 'https://faq.ufv.br/artigo/3' }))).toBe('Artigo da FAQ (faq.ufv.br)');
    expect(screenTitle(tutorial({ fonte: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }))).toBe('Tutorial em vídeo (youtube.com)');
    expect(screenTitle(tutorial({}))).toBe('Página de ajuda (dti.ufv.br)');
  });

  it('never shows an address: an unsafe or relative one gives the kind alone', () => {
    expect(screenTitle(tutorial({ url: 'javascript:alert(1)' }))).toBe('Página de ajuda');
  });

  it('follows the locale for the words it adds, never for the author’s', () => {
    expect(screenTitle(tutorial({ fonte: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' }), { locale: 'en' })).toBe('Video tutorial (youtu.be)');
    expect(screenTitle(tutorial({}), { locale: 'es' })).toBe('Página de ayuda (dti.ufv.br)');
    expect(screenTitle('#final', { locale: 'en' })).toBe('Final screen');
    expect(screenTitle(tutorial({ titulo: 'Configurar a VPN' }), { locale: 'en' })).toBe('Configurar a VPN');
  });

  it('a blank question falls back to the screen name, the only words left', () => {
    expect(screenTitle({ tipo: 'opcoes', nome: 'qual-rede', pergunta: '  ', opcoes: {} })).toBe('qual-rede');
  });
});
