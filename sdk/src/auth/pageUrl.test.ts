import { describe, expect, it } from 'vitest';
import { readUrlAuthParams, withoutUrlParams } from './pageUrl';

describe('page address parameters', () => {
  it('reads the spec parameters from the query, then the hash', () => {
    expect(readUrlAuthParams('https://r.pl/?refreshToken=a&type=passwordReset')).toEqual({
      refreshToken: 'a',
      type: 'passwordReset',
      error: null,
      errorDescription: null,
    });
    expect(readUrlAuthParams('https://r.pl/#error=x&errorDescription=Some%20text')).toMatchObject({
      error: 'x',
      errorDescription: 'Some text',
    });
  });

  it('removes only the named parameters and keeps route hashes', () => {
    const names = ['refreshToken', 'type'];
    expect(withoutUrlParams('https://r.pl/a?refreshToken=t&type=x', names)).toBe('https://r.pl/a');
    expect(withoutUrlParams('https://r.pl/a?x=1&refreshToken=t#/route', names)).toBe(
      'https://r.pl/a?x=1#/route',
    );
    expect(withoutUrlParams('https://r.pl/#refreshToken=t&keep=1', names)).toBe('https://r.pl/#keep=1');
  });
});
