import { apiRequest } from '@/lib/api-client';

/** KVKK: everything stored about the parent, downloaded as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest<unknown>('/api/protected/profile/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'bebek-yolculugu-verilerim.json';
  link.click();
  URL.revokeObjectURL(url);
}
