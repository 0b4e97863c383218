/**
 * Default checklist catalogue: every new user gets a copy of these items.
 *
 * - type 'need': things to get for the baby, grouped by category.
 * - type 'hospital_bag': the hospital (birth) bag. Grouping is by marker in the name, not by
 *   category: names containing BABY_MARKER go under 'Bebek için', MOTHER_MARKER under 'Anne için'
 *   (the spec's two markers), PARTNER_MARKER under 'Eş / refakatçi için' and DOCUMENT_MARKER under
 *   'Belgeler' (issue 24). The markers are stripped for display (displayName).
 *
 * Ids are stable kebab-case ASCII slugs; never change an existing id (users' copies refer to them
 * by `catalogueId`, and the api shows a copy with the catalogue's current name: catalogueName()).
 * Names are generic (no brands) and unique within a type.
 */

export type ChecklistType = 'need' | 'hospital_bag';

export interface CatalogueItem {
  id: string;
  name: string;
  category: string;
  type: ChecklistType;
  /** Where the item stands on safe sleep, when it could end up where the baby sleeps (SleepTag). */
  sleep?: SleepTag;
}

/**
 * Safe sleep in the list (AAP safe sleep, the month guide's own rule: nothing soft in the baby's
 * bed, ADR 0046): every item of 'Uyku', and every soft thing for the baby anywhere in the list, says
 * which it is. 'cot' fits the baby's bed as it should (a fitted sheet, a sleeping bag); 'not-in-cot'
 * must never be in it, and its name says so with one of SAFE_SLEEP_NOTES. The medical rules test
 * reads these tags.
 */
export type SleepTag = 'cot' | 'not-in-cot';

/** What the name of a 'not-in-cot' item says: not in the cot, or not for sleep at all (a rocker, a feeding pillow). */
export const SAFE_SLEEP_NOTES = ['beşiğe koymayın', 'uyku için değildir'] as const;

export const BABY_MARKER = '[Bebek]';
export const MOTHER_MARKER = '[Anne]';
export const PARTNER_MARKER = '[Eş]';
export const DOCUMENT_MARKER = '[Belge]';

/** The hospital bag's groups, in the order they are shown. */
export const HOSPITAL_BAG_GROUPS = ['Bebek için', 'Anne için', 'Eş / refakatçi için', 'Belgeler'] as const;
export type HospitalBagGroup = (typeof HOSPITAL_BAG_GROUPS)[number];

const MARKER_GROUPS: ReadonlyArray<readonly [marker: string, group: HospitalBagGroup]> = [
  [BABY_MARKER, 'Bebek için'],
  [MOTHER_MARKER, 'Anne için'],
  [PARTNER_MARKER, 'Eş / refakatçi için'],
  [DOCUMENT_MARKER, 'Belgeler'],
];

/**
 * When to pack the bag: ready by week 36 at the latest, as Turkish hospitals' and the Ministry's
 * birth-preparation advice has it (a term birth may start from week 37).
 */
export const HOSPITAL_BAG_PACK_FROM_WEEK = 34;
export const HOSPITAL_BAG_PACK_BY_WEEK = 36;
export const HOSPITAL_BAG_WHEN =
  'Çantanızı 34–36. haftalar arasında hazırlayın ve kapının yanında hazır tutun; doğum 37. haftadan itibaren her an başlayabilir.';

export const HOSPITAL_BAG_CATEGORY = 'Doğum Çantası';

type Entry = readonly [id: string, name: string, sleep?: SleepTag];

