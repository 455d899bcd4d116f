import fc from 'fast-check';
import { safeRedirectPath } from '@qa/shared/kernel/routing/safe-redirect';

const origin = 'https://qa-career.example';

describe('safeRedirectPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/courses?x=1#h', origin)).toBe('/courses?x=1#h');
  });

  it('keeps a deep path with params', () => {
    expect(safeRedirectPath('/courses/manual-qa/lecture/3', origin)).toBe('/courses/manual-qa/lecture/3');
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.com'],
    ['a tab the URL parser drops', '/\t/evil.com'],
    ['a relative path without a leading slash', 'courses'],
    ['malformed percent-encoding', '/%E0%A4%A'],
  ])('rejects %s (%j)', (_label, candidate) => {
    expect(safeRedirectPath(candidate, origin)).toBeNull();
  });

  it.each([[null], [undefined], ['']])('rejects an empty value (%j)', (candidate) => {
    expect(safeRedirectPath(candidate, origin)).toBeNull();
  });
});

describe('safeRedirectPath against paths that normalise or decode into another host', () => {
  it.each([
    ['a dot segment before a double slash', '/.//evil.com'],
    ['encoded dot-dot segments hiding a double slash', '/courses/..%2F..%2F%2Fevil.com'],
    ['a double-encoded double slash', '/%252F%252Fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['an encoded tab', '/%09/evil.com'],
  ])('rejects %s (%j)', (_label, candidate) => {
    expect(safeRedirectPath(candidate, origin)).toBeNull();
  });

  it('keeps an ordinary path with an encoded space', () => {
    expect(safeRedirectPath('/posts/my%20post?q=a%20b', origin)).toBe('/posts/my%20post?q=a%20b');
  });

  it('for any generated path, gives null or a same-origin path that stays one when decoded again', () => {
    const pieces = [
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%2e',
      '%252F',
      '%09',
      '\t',
      '\n',
      'evil.com',
      '@',
      ':',
      'https:',
      'javascript:',
      'courses',
      '?',
      '#',
      ' ',
      '%',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }), (parts) => {
        const result = safeRedirectPath(parts.join(''), origin);
        if (result === null) return true;
        let form = result;
        for (let i = 0; i < 4; i += 1) {
          expect(form.startsWith('/') && !form.startsWith('//') && !form.includes('\\')).toBe(true);
          expect(new URL(form, origin).origin).toBe(origin);
          const next = decodeURIComponent(form);
          if (next === form) break;
          form = next;
        }
        return true;
      }),
      { numRuns: 3000 },
    );
  });
});
