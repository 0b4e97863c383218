import { exportAccount } from '@bebek/common/api/profile';
import { callEndpoint } from '@/lib/api-client';

/** KVKK: everything stored about the parent, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await callEndpoint(exportAccount);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'bebek-yolculugu-verilerim.json';
  link.click();
  URL.revokeObjectURL(url);
}