/** 'need' items by category, in display order. */
const NEED_ITEMS: Readonly<Record<string, readonly Entry[]>> = {
  'Bebek Odası': [
    ['need-besik', 'Beşik veya bebek karyolası'],
    ['need-besik-yatagi', 'Beşik yatağı (sert ve beşiğe tam oturan)'],
    ['need-alt-degistirme-unitesi', 'Alt değiştirme ünitesi veya masası'],
    ['need-alt-degistirme-minderi', 'Alt değiştirme minderi ve yedek kılıfı'],
    ['need-sifonyer', 'Şifonyer veya bebek dolabı'],
    ['need-cekmece-duzenleyici', 'Çekmece düzenleyici kutular'],
    ['need-gece-lambasi', 'Gece lambası'],
    ['need-karartma-perde', 'Karartma perde'],
    ['need-oda-termometresi', 'Oda termometresi ve nem ölçer'],
    ['need-emzirme-koltugu', 'Emzirme koltuğu veya rahat bir sandalye'],
    ['need-camasir-sepeti', 'Kirli çamaşır sepeti'],
  ],
  Giyim: [
    ['need-zibin', 'Zıbın (6-8 adet)'],
    ['need-body-kisa-kollu', 'Kısa kollu body (6-8 adet)'],
    ['need-body-uzun-kollu', 'Uzun kollu body (6-8 adet)'],
    ['need-tulum', 'Tulum (4-6 adet)'],
    ['need-pijama-takimi', 'Pijama takımı'],
    ['need-pantolon', 'Pantolon veya tayt'],
    ['need-hirka', 'Hırka'],
    ['need-patik', 'Patik'],
    ['need-corap', 'Çorap'],
    ['need-bere', 'İnce pamuklu bere'],
    ['need-tirnak-eldiveni', 'Tırnak eldiveni'],
    ['need-kislik-tulum', 'Kışlık tulum veya mont'],
    ['need-gunes-sapkasi', 'Güneş şapkası'],
    ['need-elbise-askisi', 'Bebek elbise askısı'],
    ['need-buyuk-beden-kiyafet', 'Bir beden büyük kıyafetler (3-6 ay)'],
  ],
  'Banyo ve Bakım': [
    ['need-bebek-kuveti', 'Bebek küveti'],
    ['need-banyo-destegi', 'Küvet filesi veya banyo desteği'],
    ['need-banyo-termometresi', 'Banyo suyu termometresi'],
    ['need-bebek-sampuani', 'Bebek şampuanı'],
    ['need-kapusonlu-havlu', 'Kapüşonlu bebek havlusu'],
    ['need-yikama-bezi', 'Yumuşak yıkama bezi'],
    ['need-bornoz', 'Bebek bornozu'],
    ['need-yenidogan-bezi', 'Yenidoğan bezi'],
    ['need-bez-1-numara', '1 numara bebek bezi'],
    ['need-islak-mendil', 'Islak mendil (parfümsüz)'],
    ['need-pamuk', 'Pamuk'],
    ['need-pisik-kremi', 'Pişik kremi'],
    ['need-tirnak-makasi', 'Bebek tırnak makası veya törpüsü'],
    ['need-tarak-firca', 'Yumuşak bebek tarağı ve fırçası'],
    ['need-bez-kovasi', 'Kirli bez kovası'],
    ['need-camasir-deterjani', 'Bebek çamaşır deterjanı (parfümsüz)'],
    ['need-nemlendirici', 'Bebek nemlendiricisi'],
  ],
  Beslenme: [
    ['need-emzirme-yastigi', 'Emzirme yastığı (uyku için değildir)', 'not-in-cot'],
    ['need-emzirme-sutyeni', 'Emzirme sütyeni'],
    ['need-gogus-pedi', 'Göğüs pedi'],
    ['need-meme-ucu-kremi', 'Meme ucu kremi'],
    ['need-gogus-pompasi', 'Göğüs pompası'],
    ['need-sut-saklama-poseti', 'Anne sütü saklama poşeti'],
    ['need-biberon', 'Biberon (küçük boy)'],
    ['need-biberon-emzigi', 'Yedek biberon emziği (yenidoğan akışlı)'],
    ['need-biberon-fircasi', 'Biberon ve emzik fırçası'],
    ['need-sterilizator', 'Sterilizatör veya kaynatma kabı'],
    ['need-kurutma-rafi', 'Biberon kurutma rafı'],
    ['need-agiz-bezi', 'Ağız bezi (6-10 adet)'],
    ['need-mama-onlugu', 'Mama önlüğü'],
    ['need-termos', 'Termos'],
    ['need-emzik', 'Emzik'],
    ['need-mama-sandalyesi', 'Mama sandalyesi (ek gıdaya geçişte)'],
    ['need-mama-kabi-kasik', 'Mama kabı ve kaşık seti (ek gıdaya geçişte)'],
    ['need-alistirma-bardagi', 'Alıştırma bardağı'],
  ],
  Uyku: [
    ['need-besik-carsafi', 'Lastikli beşik çarşafı (3-4 adet)', 'cot'],
    ['need-alez', 'Sıvı geçirmez yatak koruyucu (alez)', 'cot'],
    ['need-uyku-tulumu', 'Uyku tulumu', 'cot'],
    ['need-kundak-ortusu', 'Kundak örtüsü (kalçalar serbest kalacak şekilde, bol sarılır)', 'cot'],
    ['need-muslin-ortu', 'Muslin örtü (beşiğe koymayın)', 'not-in-cot'],
    ['need-pamuklu-battaniye', 'İnce pamuklu battaniye (beşiğe koymayın)', 'not-in-cot'],
    ['need-cibinlik', 'Cibinlik', 'cot'],
    ['need-beyaz-gurultu', 'Beyaz gürültü cihazı veya ninni çalar', 'cot'],
    ['need-oyun-parki', 'Portatif oyun parkı (seyahat yatağı)', 'cot'],
    ['need-anne-yani-besik', 'Anne yanı beşik', 'cot'],
  ],
  'Dışarı Çıkış': [
    ['need-bebek-arabasi', 'Bebek arabası'],
    ['need-oto-koltugu', 'Oto koltuğu (yenidoğana uygun, 0+ grup)'],
    ['need-kanguru', 'Kanguru veya bebek taşıma şalı'],
    ['need-bakim-cantasi', 'Bebek bakım çantası'],
    ['need-portatif-alt-acma', 'Taşınabilir alt açma örtüsü'],
    ['need-araba-yagmurlugu', 'Bebek arabası yağmurluğu'],
    ['need-araba-cibinligi', 'Bebek arabası cibinliği'],
    ['need-arac-gunesligi', 'Araç camı güneşliği'],
    ['need-araba-battaniyesi', 'Bebek arabası battaniyesi (beşiğe koymayın)', 'not-in-cot'],
    ['need-mama-saklama-kabi', 'Seyahat tipi mama saklama kabı'],
    ['need-bez-poseti', 'Kirli bez poşeti'],
    ['need-emzik-klipsi', 'Emzik klipsi ve saklama kabı'],
  ],
  'Sağlık ve Güvenlik': [
    ['need-ates-olcer', 'Dijital ateş ölçer'],
    ['need-burun-aspiratoru', 'Burun aspiratörü'],
    ['need-ilk-yardim-cantasi', 'İlk yardım çantası'],
    ['need-ilac-olcu-siringasi', 'İlaç ölçü kaşığı veya şırıngası'],
    ['need-saglik-dosyasi', 'Sağlık dosyası (aşı kartı ve kontrol notları)'],
    ['need-bebek-telsizi', 'Bebek telsizi veya kamerası'],
    ['need-priz-kapaklari', 'Priz kapakları'],
    ['need-dolap-kilitleri', 'Dolap ve çekmece kilitleri'],
    ['need-kose-koruyucu', 'Köşe koruyucular'],
    ['need-guvenlik-bariyeri', 'Merdiven ve kapı güvenlik bariyeri'],
    ['need-kapi-sikisma-onleyici', 'Kapı sıkışma önleyici'],
    ['need-devrilme-onleyici', 'Mobilya devrilme önleyici kayış'],
    ['need-dedektor', 'Duman ve karbonmonoksit dedektörü'],
    ['need-kaymaz-paspas', 'Kaymaz banyo paspası'],
  ],
  'Oyuncak ve Gelişim': [
    ['need-donence', 'Beşik dönencesi'],
    ['need-oyun-halisi', 'Oyun halısı (aktivite minderi)'],
    ['need-karin-ustu-yastigi', 'Karın üstü oyun yastığı (uyku için değildir)', 'not-in-cot'],
    ['need-cingirak', 'Çıngırak'],
    ['need-dis-kasiyici', 'Diş kaşıyıcı'],
    ['need-bebek-kitabi', 'Kumaş veya karton bebek kitabı'],
    ['need-kontrast-kartlari', 'Siyah-beyaz kontrast kartları'],
    ['need-bebek-aynasi', 'Kırılmaz bebek aynası'],
    ['need-pelus-oyuncak', 'Yumuşak pelüş oyuncak (beşiğe koymayın)', 'not-in-cot'],
    ['need-muzikli-oyuncak', 'Müzikli oyuncak'],
    ['need-ana-kucagi', 'Ana kucağı (sallanan; uyku için değildir)', 'not-in-cot'],
    ['need-baglanti-halkalari', 'Bağlantı halkaları'],
    ['need-ani-defteri', 'Bebek anı defteri'],
  ],
};

