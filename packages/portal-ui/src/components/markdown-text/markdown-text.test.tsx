import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownText } from './markdown-text';

describe('MarkdownText', () => {
  it('renders the markdown of a texto field', async () => {
    const { container } = render(<MarkdownText field={{ tipo: 'texto', texto: 'Informe **onde** você estava.\n\n- primeiro\n- segundo' }} />);
    expect((await screen.findByText('onde')).tagName).toBe('STRONG');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('never turns HTML in the tree into elements, nor keeps javascript: links', async () => {
    const { container } = render(
      <MarkdownText field={{ tipo: 'texto', texto: '<img src=x onerror="alert(1)"> <script>alert(2)</script> [clique](javascript:alert(3))' }} />,
    );
    await screen.findByText('clique', { selector: 'a' });
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(screen.getByText('clique').getAttribute('href')).toBe('');
  });

  it('shows the text as written until micromark has loaded, then formatted', async () => {
    vi.resetModules();
    const fresh = await import('./markdown-text');
    render(<fresh.MarkdownText field={{ tipo: 'texto', texto: 'Leia **antes**.' }} />);
    expect(screen.getByText('Leia **antes**.')).toBeTruthy();
    expect((await screen.findByText('antes')).tagName).toBe('STRONG');
  });

  it('falls back to the rotulo when there is no texto', () => {
    render(<MarkdownText field={{ tipo: 'texto', rotulo: 'Leia com atenção' }} />);
    expect(screen.getByText('Leia com atenção')).toBeTruthy();
  });
});
