import { describe, expect, it, jest } from '@jest/globals';
import { warnOfUnusedListenUrl } from '@/lib/db/warn-of-unused-listen-url';

const URL = 'postgres://postgres@127.0.0.1:5432/app';

describe('warnOfUnusedListenUrl', () => {
  it('says nothing when the listening connection serves a server database, or when neither is set', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnOfUnusedListenUrl({ DATABASE_URL: URL, DATABASE_LISTEN_URL: URL });
    warnOfUnusedListenUrl({ DATABASE_URL: URL, DATABASE_LISTEN_URL: undefined });
    warnOfUnusedListenUrl({ DATABASE_URL: undefined, DATABASE_LISTEN_URL: undefined });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('warns once in the server log when DATABASE_LISTEN_URL is set without DATABASE_URL', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnOfUnusedListenUrl({ DATABASE_URL: undefined, DATABASE_LISTEN_URL: URL });
    warnOfUnusedListenUrl({ DATABASE_URL: undefined, DATABASE_LISTEN_URL: URL });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^\[db\] DATABASE_LISTEN_URL is set without DATABASE_URL/,
    );
    warn.mockRestore();
  });
});
