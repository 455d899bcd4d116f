import { safeDecode } from '../safe-decode';

describe('safeDecode', () => {
  it('decodes a well-formed value', () => {
    expect(safeDecode('user-content-2.%20Cookies')).toBe('user-content-2. Cookies');
  });

  it('gives null for a lone percent sign instead of throwing', () => {
    expect(safeDecode('%')).toBeNull();
  });

  it('gives null for a truncated multi-byte sequence instead of throwing', () => {
    expect(safeDecode('%E0%A4%A')).toBeNull();
  });

  it('leaves a value with nothing to decode as it is', () => {
    expect(safeDecode('section-1')).toBe('section-1');
  });
});
