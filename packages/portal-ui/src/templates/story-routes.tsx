import { useMemo, useState } from 'react';
import type { LinkComponent } from '../components/link/link-component';

/**
 * The address of a clickable template and the links that change it: a link inside the template
 * shows the page it points to (in the template's own state), never navigating the preview frame.
 * @example const { path, go, Link } = useStoryRoutes('/admin');
 */
export function useStoryRoutes(initialPath: string): { path: string; go: (path: string) => void; Link: LinkComponent } {
  const [path, go] = useState(initialPath);
  const Link = useMemo<LinkComponent>(
    () =>
      function TemplateLink({ onClick, href, ...props }) {
        return (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              onClick?.(event);
              if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              go(href);
            }}
          />
        );
      },
    [],
  );
  return { path, go, Link };
}
