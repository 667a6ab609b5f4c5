import { describe, expect, it } from '@jest/globals';
import { AppError } from '@/lib/api/app-error';
import { ERROR_CATALOG, ERROR_CODES, describeError } from '@/lib/api/error-catalog';
import { isErrorCode } from '@/lib/api/error-codes';

describe('the error catalogue', () => {
  it('keeps the texts the product fixes', () => {
    expect(ERROR_CATALOG.not_authenticated).toEqual({
      status: 401,
      description: 'The user does not have an active session or is not authenticated',
    });
  });

  it("lists the browser's codes in the catalogue's order, and knows no other", () => {
    expect(ERROR_CODES).toEqual(Object.keys(ERROR_CATALOG));
    expect(isErrorCode('rate_limited')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(429)).toBe(false);
  });

  it('has one code for every 429', () => {
    const tooMany = ERROR_CODES.filter((code) => ERROR_CATALOG[code].status === 429);
    expect(tooMany).toEqual(['rate_limited']);
  });

  it('uses only snake_case codes and error statuses', () => {
    for (const code of ERROR_CODES) {
      expect([code, /^[a-z]+(_[a-z]+)*$/.test(code)]).toEqual([code, true]);
      expect([code, ERROR_CATALOG[code].status >= 400 && ERROR_CATALOG[code].status < 600]).toEqual([
        code,
        true,
      ]);
    }
  });

  it('fills in the parameters a description names, and leaves others visible', () => {
    expect(describeError('password_too_short', { min: 8 })).toBe(
      'Use at least 8 characters for your password.',
    );
    expect(describeError('password_too_short')).toBe('Use at least {{min}} characters for your password.');
  });
});

describe('AppError', () => {
  it('takes its status and description from the catalogue', () => {
    const error = new AppError('too_many_api_keys', { params: { max: 10 } });
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({
      error: 'too_many_api_keys',
      description: 'An account can have 10 live API keys. Revoke one you no longer use first.',
      params: { max: 10 },
    });
  });

  it('sends a more precise English text when given one, with the field at fault', () => {
    const error = new AppError('invalid_body', {
      field: 'variants',
      description: 'variants must be 1 to 4.',
    });
    expect(error.toBody()).toEqual({
      error: 'invalid_body',
      description: 'variants must be 1 to 4.',
      field: 'variants',
    });
  });

  it('cannot be built from a code outside the catalogue', () => {
    // @ts-expect-error: 'too_many_requests' is not a catalogue code.
    const build = () => new AppError('too_many_requests');
    // A code that slipped past the types (from untyped data) has no status to answer with either.
    expect(build).toThrow(TypeError);
  });
});