/** Hospital bag items; every name carries exactly one marker. */
const HOSPITAL_BAG_ITEMS: readonly Entry[] = [
  ['bag-bebek-zibin', `${BABY_MARKER} Zıbın (3-4 adet)`],
  ['bag-bebek-body', `${BABY_MARKER} Body (3-4 adet)`],
  ['bag-bebek-tulum', `${BABY_MARKER} Tulum (2-3 adet)`],
  ['bag-bebek-cikis-kiyafeti', `${BABY_MARKER} Hastaneden çıkış kıyafeti`],
  ['bag-bebek-hirka', `${BABY_MARKER} Hırka`],
  ['bag-bebek-bere', `${BABY_MARKER} Bere (2 adet)`],
  ['bag-bebek-patik-corap', `${BABY_MARKER} Patik ve çorap`],
  ['bag-bebek-tirnak-eldiveni', `${BABY_MARKER} Tırnak eldiveni`],
  // hip-healthy swaddling: legs free to bend up and out (tight, straight-legged swaddling risks hip dysplasia)
  ['bag-bebek-kundak', `${BABY_MARKER} Kundak örtüsü (kalçalar serbest kalacak şekilde, bol sarılır)`, 'cot'],
  ['bag-bebek-battaniye', `${BABY_MARKER} Battaniye (beşiğe koymayın)`, 'not-in-cot'],
  ['bag-bebek-muslin', `${BABY_MARKER} Muslin örtü (beşiğe koymayın)`, 'not-in-cot'],
  ['bag-bebek-yenidogan-bezi', `${BABY_MARKER} Yenidoğan bezi`],
  ['bag-bebek-islak-mendil', `${BABY_MARKER} Islak mendil veya pamuk`],
  ['bag-bebek-pisik-kremi', `${BABY_MARKER} Pişik kremi`],
  ['bag-bebek-agiz-bezi', `${BABY_MARKER} Ağız bezi`],
  ['bag-bebek-havlu', `${BABY_MARKER} Yumuşak havlu`],
  ['bag-bebek-oto-koltugu', `${BABY_MARKER} Oto koltuğu (eve dönüş için)`],
  ['bag-anne-ilaclar', `${MOTHER_MARKER} Düzenli kullandığınız ilaçlar (doktorunuzun bilgisi dâhilinde)`],
  ['bag-anne-gecelik', `${MOTHER_MARKER} Önden açılan gecelik veya pijama (2-3 adet)`],
  ['bag-anne-sabahlik', `${MOTHER_MARKER} Sabahlık`],
  ['bag-anne-terlik', `${MOTHER_MARKER} Terlik`],
  ['bag-anne-corap', `${MOTHER_MARKER} Kalın çorap`],
  ['bag-anne-emzirme-sutyeni', `${MOTHER_MARKER} Emzirme sütyeni (2 adet)`],
  ['bag-anne-gogus-pedi', `${MOTHER_MARKER} Göğüs pedi`],
  ['bag-anne-lohusa-pedi', `${MOTHER_MARKER} Lohusa pedi`],
  ['bag-anne-kulot', `${MOTHER_MARKER} Rahat pamuklu veya tek kullanımlık külot`],
  ['bag-anne-dis-fircasi', `${MOTHER_MARKER} Diş fırçası ve diş macunu`],
  ['bag-anne-sampuan-dus-jeli', `${MOTHER_MARKER} Şampuan ve duş jeli`],
  ['bag-anne-havlu', `${MOTHER_MARKER} Havlu`],
  ['bag-anne-tarak', `${MOTHER_MARKER} Tarak ve saç tokası`],
  ['bag-anne-dudak-nemlendirici', `${MOTHER_MARKER} Dudak nemlendirici`],
  ['bag-anne-telefon-sarj', `${MOTHER_MARKER} Telefon ve uzun şarj kablosu`],
  ['bag-anne-cikis-kiyafeti', `${MOTHER_MARKER} Eve dönüş için bol ve rahat kıyafet`],
  ['bag-anne-atistirmalik', `${MOTHER_MARKER} Atıştırmalık ve su şişesi`],
  ['bag-anne-gozluk', `${MOTHER_MARKER} Gözlük veya lens malzemeleri`],
  ['bag-anne-emzirme-yastigi', `${MOTHER_MARKER} Emzirme yastığı (isteğe bağlı; uyku için değildir)`, 'not-in-cot'],
  ['bag-es-kiyafet', `${PARTNER_MARKER} Yedek kıyafet ve rahat ayakkabı`],
  ['bag-es-kisisel-bakim', `${PARTNER_MARKER} Diş fırçası ve kişisel bakım malzemeleri`],
  ['bag-es-ilaclar', `${PARTNER_MARKER} Düzenli kullandığı ilaçlar`],
  ['bag-es-sarj', `${PARTNER_MARKER} Telefon şarj aleti ve taşınabilir şarj cihazı`],
  ['bag-es-atistirmalik', `${PARTNER_MARKER} Atıştırmalık ve su`],
  ['bag-es-yastik', `${PARTNER_MARKER} Refakatçi koltuğu için küçük yastık veya şal`],
  ['bag-es-nakit', `${PARTNER_MARKER} Otopark ve kantin için nakit veya kart`],
  // Türkiye: the hospital reports the birth, the parents register the baby with their own IDs
  ['bag-anne-kimlik', `${DOCUMENT_MARKER} Annenin T.C. kimlik kartı`],
  ['bag-belge-es-kimlik', `${DOCUMENT_MARKER} Eşinizin T.C. kimlik kartı (doğum kaydı için)`],
  ['bag-belge-hastane-evraklari', `${DOCUMENT_MARKER} Hastanenin istediği evraklar (ön kayıt, onam formları); e-Nabız ve e-Devlet girişiniz telefonunuzda`],
  ['bag-anne-gebelik-dosyasi', `${DOCUMENT_MARKER} Hamilelik takip dosyası ve tahlil sonuçları`],
  ['bag-anne-sigorta', `${DOCUMENT_MARKER} Özel sağlık sigortası kartı (varsa)`],
  ['bag-anne-dogum-plani', `${DOCUMENT_MARKER} Doğum planı (varsa)`],
];

