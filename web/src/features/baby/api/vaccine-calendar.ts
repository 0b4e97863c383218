import { downloadVaccineCalendar, getVaccineCalendar } from '@bebek/common/api/baby';
import { fetchEndpointFile } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-queries';

/** The vaccination calendar: asked for only once the baby is born (the profile has its birth date). */
export const vaccineCalendarQuery = (born: boolean) => ({ ...endpointQuery(getVaccineCalendar), enabled: born });

/** Saves the calendar's .ics (made on the server) as a file the phone's calendar opens. */
export async function downloadVaccineIcs(): Promise<void> {
  const url = URL.createObjectURL(await fetchEndpointFile(downloadVaccineCalendar));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'bebek-asi-takvimi.ics';
  link.click();
  URL.revokeObjectURL(url);
}
