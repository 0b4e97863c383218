import { describe, expect, it } from 'vitest';
import { networkFailure } from './network';

describe('networkFailure', () => {
  it('retries only what never left this machine', () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    expect(networkFailure(refused)).toEqual({ mayHaveArrived: false, detail: 'ECONNREFUSED' });
    expect(networkFailure({ code: 'ENOTFOUND' }).mayHaveArrived).toBe(false);
  });

  it('treats timeouts, resets and unknown failures as possibly delivered', () => {
    const reset = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
    expect(networkFailure(reset)).toEqual({ mayHaveArrived: true, detail: 'UND_ERR_SOCKET' });
    expect(networkFailure(Object.assign(new Error('aborted'), { name: 'TimeoutError' })).mayHaveArrived).toBe(true);
    expect(networkFailure({ code: 'ECONNRESET' }).mayHaveArrived).toBe(true);
    expect(networkFailure(new Error('something else')).mayHaveArrived).toBe(true);
  });
});