export const CHECKLIST_CATALOGUE: readonly CatalogueItem[] = Object.freeze([
  ...Object.entries(NEED_ITEMS).flatMap(([category, entries]) =>
    entries.map(([id, name, sleep]): CatalogueItem => ({ id, name, category, type: 'need', ...(sleep ? { sleep } : {}) })),
  ),
  ...HOSPITAL_BAG_ITEMS.map(([id, name, sleep]): CatalogueItem => ({
    id,
    name,
    category: HOSPITAL_BAG_CATEGORY,
    type: 'hospital_bag',
    ...(sleep ? { sleep } : {}),
  })),
]);

const CATALOGUE_BY_ID: ReadonlyMap<string, CatalogueItem> = new Map(CHECKLIST_CATALOGUE.map((item) => [item.id, item]));

/**
 * The catalogue's current name and category of a parent's copy, by its catalogueId: a copy made
 * before a fix of the catalogue (the four bag groups, the swaddle's note) reads as the catalogue
 * does now. An id the catalogue no longer has keeps the copy's own name.
 */
export function catalogueItem(catalogueId: unknown): CatalogueItem | undefined {
  return typeof catalogueId === 'string' ? CATALOGUE_BY_ID.get(catalogueId) : undefined;
}

/** A parent's copy of a catalogue item as stored in users/{uid}/checklistItems: unticked until she ticks it. */
export interface CatalogueCopy {
  catalogueId: string;
  name: string;
  category: string;
  type: ChecklistType;
  checked: false;
  checkedAt: null;
}

