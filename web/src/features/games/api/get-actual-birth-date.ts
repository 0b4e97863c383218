import { useQuery } from '@tanstack/react-query';
import { getBirthNotification } from '@bebek/common/api/birth-notification';
import { endpointQuery } from '@/lib/endpoint-queries';

/** The actual birth date, known once the parent entered it on the birth-notification screen (or sent the notice); '' until then. */
export function useActualBirthDate() {
  return useQuery({ ...endpointQuery(getBirthNotification), select: (answer) => answer.actualBirthDate ?? '' });
}
