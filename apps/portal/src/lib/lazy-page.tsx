import { lazy, useState, type ComponentType } from 'react';

/** A page component in a chunk of its own, and the way to fetch that chunk ahead of rendering. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route's page as a lazy chunk: React.lazy (the route table is declarative, so there is no
 * router-level `lazy`) plus `preload`, which main.tsx calls for the page being opened so its chunk
 * downloads while the entry hydrates. The chunk is fetched once, whoever asks first; a page whose
 * chunk is already in renders at once, without suspending (React.lazy would suspend once on its
 * first render even then, committing the loading page in between).
 * @example const TicketDetailPage = lazyPage(async () => (await import('./ticket-detail-page')).TicketDetailPage);
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
