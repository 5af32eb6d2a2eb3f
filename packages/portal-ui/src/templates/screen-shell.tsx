import type { ReactNode } from 'react';
import { AppLayout } from '../components/app-layout/app-layout';
import { Footer } from '../components/footer/footer';
import { StoryLink } from '../components/link/story-link';
import { TopBar } from '../components/top-bar/top-bar';
import { specNavPaths } from '../components/top-bar/nav-paths.fixture';

/** Who is looking at a screen: the tabs of the top bar follow it, as in the portal. */
export type ScreenViewer = 'estudante' | 'atendente' | 'administrador';

/** Props of {@link ScreenShell}. */
export interface ScreenShellProps {
  viewer: ScreenViewer;
  /** The address of the page, which marks its tab as the current one. */
  currentPath: string;
  children: ReactNode;
}

const NAMES: Record<ScreenViewer, string> = {
  estudante: 'Ana Paula Souza',
  atendente: 'Carlos Menezes',
  administrador: 'Beatriz Rocha',
};

/**
 * A screen inside the portal's shell, as the app's root layout draws it (skip link, top bar, one
 * main, footer) with a signed-in person; the content sits in the page container like every route.
 */
export function ScreenShell({ viewer, currentPath, children }: ScreenShellProps) {
  return (
    <AppLayout
      header={
        <TopBar
          paths={specNavPaths}
          currentPath={currentPath}
          user={{ name: NAMES[viewer] }}
          isAgent={viewer === 'atendente'}
          isAdmin={viewer === 'administrador'}
          unseen={viewer === 'estudante' ? { open: 1 } : { open: 0, desk: viewer === 'atendente' ? 3 : undefined }}
          LinkComponent={StoryLink}
        />
      }
      footer={<Footer />}
    >
      <div className="ch-container">{children}</div>
    </AppLayout>
  );
}
