import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import baseCss from '../../styles/base.css?raw';
import loadingCss from './loading-indicator.css?raw';
import { LoadingIndicator } from './loading-indicator';

type HappyWindow = Window & {
  happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' | 'no-preference' } } };
};

describe('LoadingIndicator', () => {
  it("announces 'Carregando…' politely as a status", () => {
    render(<LoadingIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
  });

  it('as a page, fills the viewport so the footer waits below the fold', () => {
    const style = document.createElement('style');
    style.textContent = loadingCss;
    document.head.append(style);
    const { container } = render(<LoadingIndicator page />);
    const status = container.querySelector('.ch-loading');
    if (!status) throw new Error('no status');
    expect(getComputedStyle(status).minHeight).toMatch(/^100d?vh$/);
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    style.remove();
  });

  describe('with reduced motion requested', () => {
    afterEach(() => {
      document.head.innerHTML = '';
      (window as unknown as HappyWindow).happyDOM.settings.device.prefersReducedMotion =
        'no-preference';
    });

    it('stops the spinner instead of spinning it ever faster', () => {
      (window as unknown as HappyWindow).happyDOM.settings.device.prefersReducedMotion = 'reduce';
      const style = document.createElement('style');
      style.textContent = baseCss + loadingCss;
      document.head.append(style);
      const { container } = render(<LoadingIndicator />);
      const spinner = container.querySelector('.ch-loading__spinner');
      if (!spinner) throw new Error('no spinner');
      expect(getComputedStyle(spinner).animationIterationCount).toBe('1');
    });
  });
});
