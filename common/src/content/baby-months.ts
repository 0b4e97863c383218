/**
 * The month-by-month guide for the baby's first year (issue 25, ADR 0031): months 0–12, what the
 * baby does, feeding and sleep, the month's checkups, and when to call the doctor.
 *
 * General information, not medical advice, written from the sources in BABY_MONTHS_SOURCES:
 * - development: the milestones of the CDC/AAP "Learn the Signs. Act Early." checklists (2022
 *   revision, ages 2, 4, 6, 9 and 12 months: what most babies do by then) and AAP HealthyChildren's
 *   pages for the months between; every baby has its own pace, so a missing skill is something to
 *   mention at the next visit, not an alarm;
 * - feeding: WHO (only breast milk for the first 6 months, complementary food from 6 months while
 *   breastfeeding goes on to 2 years and beyond; meals a day by age) and T.C. Sağlık Bakanlığı (its
 *   free vitamin D drops from the first days to 12 months and iron from month 4 to 12, started by
 *   the family doctor); AAP: no honey and no cow's milk as a drink before 12 months;
 * - sleep: AAP safe sleep (on the back, a firm flat surface of their own in the parents' room, nothing
 *   soft in the bed, no smoke, not too warm) and the AASM/AAP ranges of sleep per day;
 * - when to call the doctor: AAP HealthyChildren (fever of 38 °C or more before 3 months, a fever of
 *   more than 24 hours under 2 years: FeverRule; breathing,
 *   feeding, wet nappies, jaundice) and the Ministry's newborn screening programmes.
 * - safe handling: NHS (never shake a baby; a rash that does not fade under pressure), AAP (no baby
 *   walkers; kundak loose at the hips and stopped once the baby tries to roll).
 * The doses of each month are the vaccination calendar's (content/vaccines.ts), named by its own
 * titles: the guide says nothing of vaccines of its own (ADR 0046).
 */
import { VACCINE_SCHEDULE, doseTitle } from './vaccines';

/**
 * A month's fever rule, as data (the medical rules test reads it; the page shows `text` first in
 * the month's "when to call"): AAP HealthyChildren, "Fever: When to Call the Pediatrician": under
 * 3 months (12 weeks) 38.0 °C or more, at once, with no exception after a vaccine; a fever that
 * lasts more than 24 hours in a child under 2 years. HealthDay's AAP summary: 38.3 °C (101 °F)
 * from 3 to 6 months; above 6 months the guide's 39 °C is below its 39.4 °C (103 °F).
 */
export interface FeverRule {
  /** The temperature from which to call, in °C. */
  thresholdC: number;
  /** Call when a fever lasts longer than this many hours (null: at once, whatever its length). */
  afterHours: number | null;
  text: string;
}

export interface BabyMonthGuide {
  /** Completed months: 0 = the first month of life. */
  month: number;
  title: string;
  /** What most babies do around this age. */
  development: readonly string[];
  feeding: string;
  sleep: string;
  /** Checkups, screenings and vaccines of the month: the calendar's doses of the month first (vaccineDoses), then the rest. */
  checkups: string;
  /** Ids of the calendar's doses due this month (VACCINE_SCHEDULE), the ones `checkups` names. */
  vaccineDoses: readonly string[];
  fever: FeverRule;
  /** When to call the doctor (besides the signs that hold at every age: BABY_ALWAYS_CALL): the fever rule first. */
  callTheDoctor: readonly string[];
}

/** A month as written here: its checkups without the vaccines (those come from the calendar), its other reasons to call. */
type MonthEntry = Omit<BabyMonthGuide, 'checkups' | 'vaccineDoses' | 'callTheDoctor'> & { checkupsNote: string; callAlso: readonly string[] };

const UNDER_THREE_MONTHS: FeverRule = {
  thresholdC: 38,
  afterHours: null,
  text: '3 aydan küçük bebekte, aşıdan sonra da olsa, 38 °C ve üzeri ateş: hemen doktora başvurun.',
};
const THREE_TO_SIX_MONTHS: FeverRule = {
  thresholdC: 38.3,
  afterHours: 24,
  text: 'Ateş 38,3 °C ya da üzerindeyse veya 24 saatten uzun sürüyorsa doktorunuzu arayın; bebeğiniz çok hasta görünüyor, aşırı uykulu ya da çok huzursuzsa hemen.',
};
const FROM_SIX_MONTHS: FeverRule = {
  thresholdC: 39,
  afterHours: 24,
  text: 'Ateş 39 °C ya da üzerindeyse veya 24 saatten uzun sürüyorsa doktorunuzu arayın; bebeğiniz çok hasta görünüyor, aşırı uykulu ya da çok huzursuzsa hemen.',
};

