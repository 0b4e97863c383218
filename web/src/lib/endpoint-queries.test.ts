import { describe, expect, it } from 'vitest';
import { endpoint } from '@bebek/common/api/endpoint';
import { callEndpoint } from './api-client';
import { endpointQuery } from './endpoint-queries';

const list = endpoint<{ rows: string[] }>()({
  method: 'GET',
  path: '/api/admin/list',
  access: 'admin',
  query: ['status', 'cursor'],
  queryKey: () => ['admin', 'list'],
});

describe('endpointQuery', () => {
  it('caches a call without a query under the declared key', () => {
    expect(endpointQuery(list, { token: 't' }).queryKey).toEqual(['admin', 'list']);
  });

  it('caches a page or a filter under the declared key followed by its query, so invalidating the key reaches it', () => {
    expect(endpointQuery(list, { query: { status: 'failed' }, token: 't' }).queryKey).toEqual(['admin', 'list', { status: 'failed' }]);
  });
});

describe('callEndpoint', () => {
  it('refuses query parameters the declaration does not list, before any request', async () => {
    await expect(callEndpoint(list, { query: { pageSize: '5' }, token: 't' })).rejects.toThrow('query parameters not declared: pageSize');
  });

  it('refuses an admin call without the admin session', async () => {
    await expect(callEndpoint(list)).rejects.toThrow("an admin call needs the admin session's token");
  });
});
