import { describe, expect, it } from 'vitest';
import { ALLOWED_OFFSETS, BASE_PORTS } from './ports';

describe('the stacks’ ports', () => {
  it('two checkouts at any two allowed offsets share no port', () => {
    const portsAt = (offset: number) => Object.values(BASE_PORTS).map((port) => port + offset);
    for (const offset of ALLOWED_OFFSETS) expect(new Set(portsAt(offset)).size, `offset ${offset}`).toBe(Object.keys(BASE_PORTS).length);
    for (const a of ALLOWED_OFFSETS)
      for (const b of ALLOWED_OFFSETS)
        if (a < b)
          expect(
            portsAt(a).filter((port) => portsAt(b).includes(port)),
            `${a} and ${b}`,
          ).toEqual([]);
  });
});