/** The calendar's doses of a month in one sentence, by the calendar's own titles: the guide never names a dose the calendar does not. */
function vaccinesOfMonth(month: number): { ids: string[]; text: string } {
  const due = VACCINE_SCHEDULE.filter((dose) => dose.ageMonths === month);
  if (due.length === 0) return { ids: [], text: 'Bu ay takvimde aşı yok.' };
  const when = month === 0 ? 'Doğumda' : `${month}. ayın sonunda`;
  return { ids: due.map((dose) => dose.id), text: `${when} yapılacak aşılar: ${due.map(doseTitle).join('; ')}.` };
}

function monthGuide({ checkupsNote, callAlso, ...entry }: MonthEntry): BabyMonthGuide {
  const vaccines = vaccinesOfMonth(entry.month);
  return {
    ...entry,
    checkups: [vaccines.text, checkupsNote].filter(Boolean).join(' '),
    vaccineDoses: vaccines.ids,
    callTheDoctor: [entry.fever.text, ...callAlso],
  };
}

export const BABY_MONTHS_SOURCES: readonly string[] = Object.freeze([
  'Dünya Sağlık Örgütü (WHO): Bebek ve küçük çocuk beslenmesi; Tamamlayıcı beslenme rehberi',
  'Amerikan Pediatri Akademisi (AAP), HealthyChildren.org: gelişim basamakları, güvenli uyku, yürüteç, ateş (“Fever: When to Call the Pediatrician”)',
  'CDC ve AAP, "Learn the Signs. Act Early." gelişim basamakları kontrol listeleri (2022)',
  'NHS (Birleşik Krallık): ağlayan bebeği sakinleştirme ve bebeği asla sarsmama; bastırınca solmayan döküntü (menenjit belirtisi)',
  'T.C. Sağlık Bakanlığı: Genişletilmiş Bağışıklama Programı, D vitamini ve demir destek programları, yenidoğan tarama programları',
]);

/** Shown under every month: the guide informs, the doctor decides. */
export const BABY_MONTHS_DISCLAIMER =
  'Bu rehber genel bilgi verir, tıbbi tavsiye değildir. Her bebek kendi hızında gelişir; içinize sinmeyen bir durumda aile hekiminize danışın.';

/** Signs that call for a doctor at any age in the first year; 112 for an emergency. */
export const BABY_ALWAYS_CALL: readonly string[] = Object.freeze([
  'Nefes almakta zorlanıyor, dudakları morarıyor ya da hırıltılı, hızlı soluyorsa: hemen 112’yi arayın.',
  'Nöbet geçiriyorsa, uyandırmakta zorlanıyorsanız ya da çok halsiz ve gevşekse: hemen 112’yi arayın.',
  'Bastırınca solmayan döküntüsü varsa (ateşli ya da ateşsiz): hemen 112’yi arayın.',
  'Her beslenmeyi reddediyor, sürekli kusuyor (özellikle yeşil kusmuk) ya da ıslak bezi belirgin azaldıysa.',
  'Bıngıldağı şişkin ya da çökükse.',
]);

