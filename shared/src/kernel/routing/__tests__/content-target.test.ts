import { contentTarget } from '../content-target';

describe('contentTarget: the rule for link targets from content', () => {
  it('a path of this site is a site link', () => {
    expect(contentTarget('/thank-you/webinar')).toBe('site');
  });

  it('an https address is a web link', () => {
    expect(contentTarget('https://events.example.com/join?id=1')).toBe('web');
  });

  it('an http address in capitals is a web link', () => {
    expect(contentTarget('HTTP://events.example.com/')).toBe('web');
  });

  it('a javascript: URL is no link', () => {
    expect(contentTarget('javascript:alert(document.cookie)')).toBeNull();
  });

  it('a javascript: URL behind leading spaces is no link', () => {
    expect(contentTarget('  javascript:alert(1)')).toBeNull();
  });

  it('a data: URL is no link', () => {
    expect(contentTarget('data:text/html,<script>alert(1)</script>')).toBeNull();
  });

  it('a protocol-relative address is no link', () => {
    expect(contentTarget('//evil.example/path')).toBeNull();
  });

  it('a path with a backslash after the slash is no link', () => {
    expect(contentTarget('/\\evil.example')).toBeNull();
  });

  it('a path with a tab the browser would drop (/\\t/host) is no link', () => {
    expect(contentTarget('/\t/evil.example')).toBeNull();
  });

  it('an address with a newline inside is no link', () => {
    expect(contentTarget('https://events.example.com/\njoin')).toBeNull();
  });

  it('an http address without a host is no link', () => {
    expect(contentTarget('https:///evil.example')).toBeNull();
  });

  it('a missing value is no link', () => {
    expect(contentTarget(undefined)).toBeNull();
  });

  it('an empty text is no link', () => {
    expect(contentTarget('')).toBeNull();
  });
});
