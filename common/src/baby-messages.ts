/**
 * Texts and limits of the baby's growth entries and vaccine marks (issue 25), shared by the api,
 * the forms and the pages: a module of its own, so a page can show them without loading the
 * validation library or the WHO tables.
 */
export const GROWTH_LIMITS = {
  /** kg: the bounds; a very preterm newborn can weigh under a kilo, a 2-year-old rarely over 20. */
  weightKg: { min: 0.3, max: 25 },
  /** cm: the bounds. */
  lengthCm: { min: 25, max: 110 },
  /**
   * cm: WHO's curves run from 29.1 cm (−4 SD, girls at birth) to 53.7 cm (+4 SD, boys at 24
   * months); 20–60 cm leaves room for a very preterm baby and a large head and still refuses a
   * typo such as 350 or a length typed into the wrong field.
   */
  headCm: { min: 20, max: 60 },
} as const;

export const BABY_NOTE_MAX = 300;

/**
 * Growth entries a baby can have (ADR 0032): a measurement a week for the first two years is about
 * a hundred; 500 leaves room for daily weighings of a newborn and still bounds what one account
 * can make the api read and answer on every call.
 */
export const GROWTH_MAX_ENTRIES = 500;

/** Days before a vaccine visit that its opt-in reminder goes out (ADR 0032), as the care calendar's. */
export const VACCINE_REMINDER_DAYS_BEFORE = 3;

/** A paused parent's baby pages show nothing (ADR 0018): a change is refused with this. */
export const BABY_PAUSED = 'Takibe ara verdiğiniz sürece bebeğinizin bilgileri değiştirilemez.';

export const GROWTH_MESSAGES = {
  dateRequired: 'Ölçüm tarihini giriniz',
  dateInFuture: 'Ölçüm tarihi bugünden sonra olamaz',
  dateBeforeBirth: 'Ölçüm tarihi doğum tarihinden önce olamaz',
  weightRange: 'Kilo 0,3 ile 25 kg arasında olmalıdır',
  lengthRange: 'Boy 25 ile 110 cm arasında olmalıdır',
  headRange: 'Baş çevresi 20 ile 60 cm arasında olmalıdır',
  numberInvalid: 'Geçerli bir sayı giriniz',
  measurementRequired: 'Kilo, boy veya baş çevresinden en az birini giriniz',
  entryNotFound: 'Ölçüm bulunamadı',
  tooMany: 'En fazla 500 ölçüm kaydedilebilir. Yeni bir ölçüm eklemek için eski ölçümlerden birini silin.',
  noBirthDate: 'Büyüme takibi için önce bebeğin doğum tarihini girin',
  noSex: 'Persentil hesabı için bebeğin cinsiyetini profilinizde seçin',
} as const;

export const BABY_BIRTH_DATE_MESSAGES = {
  inFuture: 'Doğum tarihi bugünden sonra olamaz',
  tooOld: 'Doğum tarihi en fazla 3 yıl önce olabilir',
} as const;

export const VACCINE_MESSAGES = {
  dateRequired: 'Aşının yapıldığı tarihi giriniz',
  dateInFuture: 'Aşı tarihi bugünden sonra olamaz',
  dateBeforeBirth: 'Aşı tarihi doğum tarihinden önce olamaz',
  doseNotFound: 'Aşı bulunamadı',
  noBirthDate: 'Aşı takvimi için önce bebeğin doğum tarihini girin',
} as const;