/** The copy of a catalogue item a parent gets: at registration, and when the item reaches an older list (scripts/migrate-checklist.ts). */
export function catalogueCopy(item: CatalogueItem): CatalogueCopy {
  return { catalogueId: item.id, name: item.name, category: item.category, type: item.type, checked: false, checkedAt: null };
}

/**
 * The document id of a copy added to an existing list by the backfill (scripts/migrate-checklist.ts):
 * one per catalogue item, so two runs at once create it once. 'catalogue-' and a kebab-case id has
 * no '_' (the own items' mark, 'own_') and a '-' no random Firestore id has, so it is no
 * registration copy's id either. Copies made at registration keep their random ids.
 */
export const backfilledCopyId = (catalogueId: string): string => `catalogue-${catalogueId}`;

/** Hospital bag group of an item name, decided by its marker (the first of baby, mother, partner, documents it carries). */
export function hospitalBagGroup(name: string): HospitalBagGroup | null {
  return MARKER_GROUPS.find(([marker]) => name.includes(marker))?.[1] ?? null;
}

/** The name as shown to the user: markers removed, whitespace collapsed and trimmed. */
export function displayName(name: string): string {
  return MARKER_GROUPS.reduce((text, [marker]) => text.split(marker).join(' '), name)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The categories of 'need' items, in display order: a parent's own item is filed under one of them. */
export const NEED_CATEGORIES: readonly string[] = Object.keys(NEED_ITEMS);

/** The bag's advice for the parent's week (the 'when to pack' line under HOSPITAL_BAG_WHEN). */
export function hospitalBagAdvice(week: number): string {
  if (week < HOSPITAL_BAG_PACK_FROM_WEEK) {
    return `Şu an ${week}. haftadasınız; hazırlamaya ${HOSPITAL_BAG_PACK_FROM_WEEK - week} hafta sonra başlayabilirsiniz.`;
  }
  if (week <= HOSPITAL_BAG_PACK_BY_WEEK) return `Şu an ${week}. haftadasınız: çantanızı hazırlama zamanı.`;
  return `Şu an ${week}. haftadasınız: çantanız hazır değilse bugün tamamlayın.`;
}
