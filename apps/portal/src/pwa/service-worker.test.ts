import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerHandle } from './service-worker';

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
function fakeWorker() {
  const target = new EventTarget();
  const worker: ServiceWorkerHandle & { fire: (type: string) => void } = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    fire: (type) => target.dispatchEvent(new Event(type)),
  };
  return worker;
}

describe('registerServiceWorker (spec §4 update flow)', () => {
  it('registers the worker', async () => {
    const worker = fakeWorker();
    await registerServiceWorker(worker, vi.fn());
    expect(worker.register).toHaveBeenCalledOnce();
  });

  it('tells a waiting update to skip waiting, then reloads once when it takes control', async () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    await registerServiceWorker(worker, reload);

    worker.fire('waiting');
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    worker.fire('controlling');
    worker.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads on a first install, which takes control without waiting', async () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    await registerServiceWorker(worker, reload);
    worker.fire('controlling');
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
