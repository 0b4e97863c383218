import { PHOTO_ACCEPTED_TYPES, PHOTO_JPEG_QUALITY, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX } from '@bebek/common/constants';

export type PhotoCheck = { ok: true } | { ok: false; title: string; text: string };

/** Size and type checks of the spec (part 1 §5), before anything is read. */
export function checkPhoto(file: { size: number; type: string }): PhotoCheck {
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, title: 'Dosya çok büyük', text: "Lütfen 5MB'dan küçük bir resim seçin." };
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return { ok: false, title: 'Desteklenmeyen format', text: 'Lütfen JPEG, PNG veya WebP bir resim seçin.' };
  return { ok: true };
}

/** At most 300 px on the long side, never enlarged. */
export function targetSize(width: number, height: number, max = PHOTO_MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Downscaled JPEG at quality 0.8, PNG if that fails, and a plain file read as the last resort. */
export async function resizePhoto(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = targetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    try {
      const jpeg = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
      if (jpeg.startsWith('data:image/jpeg')) return jpeg;
    } catch {
      // fall through to PNG
    }
    return canvas.toDataURL('image/png');
  } catch {
    return readAsDataUrl(file);
  }
}
