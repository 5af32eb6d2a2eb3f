import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropInstallPromptEvent, keepInstallPromptEvent } from '../../pwa/install-prompt-event';
import { INSTALL_DISMISSED_KEY, InstallBanner } from './install-banner';

/** What Chromium fires when the portal can be installed. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const region = () => screen.queryByRole('region', { name: 'Instale o Chamados' });

describe('InstallBanner', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stop = keepInstallPromptEvent(window);
  });
  afterEach(() => {
    stop();
    act(() => dropInstallPromptEvent());
    vi.useRealTimers();
  });

  it("keeps the browser's offer and suppresses its default", () => {
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
  });

  it("shows 'Instalar' and a close button 5 s after start, when the browser offers an install", () => {
    offerInstall();
    render(<InstallBanner storage={memoryStorage()} />);
    act(() => vi.advanceTimersByTime(4_999));
    expect(region()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instalar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar aviso de instalação' })).toBeTruthy();
  });

  it('shows nothing when the browser offers no install', () => {
    render(<InstallBanner storage={memoryStorage()} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(region()).toBeNull();
  });

  it("'Instalar' opens the browser's install dialog once and the prompt goes away", async () => {
    const event = offerInstall();
    render(<InstallBanner storage={memoryStorage()} />);
    act(() => vi.advanceTimersByTime(5_000));
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(region()).toBeNull();
  });

  it('remembers a dismissal in local storage and never shows again', async () => {
    offerInstall();
    const storage = memoryStorage();
    const { unmount } = render(<InstallBanner storage={storage} />);
    act(() => vi.advanceTimersByTime(5_000));
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso de instalação' }));
    expect(region()).toBeNull();
    expect(storage.data.get(INSTALL_DISMISSED_KEY)).toBe('1');
    unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<InstallBanner storage={storage} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(region()).toBeNull();
  });

  it('hides the prompt once the app is installed from the browser menu', () => {
    offerInstall();
    render(<InstallBanner storage={memoryStorage()} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(region()).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(region()).toBeNull();
  });
});
