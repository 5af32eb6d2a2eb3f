import type { ReactNode } from 'react';
import { t } from '../../messages/t';

/**
 * The page around a walk story, as the portal has it (one main landmark, an h1 above the screen's
 * h2), so the stories are checked in their real context.
 */
export function WalkStoryFrame({ children, maxWidth }: { children: ReactNode; maxWidth?: number }) {
  return (
    <main className="ch-container" style={{ paddingBlock: 16, maxWidth }}>
      <h1 className="ch-visually-hidden">{t('nav.newTicket')}</h1>
      {children}
    </main>
  );
}
