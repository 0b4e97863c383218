import { getBabyGrowth } from '@bebek/common/api/baby';
import { endpointQuery } from '@/lib/endpoint-queries';

/** The growth entries with their percentiles: asked for only once the baby is born. */
export const babyGrowthQuery = (born: boolean) => ({ ...endpointQuery(getBabyGrowth), enabled: born });
