import { describe, expect, it } from 'vitest';
import { createServiceRequest, getServiceRequests } from './service-requests';

describe('service-request declarations', () => {
  it('creating a request answers 201 and makes the list stale', () => {
    expect(createServiceRequest.status).toBe(201);
    expect(createServiceRequest.invalidates!({})).toEqual([getServiceRequests.queryKey!({})]);
  });

  it('validates the request with the shared schema', async () => {
    const request = await createServiceRequest.body!();
    await expect(request.validate({ category: 'Fotoğraf', description: 'kısa' })).rejects.toThrow('Açıklama en az 10 karakter olmalıdır');
  });
});
