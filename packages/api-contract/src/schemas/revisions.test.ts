import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { expectedRevision, revisionEtag } from './revisions';

describe('revisions (If-Match)', () => {
  it('reads the revision an If-Match names for a record, strongly', () => {
    expect(revisionEtag(7, 3)).toBe('"7.3"');
    expect(expectedRevision('"7.3"', 7)).toBe(3);
    expect(expectedRevision('"1.9", "7.3"', 7)).toBe(3);
    expect(expectedRevision('*', 7)).toBe('any');
    expect(expectedRevision(undefined, 7)).toBeUndefined();
    // Another record's tag, a weak tag or anything else matches nothing.
    for (const header of ['"8.3"', 'W/"7.3"', 'qualquer', '""']) expect(expectedRevision(header, 7), header).toBe(-1);
  });

  it('every route that needs If-Match declares 412 and 428, and every admin write to a record needs it', () => {
    for (const [name, route] of Object.entries(routes)) {
      const ifMatch = 'ifMatch' in route && route.ifMatch === true;
      if (ifMatch) expect(route.errors, name).toEqual(expect.arrayContaining([412, 428]));
      const writesRecord = route.access === 'admin' && route.method !== 'GET' && route.method !== 'POST';
      expect(ifMatch, name).toBe(writesRecord);
    }
  });
});
