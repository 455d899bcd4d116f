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
