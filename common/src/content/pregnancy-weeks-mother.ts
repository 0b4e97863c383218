/**
 * 'Bu hafta sizde': for each of the 40 weeks, what happens in the mother's body, the common
 * symptoms of that stage and when to call the doctor (issue 24, ADR 0029). Turkish, written as a
 * midwife would say it: calm, no brand names, no doses; anything about medication is left to the
 * doctor. The warning signs are the ones true for the stage: bleeding and one-sided pain early on
 * (miscarriage, ectopic pregnancy), fluid loss and regular tightening before 37 weeks (preterm
 * labour), preeclampsia's signs from week 20, the baby's movements from week 24 (NHS, HSE: reduced
 * movements after 24 weeks, seek advice at once), and labour and the waters near term. Fever,
 * burning urine and vomiting that keeps nothing down hold throughout, from week 2.
 *
 * The warnings every stage shares are tagged records (MotherWarning), appended to a week's own
 * words by its `warnings`: the medical rules test (medical-rules.test.ts) reads the tags, so a
 * week that loses one fails whatever its sentences say.
 *
 * Weeks are counted from the first day of the last period, as in pregnancy-weeks.ts. A module of
 * its own, so that only the week page downloads it.
 */
export interface MotherWeek {
  week: number;
  /** What changes in her body this week. */
  body: string;
  /** The common, harmless symptoms of this stage. */
  symptoms: string;
  /** When to call the doctor (or go to the emergency department) at this stage: the week's own words, then its warnings' texts. */
  whenToCall: string;
  /** The shared warnings the week carries, by tag (their texts are in whenToCall). */
  warnings: readonly MotherWarningTag[];
}

export type MotherWarningTag = 'fever-urine' | 'preterm' | 'preeclampsia' | 'movements';

export interface MotherWarning {
  tag: MotherWarningTag;
  text: string;
}

/** Shown under the section: where the content comes from (the care calendar's source among them). */
export const MOTHER_WEEK_SOURCES =
  'T.C. Sağlık Bakanlığı, Doğum Öncesi Bakım Yönetim Rehberi; NHS (Birleşik Krallık), hafta hafta hamilelik rehberi ve 24. haftadan sonra azalan bebek hareketleri; HSE (İrlanda), bebeğin hareketleri; ' +
  'ACOG (Amerikan Kadın Doğum Uzmanları Derneği) hasta bilgilendirme sayfaları. Genel bilgidir; sizin için en doğrusunu doktorunuz ya da ebeniz söyler.';

const warning = (tag: MotherWarningTag, text: string): MotherWarning => ({ tag, text });

/** The shared warnings by tag (the medical rules test reads them): each week lists the ones it carries. */
export const MOTHER_WARNINGS: Readonly<Record<MotherWarningTag, MotherWarning>> = Object.freeze({
  /** Every week from 2: a fever, burning urine, vomiting that keeps nothing down. */
  'fever-urine': warning('fever-urine', '38 °C ve üzeri ateş, idrarda yanma ya da hiçbir şeyi midenizde tutamadığınız kusmalar olursa da doktorunuzu arayın.'),
  /** Weeks 20-36: preterm labour. */
  preterm: warning(
    'preterm',
    'Kanama, vajinadan su gelmesi ya da 37. haftadan önce düzenli aralıklarla gelen sancı veya kasılmalar varsa hemen hastaneye başvurun.',
  ),
  /** From week 20: preeclampsia's signs. */
  preeclampsia: warning(
    'preeclampsia',
    'Geçmeyen baş ağrısı, görmede bulanıklık ya da ışık çakmaları, midenin üst kısmında ağrı ve yüzde, ellerde ani şişlik olursa hemen doktorunuza başvurun; bunlar yüksek tansiyonun (preeklampsi) belirtisi olabilir.',
  ),
  /** From week 24 (NHS, HSE): the baby's movements. */
  movements: warning(
    'movements',
    'Bebeğinizin hareketleri azaldı, değişti ya da durduysa ertesi günü ya da bir sonraki kontrolü beklemeden doğumhaneyi veya doktorunuzu arayın.',
  ),
});
const { 'fever-urine': ALWAYS, preterm: PRETERM, preeclampsia: PREECLAMPSIA, movements: MOVEMENTS } = MOTHER_WARNINGS;

