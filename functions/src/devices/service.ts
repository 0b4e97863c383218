import * as data from './data';

/** The native app registers the device that should get its owner's pushes. */
export async function registerDevice(uid: string, expoToken: string, deviceInfo: string): Promise<{ message: string }> {
  await data.saveExpoToken(uid, expoToken, deviceInfo);
  return { message: 'Cihaz kaydedildi' };
}
