import { useQuery } from '@tanstack/react-query';
import type { BirthNotificationResponse } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

/** Same key as the birth-notification screen: both read the one GET /api/protected/birth-notification. */
export const birthNotificationQueryKey = ['birth-notification'] as const;

/** The actual birth date, known once the parent entered it on the birth-notification screen; '' until then. */
export function useActualBirthDate() {
  return useQuery({
    queryKey: birthNotificationQueryKey,
    queryFn: () => apiRequest<BirthNotificationResponse>('/api/protected/birth-notification'),
    select: (answer) => answer.actualBirthDate ?? '',
  });
}
