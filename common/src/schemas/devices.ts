import { object, string } from 'yup';

/** Expo push tokens look like ExponentPushToken[xxxx] (or ExpoPushToken[xxxx]). */
export const expoTokenSchema = object({
  expoToken: string()
    .trim()
    .required('Geçersiz cihaz anahtarı')
    .matches(/^Expo(nent)?PushToken\[[A-Za-z0-9_-]{10,200}\]$/, 'Geçersiz cihaz anahtarı'),
  deviceInfo: string().trim().max(300, 'Cihaz bilgisi çok uzun').default(''),
});
