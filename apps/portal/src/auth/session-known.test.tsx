import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionKnownProvider, useSessionKnown } from './session-known';

function Probe() {
  return <p>{useSessionKnown() ? 'conhecida' : 'pendente'}</p>;
}

describe('SessionKnownProvider', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('the prerender renders the session as not known', () => {
    const html = renderToString(
      <SessionKnownProvider hydrating>
        <Probe />
      </SessionKnownProvider>,
    );
    expect(html).toContain('pendente');
  });

  it('hydrates the prerendered HTML without a mismatch, then knows the session', async () => {
    const app = (
      <SessionKnownProvider hydrating>
        <Probe />
      </SessionKnownProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError });
    });
    expect(container.textContent).toBe('conhecida');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('a page that does not hydrate knows the session from its first render', () => {
    const html = renderToString(
      <SessionKnownProvider hydrating={false}>
        <Probe />
      </SessionKnownProvider>,
    );
    expect(html).toContain('conhecida');
    expect(renderToString(<Probe />)).toContain('conhecida');
  });
});
