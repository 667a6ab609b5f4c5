import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiErrorOf } from '@/lib/api/api-error-of';
import { deleteData, getData, postData } from '@/lib/api/fetch-json';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(status: number, body: string, statusText = '') {
  const fetchMock = jest.fn(
    // A 204 may carry no body at all (the Response constructor refuses even an empty string).
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status, statusText }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('getData and postData', () => {
  it('GETs with a JSON header and same-origin credentials', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    expect(await getData('/api/plans')).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'GET',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
    });
  });

  it('POSTs the data as a JSON body', async () => {
    const fetchMock = answer(200, '{"sessionId":"cs_1"}');
    expect(await postData({ url: '/api/create-checkout-session', data: { quantity: 2 } })).toEqual({
      sessionId: 'cs_1',
    });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"quantity":2}',
      credentials: 'same-origin',
    });
  });

  it('answers a 204 No Content with nothing instead of failing to parse it', async () => {
    answer(204, '');
    await expect(deleteData('/api/api-keys/1')).resolves.toBeUndefined();
  });

  it('throws the status text and logs url, status and the JSON details, a handled 4xx as information', async () => {
    answer(409, '{"error":"email_taken","description":"Taken."}', 'Conflict');
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    await expect(postData({ url: '/api/auth/signup', data: {} })).rejects.toMatchObject({
      message: 'Conflict',
      status: 409,
    });
    expect(log).toHaveBeenCalledWith('Request failed', {
      url: '/api/auth/signup',
      status: 409,
      details: { error: 'email_taken', description: 'Taken.' },
    });
    expect(error).not.toHaveBeenCalled();
    log.mockRestore();
    error.mockRestore();
  });

  it('keeps a non-JSON error body as text, and logs a server failure as an error', async () => {
    answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getData('/api/me')).rejects.toMatchObject({
      message: 'Bad Gateway',
      details: '<html>Bad gateway</html>',
    });
    expect(log).toHaveBeenCalledWith('Request failed', {
      url: '/api/me',
      status: 502,
      details: '<html>Bad gateway</html>',
    });
    log.mockRestore();
  });
});

describe('apiErrorOf', () => {
  it('reads the catalogue code, its parameters and a 500’s reference from a failed request', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(
      400,
      '{"error":"password_too_short","description":"Short.","field":"password","params":{"min":8}}',
    );
    const short = await postData({ url: '/api/auth/signup', data: {} }).catch((e: unknown) => e);
    expect(apiErrorOf(short)).toEqual({ code: 'password_too_short', params: { min: 8, field: 'password' } });
    answer(500, '{"error":"internal_error","description":"Boom.","reference":"abc"}');
    const crash = await getData('/api/me').catch((e: unknown) => e);
    expect(apiErrorOf(crash)).toEqual({ code: 'internal_error', params: { reference: 'abc' } });
    log.mockRestore();
  });

  it('knows nothing of a code outside the catalogue, a text body or a network failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(409, '{"error":"email_taken","description":"Taken."}');
    expect(apiErrorOf(await getData('/api/x').catch((e: unknown) => e))).toBeNull();
    answer(502, '<html>Bad gateway</html>');
    expect(apiErrorOf(await getData('/api/x').catch((e: unknown) => e))).toBeNull();
    expect(apiErrorOf(new TypeError('Failed to fetch'))).toBeNull();
    log.mockRestore();
  });
});
