/** Texts of the care calendar, shared by the api and the page (a module of its own: the page loads neither the schedule nor the validation library). */
export const CARE_MESSAGES = {
  dateRequired: 'Kontrolün tarihini giriniz',
  dateInFuture: 'Kontrolün tarihi bugünden sonra olamaz',
  entryNotFound: 'Kontrol bulunamadı',
  noExpectedDate: 'Bakım takvimi için önce beklenen doğum tarihini girin',
  invalid: 'Geçersiz istek',
} as const;

export const CARE_NOTE_MAX = 500;