/** A week as written here: its own words on when to call, then the shared warnings it carries. */
type WeekEntry = Omit<MotherWeek, 'whenToCall' | 'warnings'> & { ownWarning: string; warnings: readonly MotherWarning[] };

/** The week as the page shows it: its own words, then its warnings' texts; the tags kept for the rules test. */
const motherWeekOf = ({ ownWarning, warnings, ...entry }: WeekEntry): MotherWeek => ({
  ...entry,
  whenToCall: [ownWarning, ...warnings.map((warning) => warning.text)].filter(Boolean).join(' '),
  warnings: warnings.map((warning) => warning.tag),
});

const WEEKS: readonly WeekEntry[] = [
  {
    week: 1,
    body: 'Hamilelik haftaları son âdetinizin ilk gününden sayıldığı için bu hafta henüz hamile değilsiniz: âdetiniz olur, rahim iç zarı dökülür ve yeni bir döngü başlar.',
    symptoms: 'Âdet kanaması, kasıklarda kramp tarzı ağrı, bel ağrısı, yorgunluk ve hafif ruh hâli değişiklikleri.',
    ownWarning:
      'Saatte bir ped dolduracak kadar yoğun kanama, ağrı kesiciye rağmen geçmeyen şiddetli karın ağrısı ya da ateş olursa doktorunuza başvurun. Hamilelik planlıyorsanız, düzenli kullandığınız ilaçları ve kronik hastalıklarınızı önceden konuşmak için de randevu alabilirsiniz.',
    warnings: [],
  },
  {
    week: 2,
    body: 'Rahim iç zarı yeniden kalınlaşır ve yumurtalığınızda bir yumurta olgunlaşır; haftanın sonuna doğru yumurtlama olur.',
    symptoms:
      'Yumurtlama sırasında bazı kadınlarda tek taraflı hafif kasık ağrısı, vajinal akıntıda artış (berrak, kaygan) ve göğüslerde hassasiyet görülebilir.',
    ownWarning: 'Âdetler arasında beklenmeyen kanama, şiddetli kasık ağrısı ya da kötü kokulu, kaşıntılı akıntı olursa doktorunuza danışın.',
    warnings: [ALWAYS],
  },
  {
    week: 3,
    body: 'Döllenme bu hafta olur; vücudunuz henüz bunu fark ettirmez, ama hormonlar sessizce değişmeye başlar.',
    symptoms: 'Çoğu kadın bu hafta hiçbir şey hissetmez; hafif kasık gerginliği ya da şişkinlik olabilir.',
    ownWarning: 'Henüz hamilelik testi pozitif çıkmaz. Şiddetli kasık ağrısı, beklenmeyen yoğun kanama olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 4,
    body: 'Embriyo rahim iç zarına yerleşir ve hamilelik hormonu (hCG) yükselmeye başlar; âdetinizin gecikmesi çoğu zaman ilk işarettir.',
    symptoms: 'Tutunma sırasında birkaç damla lekelenme, hafif kramp, göğüslerde dolgunluk ve hassasiyet, yorgunluk.',
    ownWarning:
      'Lekelenmeden fazla kanama, tek taraflı şiddetli kasık ağrısı, omuz ucunda ağrı, baş dönmesi ya da bayılma hissi olursa hemen acil servise başvurun; bunlar rahim dışı hamileliğin belirtisi olabilir.',
    warnings: [ALWAYS],
  },
  {
    week: 5,
    body: 'Hamilelik hormonları hızla artar; rahminiz büyümeye, kan hacminiz yavaş yavaş artmaya başlar.',
    symptoms: 'Yorgunluk, sık idrara çıkma, göğüslerde hassasiyet, kokulara duyarlılık; bazı kadınlarda bulantı bu hafta başlar.',
    ownWarning: 'Kanama, tek taraflı ya da şiddetli karın ağrısı, omuz ucunda ağrı veya bayılma hissi olursa hemen acil servise başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 6,
    body: 'Hormonların etkisiyle sindiriminiz yavaşlar, böbrekleriniz daha çok çalışır; ruh hâliniz gün içinde değişebilir.',
    symptoms: 'Bulantı (sabahları ama günün her saatinde de olabilir), kusma, şişkinlik, kabızlık, sık idrara çıkma ve uykululuk.',
    ownWarning:
      'Kanama ya da şiddetli karın ağrısı olursa, 24 saat boyunca sıvı bile tutamıyorsanız, idrarınız çok koyu ve azsa ya da ayağa kalkınca başınız dönüyorsa doktorunuzu arayın.',
    warnings: [ALWAYS],
  },
  {
    week: 7,
    body: 'Rahminiz limon büyüklüğüne ulaşır; kan hacminizin artması kalbinizin biraz daha hızlı çalışmasına yol açar.',
    symptoms: 'Bulantı ve kusma, tükürükte artış, ağızda metal tadı, bazı yiyeceklere karşı istek ya da tiksinti, yorgunluk.',
    ownWarning: 'Kanama, kramp tarzı şiddetli ağrı ya da hiçbir şeyi tutamadığınız kusmalar (kilo kaybı, çok koyu idrar) olursa doktorunuzu arayın.',
    warnings: [ALWAYS],
  },
  {
    week: 8,
    body: 'Rahminiz büyüdükçe mesanenize baskı yapar; göğüsleriniz büyür, damarları daha belirgin hâle gelebilir.',
    symptoms: 'Bulantı, yorgunluk, sık idrara çıkma, göğüslerde ağırlık, hafif kasık çekmesi ve beyaz, kokusuz vajinal akıntıda artış.',
    ownWarning: 'Kanama, şiddetli ya da giderek artan karın ağrısı, kötü kokulu veya kaşıntılı akıntı olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 9,
    body: 'Hormon düzeyleri zirveye yaklaşır; bu yüzden bulantı ve yorgunluk bu haftalarda en yoğun olabilir.',
    symptoms: 'Bulantı, şişkinlik, kabızlık, mide yanması, baş ağrısı ve duygusal iniş çıkışlar.',
    ownWarning:
      'Kanama, kramp tarzı şiddetli ağrı, sıvı tutamadığınız kusmalar ya da ağrı kesiciyle geçmeyen şiddetli baş ağrısı olursa doktorunuzu arayın. Hangi ağrı kesiciyi kullanabileceğinizi de doktorunuza sorun.',
    warnings: [ALWAYS],
  },
  {
    week: 10,
    body: 'Rahminiz portakal büyüklüğündedir; bel çevreniz hafifçe kalınlaşabilir. Kan hacminiz artmaya devam eder.',
    symptoms: 'Bulantı, yorgunluk, burun tıkanıklığı, diş etlerinde hassasiyet ve kanama, bacaklarda ve karında damarların belirginleşmesi.',
    ownWarning: 'Vajinal kanama, şiddetli karın ağrısı ya da bayılma hissi olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 11,
    body: 'Plasenta hormon üretimini yavaş yavaş üstlenir; birçok kadında bulantı önümüzdeki haftalarda azalmaya başlar.',
    symptoms: 'Bulantıda azalma ya da sürme, mide yanması, kabızlık, hafif baş dönmesi ve cildin yağlanması.',
    ownWarning: 'Kanama, şiddetli kasık ağrısı, sıvı tutamadığınız kusmalar ya da ayağa kalkınca bayılacak gibi olmak için doktorunuzu arayın.',
    warnings: [ALWAYS],
  },
  {
    week: 12,
    body: 'Rahminiz leğen kemiğinin üstüne yükselmeye başlar; mesanenize baskısı azalır. Düşük riski bu haftalardan sonra belirgin biçimde azalır.',
    symptoms: 'Enerjinizin yavaş yavaş geri gelmesi, sık idrara çıkmada azalma, baş ağrısı ve baş dönmesi; bulantı sürebilir.',
    ownWarning: 'Kanama, kramp tarzı şiddetli ağrı, vajinadan sıvı gelmesi ya da ateş olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 13,
    body: 'İkinci üç aya giriyorsunuz: çoğu kadın kendini daha enerjik hisseder, karnınız belli olmaya başlayabilir.',
    symptoms: 'Bulantıda azalma, iştah artışı, beyaz ve kokusuz akıntıda artış, kabızlık, burun tıkanıklığı.',
    ownWarning: 'Kanama, şiddetli karın ağrısı ya da vajinadan su gelmesi olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 14,
    body: 'Rahminiz karın boşluğuna doğru büyür; kalbiniz dakikada biraz daha hızlı atar, kan basıncınız hafifçe düşebilir.',
    symptoms: 'Kasıklarda ve karnın yanlarında kısa süren batma ya da çekme (rahmi taşıyan bağların gerilmesi), baş dönmesi, diş eti kanaması.',
    ownWarning: 'Dinlenince geçmeyen ya da giderek artan karın ağrısı, kanama veya vajinadan sıvı gelmesi olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 15,
    body: 'Kan hacminiz artmaya devam eder; burnunuzdaki ve diş etlerinizdeki küçük damarlar daha kolay kanayabilir.',
    symptoms: 'Burun tıkanıklığı ve hafif burun kanaması, diş eti kanaması, kasık çekmeleri, iştah artışı.',
    ownWarning: 'Durmayan burun kanaması, vajinal kanama, şiddetli karın ağrısı ya da vajinadan su gelmesi olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 16,
    body: 'Karnınız belirginleşir; ilk hamileliği olmayan kadınlar bebeğin ilk kıpırtılarını bu haftalarda hissedebilir.',
    symptoms: 'Bel ve sırt ağrısı, kasık çekmeleri, ciltte lekelenme (yüzde, göbek çizgisinde), kabızlık.',
    ownWarning: 'Kanama, vajinadan su gelmesi ya da düzenli ağrılı kasılmalar olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 17,
    body: 'Ağırlık merkeziniz öne kayar; bağlarınız hormonların etkisiyle gevşer, dengeniz biraz değişebilir.',
    symptoms: 'Sırt ağrısı, mide yanması, bacaklarda kramp, horlama ya da burun tıkanıklığı, iştah artışı.',
    ownWarning: 'Kanama, vajinadan su gelmesi, şiddetli karın ağrısı ya da düşme veya karna darbe olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 18,
    body: 'Birçok kadın bebeğin ilk hareketlerini bu haftalarda, karnın altında hafif kıpırtılar ya da kelebek kanadı gibi hisseder.',
    symptoms: 'Baş dönmesi (özellikle hızlı ayağa kalkınca), sırt ağrısı, ayaklarda hafif şişlik, uyku bölünmesi.',
    ownWarning: 'Kanama, vajinadan su gelmesi, şiddetli karın ağrısı ya da bayılma olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 19,
    body: 'Rahminiz göbeğinize yaklaşır; cildiniz gerildikçe karın, göğüs ve kalçalarda çatlaklar belirebilir.',
    symptoms: 'Karında kaşıntı, kasık ve yan ağrıları, bacak krampları, burun tıkanıklığı.',
    ownWarning: 'Kanama, vajinadan su gelmesi, ağrılı kasılmalar ya da şiddetli karın ağrısı olursa doktorunuza başvurun.',
    warnings: [ALWAYS],
  },
  {
    week: 20,
    body: 'Yolun yarısındasınız: rahminizin üst ucu göbek hizasına ulaşır. Bebeğin hareketlerini artık çoğu kadın hisseder.',
    symptoms: 'Sırt ağrısı, mide yanması, ayak bileklerinde akşamları hafif şişlik, sık idrara çıkma.',
    ownWarning: '',
    warnings: [PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 21,
    body: 'Kan hacminiz arttığı için kalbiniz daha çok çalışır; iştahınız ve kilo alımınız bu dönemde belirginleşir.',
    symptoms: 'Ayaklarda şişlik, bacaklarda varis, mide yanması, cilt kaşıntısı, hafif nefes darlığı.',
    ownWarning: '',
    warnings: [PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 22,
    body: 'Göbek deliğiniz düzleşebilir ya da dışarı çıkabilir; saçlarınız ve tırnaklarınız hızlı uzayabilir.',
    symptoms: 'Karında gerginlik, sırt ağrısı, hemoroit, ayaklarda ve bileklerde şişlik.',
    ownWarning: '',
    warnings: [PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 23,
    body: 'Rahminiz göbeğinizin biraz üstüne çıkar; ara sıra karnınızın kısa süre sertleşip gevşediğini hissedebilirsiniz (alıştırma kasılmaları).',
    symptoms: 'Düzensiz, ağrısız kasılmalar, bel ağrısı, ayaklarda şişlik, uyumakta zorlanma.',
    ownWarning: 'Alıştırma kasılmaları düzensiz ve ağrısızdır.',
    warnings: [PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 24,
    body: 'Bu haftalarda şeker yükleme testi (24–28. hafta) yapılır; vücudunuzun şekeri işleyişi hormonlarla değişir.',
    symptoms: 'Kaşıntılı karın cildi, bacak krampları, mide yanması, kabızlık, gözlerde kuruluk.',
    ownWarning: 'Çok susama, çok sık ve bol idrara çıkma olursa doktorunuza söyleyin.',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 25,
    body: 'Büyüyen rahminiz midenize ve bağırsaklarınıza baskı yapar; sindirim şikâyetleri artabilir.',
    symptoms: 'Mide yanması, kabızlık, hemoroit, bacaklarda huzursuzluk ve kramp, uykusuzluk.',
    ownWarning: 'Özellikle avuç içlerinde ve ayak tabanlarında geceleri artan kaşıntı olursa doktorunuza söyleyin.',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 26,
    body: 'İkinci üç ayın son haftası: karnınız büyüdükçe sırt üstü uzun süre yatmak sizi rahatsız edebilir; yan yatmak iyi gelir.',
    symptoms: 'Sırt ve bel ağrısı, uyku bölünmesi, ayaklarda şişlik, el bileklerinde uyuşma ve karıncalanma.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 27,
    body: 'Son üç aya giriyorsunuz: kan hacminiz en yüksek düzeye yaklaşır; rahminiz diyaframınıza doğru yükselir.',
    symptoms: 'Nefes darlığı, yorgunluk, bacak krampları, sırt ağrısı, alıştırma kasılmaları.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 28,
    body: 'Bebeğinizin hareketlerinin kendine özgü bir düzeni oluşur; bu düzeni tanımak, bir değişikliği fark etmenizi sağlar.',
    symptoms: 'Yorgunluk, nefes darlığı, sık idrara çıkma, bacaklarda huzursuzluk, uykusuzluk.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 29,
    body: 'Rahminiz büyüdükçe mideniz sıkışır; az ve sık yemek iyi gelir. Demir ihtiyacınız bu dönemde artar.',
    symptoms: 'Mide yanması, kabızlık, hemoroit, varisler, sırt ağrısı.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 30,
    body: 'Bebeğin ağırlığı ve bağlarınızın gevşemesi duruşunuzu değiştirir; kendinizi daha ağır ve yorgun hissedebilirsiniz.',
    symptoms: 'Sırt ve kalça ağrısı, nefes darlığı, mide yanması, uykuya dalmakta zorlanma, ruh hâli değişiklikleri.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 31,
    body: 'Göğüslerinizden sarımsı, koyu kıvamlı bir sıvı (ağız sütü) gelebilir; bu normaldir.',
    symptoms: 'Alıştırma kasılmaları, nefes darlığı, sık idrara çıkma, bacaklarda ve ayaklarda şişlik.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 32,
    body: 'Kan hacminiz hamilelik öncesine göre yaklaşık yarı yarıya artmıştır; kalbiniz ve böbrekleriniz daha çok çalışır.',
    symptoms: 'Nefes darlığı, mide yanması, alıştırma kasılmaları, ayak bileklerinde şişlik, uykusuzluk.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 33,
    body: 'Bebeğiniz büyüdükçe hareketleri tekmeden çok dönme ve itme gibi hissedilir; hareketlerin sayısı azalmaz.',
    symptoms: 'Kalça ve kasık ağrısı, el bileklerinde uyuşma, uykusuzluk, sık idrara çıkma.',
    ownWarning: 'Avuç içlerinde ve ayak tabanlarında yoğun kaşıntı olursa da doktorunuza söyleyin.',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 34,
    body: 'Bebeğin başı leğen kemiğine doğru inmeye başlayabilir; doğum çantanızı hazırlamaya başlamanın tam zamanı.',
    symptoms: 'Kasıklarda basınç, sık idrara çıkma, yorgunluk, alıştırma kasılmalarında artış.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 35,
    body: 'Rahminiz en yüksek noktasına ulaşır; nefes almak zorlaşabilir, bebek aşağı inince rahatlar.',
    symptoms: 'Nefes darlığı, mide yanması, kasık ve kalça ağrısı, sık idrara çıkma, uykusuzluk.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 36,
    body: 'Bebek leğen kemiğine yerleştikçe nefes almanız kolaylaşır, ama kasıklarınızdaki basınç artar.',
    symptoms: 'Kasıklarda basınç ve ağrı, sık idrara çıkma, vajinal akıntıda artış, yürürken zorlanma.',
    ownWarning: '',
    warnings: [MOVEMENTS, PRETERM, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 37,
    body: 'Bebeğiniz artık miadında sayılır; rahim ağzınız doğuma hazırlanarak yumuşamaya başlar.',
    symptoms: 'Alıştırma kasılmalarında artış, mukus tıkacının (pembe ya da kahverengi lekeli akıntı) gelmesi, kasık basıncı, yuvalanma isteği.',
    ownWarning: 'Düzenli, yaklaşık 5 dakikada bir gelen sancılar, su gelmesi (rengini ve saatini not edin) ya da kanama varsa hastaneye gidin.',
    warnings: [MOVEMENTS, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 38,
    body: 'Vücudunuz doğuma hazırlanıyor: rahim ağzı incelip açılmaya başlayabilir, kasılmalar sıklaşabilir.',
    symptoms: 'Kasıklarda basınç, bel ağrısı, ishal ya da bulantı, uykusuzluk, yoğunlaşan akıntı.',
    ownWarning: 'Düzenli ve giderek sıklaşan sancılar, su gelmesi (rengini ve saatini not edin) ya da kanama varsa hastaneye gidin.',
    warnings: [MOVEMENTS, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 39,
    body: 'Doğum her an başlayabilir; bu haftalarda kendinizi hem yorgun hem de enerji dolu hissedebilirsiniz.',
    symptoms: 'Düzensiz kasılmalar, bel ağrısı, kasıklarda ağırlık, mukus tıkacının gelmesi, uykusuzluk.',
    ownWarning: 'Düzenli ve giderek sıklaşan sancılar, su gelmesi (rengini ve saatini not edin) ya da kanama varsa hastaneye gidin.',
    warnings: [MOVEMENTS, PREECLAMPSIA, ALWAYS],
  },
  {
    week: 40,
    body: 'Tahmini doğum haftanız: bebeklerin yalnızca küçük bir kısmı tam bu tarihte doğar; 37. hafta ile 41 hafta 6 gün arasındaki doğumlar zamanındadır.',
    symptoms: 'Düzensiz kasılmalar, kasık basıncı, bel ağrısı, sabırsızlık ve yorgunluk.',
    ownWarning:
      'Düzenli sancılar, su gelmesi ya da kanama varsa hastaneye gidin. Tarih geçtiyse doktorunuz sizi ve bebeğinizi daha sık kontrol eder; bu kontrolleri aksatmayın.',
    warnings: [MOVEMENTS, PREECLAMPSIA, ALWAYS],
  },
];

export const MOTHER_WEEKS: readonly MotherWeek[] = Object.freeze(WEEKS.map(motherWeekOf));

/** The section for a week, clamped to 1-40 like weekInfo. */
export function motherWeek(week: number): MotherWeek {
  const w = Number.isFinite(week) ? Math.min(40, Math.max(1, Math.floor(week))) : 1;
  return MOTHER_WEEKS[w - 1]!;
}