const MONTHS: readonly MonthEntry[] = [
  {
    month: 0,
    title: 'İlk ay',
    development: [
      'Günün çoğunu uyuyarak ve beslenerek geçirir.',
      'Yüzünüze 20–30 cm uzaklıktan bakar; sesinizi tanır ve sesinize döner.',
      'Emme ve yakalama refleksleri güçlüdür; ellerini çoğunlukla yumruk yapar.',
      'Yüzüstü yatırıldığında başını kısa bir süre yana çevirebilir.',
    ],
    feeding:
      'İlk altı ay yalnızca anne sütü önerilir: bebeğiniz istedikçe, günde 8–12 kez. Su, şekerli su ya da bitki çayı gerekmez. ' +
      'Mama kullanıyorsanız türünü ve miktarını doktorunuza danışın. Sağlık Bakanlığının ücretsiz D vitamini damlasını ilk günlerden başlayarak 12. aya kadar her gün, aile hekiminizin söylediği gibi verin.',
    sleep:
      'Yenidoğanlar günde toplam 14–17 saat, kısa parçalar hâlinde uyur. Her uykuda sırtüstü, sert ve düz bir yatakta, kendi yatağında ' +
      've sizin odanızda yatırın; yatakta yastık, yorgan, battaniye, tampon ya da oyuncak olmasın. Bebeğin yanında sigara içilmesin, üstünü fazla örtmeyin. ' +
      'Kundak yapıyorsanız kalçalar ve bacaklar serbest kalacak şekilde bol sarın; dönmeye çalıştığı gün kundağı bırakın. ' +
      'Yüzüstü oyun yalnızca uyanıkken ve siz başındayken: günde birkaç kez kısa süre.',
    checkupsNote:
      'Topuk kanı (yenidoğan tarama) testi ve işitme taraması genellikle ilk günlerde yapılır; ' +
      'aile hekiminiz ilk haftalarda bebeğinizi birkaç kez görür, kilo alımını ve sarılığı izler. Kalça ultrasonu çoğunlukla 4–6. haftalarda istenir.',
    fever: UNDER_THREE_MONTHS,
    callAlso: [
      'Sarılık ilk 24 saatte başladıysa, karna ve bacaklara yayılıyorsa ya da 2 haftadan uzun sürüyorsa.',
      'Göbek kordonunun çevresi kızarık, şiş, akıntılı ya da kötü kokuluysa.',
      'Beşinci günden sonra günde 6’dan az ıslak bezi varsa ya da emmekte zorlanıyorsa.',
    ],
  },
  {
    month: 1,
    title: '1 aylık',
    development: [
      'Yüzüstüyken başını kısa süre kaldırmaya çalışır.',
      'Yakındaki yüzleri ve belirgin renkli nesneleri izler.',
      'Seslere tepki verir; ağlamanın yanında küçük sesler çıkarmaya başlar.',
      'İlk sosyal gülümsemeler bu aylarda gelir.',
    ],
    feeding:
      'Anne sütü istendikçe sürer; büyüme atakları sırasında daha sık emmek isteyebilir. Kilo alımı iyiyse ek sıvı ya da besin gerekmez. D vitamini damlası devam eder.',
    sleep:
      'Günde 14–17 saat uyku olağandır; gece ile gündüzü ayırması zaman alır. Gündüz ışığı ve oyun, gece loş ve sakin bir ortam bu ayrımı kolaylaştırır. Güvenli uyku kuralları her uykuda geçerlidir. ' +
      'Ağlaması dinmiyor ve siz de tükendiyseniz bebeği güvenli yatağına sırtüstü yatırıp birkaç dakika uzaklaşın, birinden yardım isteyin: bebeği asla sarsmayın.',
    checkupsNote: 'Aile hekiminiz boy, kilo ve baş çevresini ölçer.',
    fever: UNDER_THREE_MONTHS,
    callAlso: ['Her beslenmeden sonra fışkırır gibi kusuyorsa.', 'Saatlerce teselli edilemeyen, her zamankinden farklı bir ağlaması varsa.'],
  },
  {
    month: 2,
    title: '2 aylık',
    development: [
      'Siz konuşunca size gülümser; sesinizi duyunca sakinleşir.',
      'Yüzüstüyken başını kaldırır.',
      'Hareket eden yüzleri ve nesneleri gözleriyle izler.',
      '“Agu” gibi sesler çıkarmaya başlar.',
    ],
    feeding: 'Yalnızca anne sütü (ya da doktorunuzun önerdiği mama) sürer. D vitamini damlası devam eder.',
    sleep: 'Uykuları biraz uzamaya başlayabilir, ama gece uyanmaları hâlâ olağandır. Her uykuda sırtüstü ve kendi yatağında.',
    checkupsNote:
      'Takvimdeki yoğun ay. Aşıdan sonra huzursuzluk ve aşı yerinde hafif kızarıklık olabilir; ne vereceğinizi aile hekiminize sorun. Bebeğiniz 3 aydan küçük: aşıdan sonra da olsa 38 °C ve üzeri ateşte doktora başvurun.',
    fever: UNDER_THREE_MONTHS,
    callAlso: [
      'Aşıdan sonra 3 saatten uzun durmadan ağlarsa ya da aşı yerinde büyüyen bir şişlik olursa.',
      'Size hiç gülümsemiyor ya da seslere hiç tepki vermiyorsa: bir sonraki kontrolde konuşun.',
    ],
  },
  {
    month: 3,
    title: '3 aylık',
    development: [
      'Yüzüstüyken başını ve göğsünü kollarının üzerinde kaldırır.',
      'Ellerini açıp kapar, ağzına götürür; asılı oyuncaklara vurmaya çalışır.',
      'Size gülümseyerek ve seslerle karşılık verir.',
    ],
    feeding: 'Anne sütü ya da mama ile beslenme sürer; ek besine henüz gerek yoktur. D vitamini damlası devam eder.',
    sleep:
      'Bazı bebekler gece daha uzun uyumaya başlar, bazıları başlamaz: ikisi de olağandır. Uyku öncesi kısa, aynı sırayla giden bir düzen (banyo, emzirme, ninni) yardımcı olur.',
    checkupsNote: 'Aile hekiminizin izleminde büyüme ve gelişim değerlendirilir.',
    fever: THREE_TO_SIX_MONTHS,
    callAlso: ['Başını hiç kaldıramıyorsa ya da gözleriyle sizi izlemiyorsa: bir sonraki kontrolde konuşun.'],
  },
  {
    month: 4,
    title: '4 aylık',
    development: [
      'Kucakta tutulunca başını desteksiz dik tutar.',
      'Kendiliğinden gülümser, dikkatinizi çekmek için sesler çıkarır; kahkaha atmaya başlayabilir.',
      'Oyuncağa uzanır, elindekini sallar; ellerini ağzına götürür.',
    ],
    feeding:
      'Yalnızca anne sütü 6. aya kadar sürer; ek besine 6. aydan önce başlanmaz. Sağlık Bakanlığının demir desteği 4. ayda aile hekiminizce başlatılır; D vitamini damlası devam eder.',
    sleep: 'Günde toplam 12–16 saat (gündüz uykuları dâhil) olağandır. Dönmeye başlayan bebek yine de her uykuya sırtüstü yatırılır; kundak artık yapılmaz.',
    checkupsNote: '',
    fever: THREE_TO_SIX_MONTHS,
    callAlso: ['Başını hâlâ dik tutamıyorsa ya da seslere dönmüyorsa: bir sonraki kontrolde konuşun.'],
  },
  {
    month: 5,
    title: '5 aylık',
    development: [
      'Yüzüstüden sırtüstüne dönebilir.',
      'Nesneleri bir elinden diğerine geçirmeye çalışır, her şeyi ağzına götürür.',
      'Adına ve seslere döner; farklı seslerle “konuşur”.',
    ],
    feeding:
      'Anne sütü sürer. Yemeklere ilgi duyabilir; yine de ek besin için 6. ayı bekleyin. Demir ve D vitamini damlaları aile hekiminizin söylediği gibi devam eder.',
    sleep: 'Gece uyanmaları sürebilir. Güvenli uyku: sırtüstü, sert ve düz yatak, yatakta eşya yok.',
    checkupsNote: 'Büyüme izleminde kilo, boy ve baş çevresi ölçülür.',
    fever: THREE_TO_SIX_MONTHS,
    callAlso: ['Sürekli ishal ya da kusma ile birlikte az ıslak bez varsa (susuz kalma belirtisi).'],
  },
  {
    month: 6,
    title: '6 aylık',
    development: [
      'Yüzüstüden sırtüstüne döner; yüzüstüyken düz kollarla kendini iter.',
      'Desteklenince oturur; oyuncaklara uzanır.',
      'Güler, tanıdık yüzleri tanır, sesleri taklit etmeye çalışır.',
    ],
    feeding:
      'Tamamlayıcı beslenme başlar: anne sütü sürerken günde 2–3 öğün ezilmiş, püre kıvamında yiyecek. Yeni besinleri birer birer deneyin; demirden zengin besinlere yer verin. ' +
      'Tuz ve şeker eklemeyin; bal 1 yaşından önce verilmez; bütün kuru yemiş gibi boğulma riski olan yiyecekleri vermeyin.',
    sleep: 'Gece uzun uykular çoğalabilir; diş çıkarma uykuyu bozabilir. Bebeği ilk 6 ay, mümkünse daha uzun, kendi yatağında sizin odanızda yatırın.',
    checkupsNote: 'Altılı karma aşının içinde hepatit B de vardır; bu ay ayrıca bir hepatit B dozu yapılmaz.',
    fever: FROM_SIX_MONTHS,
    callAlso: [
      'Yeni bir besinden sonra dudak ya da yüz şişmesi, yaygın kurdeşen veya kusma olursa (alerji).',
      'Hiç dönmüyor, uzanmıyor ya da sesleri taklit etmiyorsa: bir sonraki kontrolde konuşun.',
    ],
  },
  {
    month: 7,
    title: '7 aylık',
    development: [
      'Desteksiz kısa süre oturur.',
      'Nesneleri elden ele geçirir, iki elindeki oyuncağı birbirine vurur.',
      'Yabancılardan çekinmeye başlayabilir; sizi gözden kaybedince huzursuzlanır.',
    ],
    feeding:
      'Anne sütü sürer; günde 2–3 öğün tamamlayıcı besin. Kıvamı yavaş yavaş artırın: püreden ezilmiş, küçük yumuşak parçalı yiyeceklere. Bardaktan birkaç yudum su verebilirsiniz.',
    sleep: 'Günde toplam 12–16 saat (iki ya da üç gündüz uykusu dâhil) olağandır.',
    checkupsNote: 'Beslenmeye geçiş ve büyüme aile hekiminizle konuşulur.',
    fever: FROM_SIX_MONTHS,
    callAlso: ['Yemek sırasında sık öksürük, boğulma ya da nefes alırken ses olursa.'],
  },
  {
    month: 8,
    title: '8 aylık',
    development: [
      'Desteksiz oturur; emeklemeye ya da sürünmeye başlayabilir.',
      '“Ba-ba”, “ma-ma” gibi heceler tekrarlar.',
      'Adına döner; “cee-ee” oyunundan hoşlanır.',
    ],
    feeding:
      'Anne sütüyle birlikte günde 2–3 öğün, giderek çeşitlenen yiyecekler. Ailenin tuzsuz yemeklerinden ezerek verebilirsiniz; parmakla yenen yumuşak yiyecekleri denemesine izin verin.',
    sleep: 'Ayrılık kaygısı gece uyanmalarını artırabilir; sakin ve kısa bir güven verme çoğu zaman yeter.',
    checkupsNote:
      'Emeklemeye başlayan bebek için ev güvenliğini (priz, merdiven, küçük eşyalar, ilaçlar) gözden geçirin. Yürüteç kullanmayın: düşme ve merdivenden yuvarlanma riski taşır, yürümeyi de hızlandırmaz.',
    fever: FROM_SIX_MONTHS,
    callAlso: ['Küçük bir nesne yuttuğundan şüpheleniyorsanız; nefesi zorlanıyorsa hemen 112.'],
  },
  {
    month: 9,
    title: '9 aylık',
    development: [
      'Desteksiz oturur; tutunarak ayağa kalkmaya çalışabilir.',
      '“Mamama”, “babababa” gibi heceler söyler.',
      'Düşürdüğü nesnenin peşinden bakar; kucağa alınmak için kollarını kaldırır.',
      'Tanıdık insanları tanır, yabancılara çekingen davranabilir.',
    ],
    feeding: 'Anne sütüyle birlikte günde 3–4 öğün ve gerekirse 1–2 ara öğün. İnce kıyılmış, yumuşak aile yemekleri; tuz, şeker ve bal yok.',
    sleep: 'Çoğu bebek gündüz iki kez uyur. Gece düzeni oturmaya başlar; uyku öncesi aynı sıra yardımcı olur.',
    checkupsNote: 'Aile hekiminizin izleminde büyüme ve gelişim (oturma, sesler, iletişim) değerlendirilir.',
    fever: FROM_SIX_MONTHS,
    callAlso: ['Desteksiz oturamıyor, hece çıkarmıyor ya da adına dönmüyorsa: bir sonraki kontrolde konuşun.'],
  },
  {
    month: 10,
    title: '10 aylık',
    development: [
      'Emekler, tutunarak ayağa kalkar; mobilyalara tutunup yan adımlar atabilir.',
      'Başparmağı ve işaret parmağıyla küçük şeyleri almaya başlar.',
      '“Hayır”ı anlamaya başlar; el sallamayı taklit eder.',
    ],
    feeding: 'Anne sütüyle birlikte günde 3–4 öğün ve 1–2 ara öğün. Kendi kendine yemeyi denemesine izin verin; yemekte her zaman yanında olun.',
    sleep: 'Günde toplam 12–16 saat (gündüz uykuları dâhil). Ayakta kalıp uyuyamayan bebeği nazikçe yatırıp sakinleştirin.',
    checkupsNote: '',
    fever: FROM_SIX_MONTHS,
    callAlso: ['Düştükten sonra kusma, aşırı uyku hâli ya da her zamankinden farklı davranış olursa.'],
  },
  {
    month: 11,
    title: '11 aylık',
    development: [
      'Mobilyalara tutunarak yürür; kısa süre desteksiz durabilir.',
      'Basit istekleri anlar (“ver”, “gel”); “anne”, “baba” gibi ilk sözcükler gelebilir.',
      'Kapları açıp kapatır, nesneleri kutuya koyup çıkarır.',
    ],
    feeding: 'Aile sofrasına yaklaşır: günde 3–4 öğün, 1–2 ara öğün, anne sütü sürer. İnek sütü içecek olarak 12. aydan önce verilmez.',
    sleep: 'Gündüz uykuları ikiden bire inmeye başlayabilir; bu geçiş birkaç ay sürebilir.',
    checkupsNote: '12. ayın aşıları yaklaşıyor; aşı takviminden günlerini görebilirsiniz.',
    fever: FROM_SIX_MONTHS,
    callAlso: ['Tutunarak ayağa kalkmıyor ya da hiç hece çıkarmıyorsa: bir sonraki kontrolde konuşun.'],
  },
  {
    month: 12,
    title: '12 aylık: ilk yaş',
    development: [
      'Tutunarak ayağa kalkar, mobilyalara tutunup yürür; bazı bebekler ilk adımlarını atar.',
      'El sallar; sizi “anne”, “baba” ya da size özel bir sözcükle çağırır.',
      'Başparmağı ve işaret parmağıyla küçük şeyleri alır.',
      'Sizinle el çırpma gibi oyunlar oynar; sakladığınız bir oyuncağı arar, bir şeyi kabın içine koyar.',
    ],
    feeding:
      'Aile yemeklerine geçiş sürer: günde 3–4 öğün ve 1–2 ara öğün. 12. aydan sonra inek sütü içecek olarak verilebilir; anne sütü 2 yaş ve sonrasına kadar sürebilir. Demir ve D vitamini desteğinin bitişini aile hekiminiz söyler.',
    sleep: 'Günde toplam 11–14 saat (gündüz uykuları dâhil) olağandır. Bir yaşından sonra da yatakta yastık ve yorgan yerine uyku tulumu güvenlidir.',
    checkupsNote: 'Ardından 18 ve 24. ayların aşıları gelir.',
    fever: FROM_SIX_MONTHS,
    callAlso: [
      'KKK ve suçiçeği aşısından 7–12 gün sonra ateş ya da hafif döküntü olabilir; ateş 24 saatten uzun sürerse ya da bebeğiniz çok halsizse doktorunuzu arayın.',
      'Tutunarak ayağa kalkmıyor, el sallamıyor ya da daha önce yaptığı bir şeyi yapmaz olduysa: doktorunuzla konuşun.',
    ],
  },
];

export const BABY_MONTHS: readonly BabyMonthGuide[] = Object.freeze(MONTHS.map(monthGuide));

/** The guide for a baby of `months` completed months; past the first year, the 12-month page. */
export function babyMonthGuide(months: number): BabyMonthGuide {
  const index = Math.min(BABY_MONTHS.length - 1, Math.max(0, Math.floor(Number.isFinite(months) ? months : 0)));
  return BABY_MONTHS[index] as BabyMonthGuide;
}
