/**
 * Week-by-week pregnancy content (Turkish) for weeks 1-40.
 *
 * Dating: pregnancy weeks are counted from the first day of the last menstrual period (LMP),
 * so weeks 1-2 precede fertilisation and there is no embryo yet.
 *
 * Growth figures (lengthCm, weightG) come from BabyCenter's average fetal length and weight chart
 * (classic edition). They are that chart's averages, not Hadlock's fetal growth standard, and the
 * page names them so (issue 24). In that chart:
 *  - lengthCm is the CROWN-RUMP length (baş-popo boyu) up to and including week 19, and the
 *    CROWN-HEEL length (baş-topuk boyu) from week 20 on. That is why the value jumps from
 *    15.3 cm at week 19 to 25.6 cm at week 20: the method changes, not the baby.
 *  - weights start at week 8 (1 g). Weeks 1-7 have no measurable weight and use 0 g; their
 *    lengths are small approximate embryo sizes (0 for weeks 1-2, when there is no embryo).
 * From week 8 on both series are strictly increasing. They are population averages: an
 * individual baby's measurements vary and are interpreted by the doctor.
 *
 * Trimesters: 1 = weeks 1-12, 2 = weeks 13-26, 3 = weeks 27-40.
 *
 * Content is general information, not medical advice; every tip about medication, supplements,
 * tests or symptoms refers the reader to their doctor.
 */

import { clampWeek, FIRST_WEEK, weekSize, type WeekSize } from './pregnancy-week-sizes';

// the dashboard imports these from pregnancy-week-sizes.ts; the week page and the tests from here
export { weekSizeText, type WeekSize } from './pregnancy-week-sizes';

export type Trimester = 1 | 2 | 3;

export interface WeekInfo extends WeekSize {
  /** Crown-rump length up to week 19, crown-heel length from week 20 (see file comment). */
  lengthCm: number;
  weightG: number;
  trimester: Trimester;
  milestone?: string;
  developments: string[];
  tips: string[];
}

export const WEEK_DATA_SOURCE =
  'BabyCenter’ın ortalama bebek boyu ve kilosu tablosu (19. haftaya kadar baş-popo boyu, 20. haftadan itibaren baş-topuk boyu). ' +
  'Değerler ortalamadır; bebeğinizin ölçümlerini doktorunuz değerlendirir.';

export function trimesterOf(week: number): Trimester {
  const w = clampWeek(week);
  if (w <= 12) return 1;
  if (w <= 26) return 2;
  return 3;
}

/** A week's content beside its size (pregnancy-week-sizes.ts). */
type WeekEntry = Omit<WeekInfo, 'trimester' | keyof Omit<WeekSize, 'week'>>;

const WEEK_ENTRIES: WeekEntry[] = [
  {
    week: 1,
    lengthCm: 0,
    weightG: 0,
    developments: [
      'Hamilelik haftaları son âdet döneminizin ilk gününden itibaren sayılır; bu yüzden 1. haftada henüz döllenme olmamıştır ve bir embriyo yoktur.',
      'Bu hafta âdet kanamanız olur: rahim iç zarı (endometrium) dökülür ve yeni bir döngü başlar.',
      'Hormonların etkisiyle yumurtalıklarınızda birkaç folikül olgunlaşmaya başlar; bunlardan biri yumurtlamada serbest kalacak yumurtayı taşır.',
      'Tahmini doğum tarihi, son âdetin ilk gününe 280 gün (40 hafta) eklenerek hesaplanır.',
    ],
    tips: [
      'Hamilelik planlıyorsanız folik asit kullanımına hamilelikten önce başlamanız önerilir; size uygun dozu doktorunuza danışın.',
      'Alkolü ve sigarayı bırakın, sigara dumanlı ortamlardan uzak durun; bırakmakta zorlanıyorsanız doktorunuzdan destek isteyin.',
      'Düzenli kullandığınız ilaçların hamilelikte güvenli olup olmadığını doktorunuzla konuşun; kendi kendinize ilaç bırakmayın ya da başlamayın.',
      'Son âdetinizin ilk gününü not edin; doktorunuz hamilelik haftanızı ve tahmini doğum tarihinizi bu tarihe göre hesaplar.',
    ],
  },
  {
    week: 2,
    lengthCm: 0,
    weightG: 0,
    developments: [
      'Henüz bir embriyo yok: 2. hafta da son âdet tarihinden yapılan hesabın bir parçasıdır; döllenme genellikle bu haftanın sonunda ya da 3. haftanın başında olur.',
      'Rahim iç zarı, döllenmiş bir yumurtanın tutunabilmesi için östrojen hormonunun etkisiyle yeniden kalınlaşır.',
      'Haftanın sonuna doğru olgunlaşan yumurta yumurtalıktan serbest kalır (yumurtlama) ve tüplere doğru ilerler.',
    ],
    tips: [
      'Yumurtlama zamanı döngüden döngüye değişebilir; âdetleriniz düzensizse doktorunuzla konuşun.',
      'Dengeli beslenmeye, bol su içmeye ve düzenli hafif egzersize şimdiden başlamak hamileliğin geri kalanına da iyi gelir.',
      'Hamilelik öncesi kontrolde aşılarınızı ve varsa kronik hastalıklarınızı doktorunuzla gözden geçirin. Kızamıkçık ya da suçiçeği gibi canlı aşılar hamilelikte yapılmaz; gerekiyorsa hamile kalmadan en az bir ay önce yapılır.',
      'Kafeinli içecekleri azaltmaya başlayın; hamilelikte günlük güvenli miktarı doktorunuza danışın.',
    ],
  },
  {
    week: 3,
    lengthCm: 0.01,
    weightG: 0,
    milestone: 'Döllenme',
    developments: [
      'Yumurta, fallop tüpünde bir sperm hücresiyle birleşir ve döllenme gerçekleşir; oluşan tek hücreye zigot denir.',
      'Bebeğinizin genetik yapısı (kan grubu, göz rengi eğilimi ve kromozomal cinsiyeti dâhil) döllenme anında belirlenir.',
      'Zigot bölünerek birkaç gün içinde blastosist adı verilen, içi sıvı dolu bir hücre topuna dönüşür ve rahme doğru ilerler.',
    ],
    tips: [
      'Ev tipi hamilelik testleri bu hafta henüz pozitif çıkmayabilir; âdet gecikmesinden sonra test yapıp sonucu doktorunuzla paylaşın.',
      'Alkol, sigara ve uyuşturucu maddeler gelişimin en hassas döneminde zararlıdır; hamile kalmaya çalışırken de bunlardan tamamen uzak durun.',
      'Folik asit kullanmaya devam edin; henüz başlamadıysanız vakit kaybetmeden doktorunuza danışın.',
      'Röntgen çekimi, yeni bir ilaç ya da bitkisel ürün söz konusu olduğunda hamile olabileceğinizi belirtin ve önce doktorunuza danışın.',
    ],
  },
  {
    week: 4,
    lengthCm: 0.04,
    weightG: 0,
    milestone: 'Rahme tutunma',
    developments: [
      'Blastosist rahim iç zarına yerleşir (rahme tutunma); bu sırada bazı kadınlarda hafif lekelenme görülebilir.',
      'Hamilelik hormonu hCG salgılanmaya başlar; hamilelik testlerinin ölçtüğü hormon budur.',
      'Hücrelerin bir kısmı embriyoyu, bir kısmı plasentayı, amniyon kesesini ve besin (yolk) kesesini oluşturmaya başlar.',
      'Embriyo şu an milimetrenin yalnızca bir kesri kadardır (yaklaşık 0,1–0,4 mm); henüz ultrasonda görülmez.',
    ],
    tips: [
      'Âdetiniz gecikti ve test pozitif çıktıysa ilk hamilelik kontrolünüz için doktorunuzdan randevu alın.',
      'Lekelenme ya da kanama olursa, hafif bile olsa doktorunuza haber verin; kanamayla birlikte şiddetli karın ağrısı varsa hemen acil servise başvurun.',
      'Yorgunluk, göğüslerde hassasiyet ve sık idrara çıkma erken belirtiler olabilir; bol dinlenin, şikâyetleriniz sizi zorluyorsa doktorunuza danışın.',
    ],
  },
  {
    week: 5,
    lengthCm: 0.2,
    weightG: 0,
    milestone: 'İlk kalp atışları',
    developments: [
      'Kalp önce basit bir tüp şeklinde oluşur ve bu hafta ritmik olarak atmaya başlar.',
      'Beyni ve omuriliği oluşturacak nöral tüp gelişmektedir; folik asit bu yapının sağlıklı kapanmasına katkı sağlar.',
      'Embriyoda tüm organları oluşturacak üç temel hücre tabakası (ektoderm, mezoderm, endoderm) belirginleşir.',
    ],
    tips: [
      'İlk muayenede genellikle kan tahlilleri istenir ve hamileliğin rahim içinde olup olmadığı ultrasonla kontrol edilir; hangi tetkiklerin ne zaman yapılacağını doktorunuzla planlayın.',
      'Folik asidi doktorunuzun önerdiği şekilde almaya devam edin.',
      'Bulantı başladıysa az ve sık yemek, kuru kraker gibi hafif atıştırmalıklar işe yarayabilir; bulantı için ilaç kullanmadan önce doktorunuza danışın.',
    ],
  },
  {
    week: 6,
    lengthCm: 0.5,
    weightG: 0,
    developments: [
      'Nöral tüp bu dönemde kapanır; beynin bölümleri hızla gelişmeye başlar.',
      'Kol ve bacakları oluşturacak küçük tomurcuklar belirir; yüzde göz ve kulakların ilk izleri görülür.',
      'Kalp atışı, vajinal ultrasonla bu hafta ya da birkaç gün içinde görülebilir.',
    ],
    tips: [
      'Kusmalar yüzünden sıvıları bile tutamıyorsanız, idrarınız azaldıysa ya da kilo kaybediyorsanız doktorunuza başvurun; bu durum tedavi gerektirebilir.',
      'Gün içinde sık sık dinlenin; hamileliğin ilk haftalarında yorgunluk çok sık görülür.',
      'Kokulara karşı hassasiyet artabilir; mutfağı havalandırmak ve soğuk yiyecekleri tercih etmek bulantıyı hafifletebilir, geçmeyen şikâyetler için doktorunuza danışın.',
    ],
  },
  {
    week: 7,
    lengthCm: 1,
    weightG: 0,
    developments: [
      'Beyin çok hızlı büyür; baş bölümü vücuda göre oldukça büyük görünür.',
      'Kol ve bacak tomurcukları uzar, eller kürek şeklinde belirmeye başlar.',
      'Göbek kordonu oluşur; bebeğinize oksijen ve besin bu kordon aracılığıyla ulaşacaktır.',
      'Böbrek ve karaciğer gibi organların ilk yapıları gelişmeye başlar.',
    ],
    tips: [
      'Çiğ sütten ve pastörize edilmemiş sütten yapılan peynirlerden (ör. köy peyniri), iyi pişmemiş sucuk ve pastırmadan, etli çiğ köfteden, çiğ ya da az pişmiş et, tavuk, yumurta ve balıktan kaçının; bunlar listeria ve toksoplazma gibi enfeksiyonların riskini artırır.',
      'Sık idrara çıkma bu dönemde normaldir; ancak idrar yaparken yanma, ağrı ya da ateş varsa idrar yolu enfeksiyonu olabileceği için doktorunuza danışın.',
      'Gün boyunca yeterince su için; yanınızda küçük bir su şişesi taşımak iyi bir hatırlatıcıdır.',
    ],
  },
  {
    week: 8,
    lengthCm: 1.6,
    weightG: 1,
    developments: [
      'El ve ayak parmakları belirmeye başlar; şimdilik aralarında ince bir perde vardır.',
      'Göz kapakları ve dış kulak şekillenir; üst dudak ve burun ucu belirginleşir.',
      'Embriyo küçük, kendiliğinden hareketler yapmaya başlar; bunları henüz hissetmezsiniz.',
    ],
    tips: [
      'İlk ultrason muayenesinde bebeğinizin boyu ölçülerek hamilelik haftası netleştirilebilir; tahmini doğum tarihinizi doktorunuzla teyit edin.',
      'Kedi kumu temizliğini mümkünse başkasına bırakın, bahçe işlerinde eldiven giyin ve sebze-meyveleri iyice yıkayın; toksoplazma hakkındaki sorularınızı doktorunuza sorun.',
      'Göğüsleriniz büyüyüp hassaslaşabilir; destekleyici ve rahat bir sütyen kullanmak rahatlatır.',
    ],
  },
  {
    week: 9,
    lengthCm: 2.3,
    weightG: 2,
    developments: [
      'Embriyonik kuyruk kaybolur; bebeğiniz giderek daha çok bir insan yavrusuna benzer.',
      'Kalp dört odacıklı yapısını kazanır ve kalp kapakçıkları gelişir.',
      'Kaslar gelişmeye başlar; kollar dirseklerden bükülebilir hâle gelir.',
    ],
    tips: [
      'Kabızlığa karşı lifli gıdalar (sebze, meyve, tam tahıl) ve bol su tüketin; müshil ya da lif takviyesi kullanmadan önce doktorunuza danışın.',
      'Doktorunuz aksini söylemediyse yürüyüş ve yüzme gibi hafif egzersizler hamilelikte faydalıdır.',
      'Duygu dalgalanmaları hormonal değişikliklerle sık görülür; uzun süren mutsuzluk ya da kaygı hissediyorsanız bunu doktorunuzla konuşun.',
    ],
  },
  {
    week: 10,
    lengthCm: 3.1,
    weightG: 4,
    milestone: 'Temel organlar oluştu',
    developments: [
      'Embriyonik dönem sona eriyor: temel organların tümü oluşmuştur, bundan sonra büyüyüp olgunlaşacaklardır. Artık bebeğinize fetüs denir.',
      'Tırnak yatakları ve süt dişlerinin tomurcukları oluşmaya başlar.',
      'Parmaklar arasındaki perdeler kaybolur; eller ve ayaklar daha belirgin hâle gelir.',
    ],
    tips: [
      'İlk üç ayın taraması (ikili tarama ve ense kalınlığı ölçümü) 11. hafta ile 13 hafta 6 gün arasında yapılır; randevunuzu doktorunuzla planlayın.',
      'Anne kanında hücre dışı DNA testi (NIPT) gibi ek tarama seçeneklerini ve sonuçların ne anlama geldiğini doktorunuzla konuşun.',
      'Diş eti kanaması hamilelikte sık görülür; hamile olduğunuzu belirterek diş hekiminize kontrol olun, şikâyetiniz sürerse doktorunuza da danışın.',
    ],
  },
  {
    week: 11,
    lengthCm: 4.1,
    weightG: 7,
    developments: [
      'Baş, vücut uzunluğunun neredeyse yarısı kadardır; yüz hatları belirginleşir.',
      'Kemikler sertleşmeye (kemikleşmeye) başlar.',
      'Dış genital organlar gelişmeye devam eder, ancak cinsiyet henüz ultrasonda güvenilir biçimde ayırt edilemez.',
    ],
    tips: [
      'İkili tarama için uygun aralıktasınız (11. hafta ile 13 hafta 6 gün arası); sonuçları doktorunuzla birlikte değerlendirin.',
      'Bulantılar çoğu kişide bu haftalardan sonra azalmaya başlar; hâlâ yemek yiyemiyorsanız doktorunuza danışın.',
      'Aniden ayağa kalkmak baş dönmesine yol açabilir; yavaş hareket edin, baş dönmesi sık oluyorsa doktorunuza söyleyin.',
    ],
  },
  {
    week: 12,
    lengthCm: 5.4,
    weightG: 14,
    milestone: 'İlk üç ayın sonu',
    developments: [
      'Refleksler gelişir: bebeğiniz parmaklarını açıp kapayabilir, emme hareketleri yapabilir.',
      'Böbrekler idrar üretmeye başlar; bu idrar amniyon sıvısına karışır.',
      'Bir süre göbek kordonunun içinde gelişen bağırsaklar karın boşluğuna yerleşir.',
    ],
    tips: [
      'İlk üç ayın sonuna geldiniz; düşük riski bu dönemden sonra belirgin biçimde azalır.',
      'Tarama testi sonuçlarınızı ve sonraki kontrol takviminizi doktorunuzla konuşun.',
      'Hamilelikte alınması gereken kilo, hamilelik öncesi kilonuza göre değişir; size uygun hedefi doktorunuza danışın.',
      'Sağlık Bakanlığı programında D vitamini desteği bu haftadan (12. hafta) itibaren verilir; nasıl kullanacağınızı aile hekiminize ya da doktorunuza danışın.',
    ],
  },
  {
    week: 13,
    lengthCm: 7.4,
    weightG: 23,
    developments: [
      'İkinci üç ay başlıyor; bebeğiniz artık daha hızlı uzar.',
      'Ses telleri oluşur; parmak uçlarında parmak izleri şekillenmeye başlar.',
      'Rahim büyüyerek leğen kemiğinin üzerine çıkar; karnınız belirginleşmeye başlayabilir.',
    ],
    tips: [
      'Enerjiniz yavaş yavaş geri gelebilir; doktorunuzun onayıyla düzenli yürüyüş gibi hafif egzersizlere başlamak için uygun bir dönemdir.',
      'Karnın yanlarında kısa süreli, batıcı ağrılar rahmi taşıyan bağların gerilmesinden olabilir; ağrı şiddetliyse, geçmiyorsa ya da kanama eşlik ediyorsa doktorunuza başvurun.',
      'Rahat ve bol kıyafetler tercih edin; belinizi sıkan giysiler rahatsızlık verebilir.',
    ],
  },
  {
    week: 14,
    lengthCm: 8.7,
    weightG: 43,
    developments: [
      'Vücudu lanugo adı verilen ince tüyler kaplamaya başlar; bu tüyler bebeği sıcak tutmaya yardım eder.',
      'Yüz kasları çalışmaya başlar; bebeğiniz kaşlarını çatabilir, yüzünü buruşturabilir.',
      'Karaciğer safra, dalak ise kan hücreleri üretmeye başlar.',
    ],
    tips: [
      'Hamilelikte ciltte lekelenme (melazma) görülebilir; güneşte şapka kullanın, hangi güneş koruyucuların uygun olduğunu doktorunuza danışın.',
      'Hamilelik kontrollerini aksatmayın; tansiyon ve kilo takibi her muayenede önemlidir.',
      'Tabağınızda protein, sebze, meyve, tam tahıl ve süt ürünleri bulunsun; dengeli beslenme hem sizin hem bebeğinizin ihtiyacıdır.',
    ],
  },
  {
    week: 15,
    lengthCm: 10.1,
    weightG: 70,
    developments: [
      'Göz kapakları kapalı olsa da bebeğiniz ışığı algılamaya başlar.',
      'Bacaklar kollardan daha uzun hâle gelir; eklemler ve kaslar hareket ettikçe güçlenir.',
      'Kemikleşme sürer; iskelet ultrasonda daha net görülür.',
    ],
    tips: [
      'Burun tıkanıklığı ve burun kanaması hamilelikte sık görülür; burun spreyi ya da ilaç kullanmadan önce doktorunuza danışın.',
      'İlk üç ayın taramasını yaptırmadıysanız ikinci üç ayın tarama testleri (ör. üçlü ya da dörtlü tarama) hakkında doktorunuzla konuşun.',
      'Uyku düzeninizi korumaya çalışın; yatmadan önce ağır yemeklerden kaçınmak uykuyu kolaylaştırır.',
    ],
  },
  {
    week: 16,
    lengthCm: 11.6,
    weightG: 100,
    milestone: 'Cinsiyet belirlenebilir',
    developments: [
      'Dış genital organlar belirginleşir; cinsiyet ultrasonda görülebilir, ancak bebeğin duruşuna göre kesinleşmesi sonraki haftaları bulabilir.',
      'Gözler, kapalı göz kapaklarının altında yavaşça hareket etmeye başlar.',
      'Kalp her gün büyük miktarda kan pompalar; damar ağı gelişmeye devam eder.',
    ],
    tips: [
      'Sağlık Bakanlığı programında demir desteği bu haftadan (16. hafta) itibaren, D vitamini desteği 12. haftadan itibaren verilir ve doğumdan sonra da bir süre sürer; size uygun dozu doktorunuzla konuşun.',
      'Cinsiyeti doğuma kadar öğrenmek istemiyorsanız bunu muayeneden önce doktorunuza söyleyin.',
      'Bel ve sırt ağrısını azaltmak için düz tabanlı, rahat ayakkabılar giyin ve ağır kaldırmayın; ağrı şiddetliyse doktorunuza danışın.',
    ],
  },
  {
    week: 17,
    lengthCm: 13,
    weightG: 140,
    developments: [
      'Deri altında yağ dokusu birikmeye başlar; bu doku doğumdan sonra vücut ısısını korumaya yardım edecektir.',
      'Kıkırdaktan oluşan iskelet giderek kemiğe dönüşür.',
      'Göbek kordonu kalınlaşır ve güçlenir.',
    ],
    tips: [
      'Yan yatarak uyumaya alışmaya başlayın; bacaklarınızın arasına bir yastık koymak rahatlatır.',
      'İştahınız artabilir; ikinci üç ayda enerji ihtiyacı yalnızca biraz artar, bu yüzden “iki kişilik yemek” yerine besleyici ara öğünler seçin.',
      'Ağırlık merkeziniz değiştiği için dengeniz etkilenebilir; kaygan zeminlerde ve merdivenlerde dikkatli olun.',
    ],
  },
  {
    week: 18,
    lengthCm: 14.2,
    weightG: 190,
    milestone: 'İlk hareketler',
    developments: [
      'Birçok anne adayı bebeğin ilk hareketlerini 18-20. haftalar arasında kelebek kanadı gibi hafif kıpırtılar olarak hisseder; daha önce doğum yapmış olanlar biraz daha erken fark edebilir.',
      'Kulaklar son yerine yerleşir; bebeğiniz sesleri duymaya başlayabilir.',
      'Sinirleri saran koruyucu kılıf (miyelin) oluşmaya başlar.',
    ],
    tips: [
      'Ayrıntılı ultrason (anomali taraması) genellikle 18-22. haftalar arasında yapılır; randevunuzu doktorunuzla planlayın.',
      'Hareketleri henüz hissetmediyseniz endişelenmeyin; ilk hamilelikte bu birkaç hafta daha sürebilir. Aklınıza takılanları doktorunuza sorun.',
      'Bebeğinizle konuşmak ve ona şarkı söylemek aranızdaki bağı güçlendirmenin güzel bir yoludur.',
    ],
  },
  {
    week: 19,
    lengthCm: 15.3,
    weightG: 240,
    developments: [
      'Cildi koruyan beyaz, yağlı bir tabaka (verniks) oluşur.',
      'Beyinde koku, tat, işitme, görme ve dokunma duyularına ait bölgeler gelişir.',
      'Kız bebeklerde rahim ve yumurtalıklar oluşmuştur; yumurtalıklarda milyonlarca ilkel yumurta hücresi bulunur.',
    ],
    tips: [
      'Anomali taraması için hâlâ uygun aralıktasınız (18-22. haftalar); henüz yapılmadıysa doktorunuzla konuşun.',
      'Özellikle geceleri bacak krampları görülebilir; germe hareketleri yardımcı olabilir, takviye kullanmadan önce doktorunuza danışın.',
      'Karın ortasında koyu bir çizgi (linea nigra) ve ciltte renk değişiklikleri görülebilir; bunlar genellikle doğumdan sonra solar, aklınıza takılan bir değişiklik olursa doktorunuza gösterin.',
    ],
  },
  {
    week: 20,
    lengthCm: 25.6,
    weightG: 300,
    milestone: 'Yolun yarısı',
    developments: [
      'Hamileliğin yarısına geldiniz! Bebeğiniz amniyon sıvısını yutar; bağırsaklarında ilk dışkı (mekonyum) oluşmaya başlar.',
      'Saçlar çıkmaya, tırnaklar uzamaya başlar.',
      'Uyku ve uyanıklık dönemleri belirginleşir; bebeğinizin daha hareketli olduğu saatleri fark edebilirsiniz.',
      'Tablodaki boy bu haftadan itibaren baştan topuğa kadardır (önceki haftalarda baştan popoya); değerdeki büyük sıçrama bu yüzdendir, bebeğiniz bir haftada bu kadar uzamadı.',
    ],
    tips: [
      'Anomali taraması henüz yapılmadıysa bu hafta ya da önümüzdeki iki hafta içinde yapılması önerilir; doktorunuzla planlayın.',
      'Seyahat planlıyorsanız ikinci üç ay genellikle en rahat dönemdir; yolculuktan önce doktorunuza danışın ve uzun yolculuklarda sık sık mola verip hareket edin.',
      'Pelvik taban (Kegel) egzersizleri idrar kaçırmayı önlemeye yardımcı olabilir; doğru yapılışını doktorunuza ya da ebenize sorun.',
    ],
  },
  {
    week: 21,
    lengthCm: 26.7,
    weightG: 360,
    developments: [
      'Hareketler güçlenir; tekmeleri daha belirgin hissetmeye başlayabilirsiniz.',
      'Kemik iliği kan hücresi üretimine katılmaya başlar.',
      'Bebeğiniz yuttuğu amniyon sıvısı sayesinde farklı tatlarla tanışır; yedikleriniz sıvının tadını etkileyebilir.',
    ],
    tips: [
      'Ayak bileklerinde hafif şişlik sık görülür ve bacaklarınızı yükseltmek yardımcı olur; ancak yüzde ve ellerde ani şişlik, şiddetli baş ağrısı ya da görme bozukluğu olursa hemen doktorunuza başvurun.',
      'Varis ve bacak ağrısına karşı uzun süre ayakta kalmaktan kaçının; varis çorabı kullanmadan önce doktorunuza danışın.',
      'Bebeğinizin hareketlerini tanımaya başlayın; hangi saatlerde daha hareketli olduğunu bilmek ileride hareket takibini kolaylaştırır.',
    ],
  },
  {
    week: 22,
    lengthCm: 27.8,
    weightG: 430,
    developments: [
      'Dokunma duyusu gelişir; bebeğiniz yüzüne dokunur, göbek kordonunu kavrayabilir.',
      'Gözler oluşmuştur, ancak iris henüz rengini kazanmamıştır.',
      'Dudaklar ve kaşlar daha belirgin hâle gelir; pankreas gelişmeye devam eder.',
    ],
    tips: [
      'Hamilelik şekeri (gestasyonel diyabet) taraması genellikle 24-28. haftalar arasında yapılır; testin zamanını ve nasıl hazırlanacağınızı doktorunuzla konuşun.',
      'Düzensiz, ağrısız ve dinlenince geçen karın sertleşmeleri (Braxton Hicks) olabilir; düzenli ve ağrılı kasılmalar olursa hemen doktorunuza başvurun.',
      'Doğuma hazırlık ve emzirme eğitimleri hakkında bilgi toplamaya başlayabilirsiniz.',
    ],
  },
  {
    week: 23,
    lengthCm: 28.9,
    weightG: 501,
    developments: [
      'Bebeğiniz daha yüksek sesleri duyabilir ve sizin sesinize alışmaya başlar.',
      'Akciğerlerde, doğumdan sonra nefes almaya hazırlık için kan damarları gelişir.',
      'Cilt hâlâ ince, kırışık ve kırmızımsıdır; yağ birikimi arttıkça düzleşecektir.',
    ],
    tips: [
      'Erken doğum belirtilerini öğrenin: 37. haftadan önce düzenli kasılmalar, vajinadan sıvı gelmesi, kanama, kasıkta baskı ya da bel ağrısı olursa hemen doktorunuza başvurun.',
      'Bel ağrısını azaltmak için dik durmaya özen gösterin ve uzun süre aynı pozisyonda kalmayın; ağrı geçmiyorsa doktorunuza danışın.',
      'Bol su için; yetersiz sıvı almak kabızlık ve idrar yolu enfeksiyonu riskini artırabilir.',
    ],
  },
  {
    week: 24,
    lengthCm: 30,
    weightG: 600,
    milestone: 'Yaşayabilirlik sınırı',
    developments: [
      'Yaşayabilirlik sınırına ulaşıldı: bu haftada doğan bebeklerin yenidoğan yoğun bakım desteğiyle yaşama şansı vardır; yine de riskler çok yüksektir ve rahimde geçen her hafta çok değerlidir.',
      'Akciğerler, doğumdan sonra nefes almayı kolaylaştıracak sürfaktan maddesini üretmeye başlar.',
      'Yüz hatları neredeyse tamamlanmıştır; kirpikler ve kaşlar belirgindir.',
    ],
    tips: [
      'Şeker yükleme testi (OGTT) genellikle 24-28. haftalar arasında yapılır; testi doktorunuzun önerdiği şekilde yaptırın.',
      'Doktorunuz kansızlık açısından kan tahlili isteyebilir; demir takviyesini doktorunuzun önerdiği şekilde kullanın.',
      'Kanama, sıvı gelmesi ya da düzenli kasılmalar olursa beklemeden doktorunuza ya da hastaneye başvurun.',
    ],
  },
  {
    week: 25,
    lengthCm: 34.6,
    weightG: 660,
    developments: [
      'Saçlar renk ve doku kazanmaya başlar.',
      'Burun delikleri açılır; bebeğiniz amniyon sıvısıyla nefes alma hareketlerini çalışır.',
      'Deri altı yağ dokusu arttıkça bebeğiniz daha dolgun görünmeye başlar; sesinize hareketle tepki verdiğini fark edebilirsiniz.',
      'Tablodaki boy geçen haftaya göre 4,6 cm artmış görünür, sonraki haftalarda ise haftada yaklaşık 1 cm: bu sıçrama ortalamaların alındığı tablodan gelir, bir bebek bir haftada bu kadar uzamaz.',
    ],
    tips: [
      'Ellerde uyuşma ve karıncalanma (karpal tünel) hamilelikte görülebilir; şikâyetleriniz artarsa doktorunuza danışın.',
      'Hemoroit ve kabızlığa karşı lifli beslenmeye ve hareketli olmaya devam edin; krem ya da ilaç kullanmadan önce doktorunuza danışın.',
      'Sağ ya da sol yanınıza yatarak uyumak hem sizin hem bebeğinizin kan dolaşımı için daha uygundur.',
    ],
  },
  {
    week: 26,
    lengthCm: 35.6,
    weightG: 760,
    developments: [
      'Gözler bu haftalarda açılmaya başlar.',
      'Ani seslere irkilerek tepki verebilir; bu sırada kalp atışı hızlanabilir.',
      'Akciğerlerdeki hava keseciklerinin (alveoller) gelişimi sürer.',
    ],
    tips: [
      'Kan grubunuz Rh negatifse 28. hafta civarında yapılabilecek anti-D (Rh) iğnesini doktorunuzla konuşun.',
      'Hamilelikte önerilen aşıları (ör. tetanos-difteri ya da boğmaca içeren aşılar, mevsiminde grip aşısı) ve zamanlamalarını doktorunuzla konuşun.',
      'Doğum planınızı düşünmeye başlayın: doğumun nerede olacağı, yanınızda kimin olacağı ve tercihleriniz gibi konuları doktorunuzla paylaşın.',
    ],
  },
  {
    week: 27,
    lengthCm: 36.6,
    weightG: 875,
    developments: [
      'Son üç ay başlıyor; beyin dokusu hızla gelişir.',
      'Düzenli uyku-uyanıklık döngüleri vardır; ritmik küçük sıçramalar bebeğinizin hıçkırdığını gösterebilir.',
      'Akciğerler ve sinir sistemi olgunlaşmaya devam eder.',
    ],
    tips: [
      'Bebeğinizin hareketlerini her gün takip etmeye başlayın; hareket sayma yöntemini doktorunuza danışın, hareketler azalırsa ya da alışılmış düzeninden farklıysa beklemeden doktorunuza başvurun.',
      'Yan yatarak uyumayı alışkanlık hâline getirin; son üç ayda uzun süre sırtüstü yatmamanız önerilir.',
      'Bundan sonra kontroller genellikle daha sık yapılır; randevu takviminizi doktorunuzla netleştirin.',
    ],
  },
  {
    week: 28,
    lengthCm: 37.6,
    weightG: 1005,
    developments: [
      'Göz kapaklarını açıp kapayabilir; kirpikleri oluşmuştur.',
      'Beyin dalgalarında hızlı göz hareketli (REM) uykuya benzer dönemler görülür.',
      'Bebeğinizin ağırlığı yaklaşık 1 kilogramı bulmuştur; yağ dokusu artmaya devam eder.',
    ],
    tips: [
      'Her gün, bebeğinizin genellikle hareketli olduğu bir saatte hareketlerini sayın; doktorunuzun önerdiği sürede beklenen sayıya ulaşmazsanız hemen doktorunuza başvurun.',
      'Rh negatifseniz anti-D iğnesinin zamanını doktorunuzla teyit edin.',
      'Kansızlık ve hamilelik şekeri test sonuçlarınızı doktorunuzla birlikte gözden geçirin.',
    ],
  },
  {
    week: 29,
    lengthCm: 38.6,
    weightG: 1153,
    developments: [
      'Kaslar ve akciğerler olgunlaşmaya devam eder.',
      'Baş, gelişen beyne yer açmak için büyür.',
      'Kemikler sertleştikçe bebeğiniz sizden daha fazla kalsiyum alır.',
    ],
    tips: [
      'Kalsiyum ihtiyacınızı süt ürünleri ve dengeli beslenmeyle karşılamaya çalışın; 12. haftada başlayan D vitamini ve 16. haftada başlayan demir desteğini doktorunuzun önerdiği şekilde sürdürün.',
      'Mide yanmasına karşı az ve sık yiyin, yemekten hemen sonra uzanmayın; mide ilacı kullanmadan önce doktorunuza danışın.',
      'Tekmeler güçlendikçe uykunuz bölünebilir; gün içinde kısa molalar vererek dinlenin.',
    ],
  },
  {
    week: 30,
    lengthCm: 39.9,
    weightG: 1319,
    developments: [
      'Beyin yüzeyindeki kıvrımlar belirginleşir; sinir hücreleri arasındaki bağlantılar hızla artar.',
      'Lanugo tüyleri dökülmeye başlar.',
      'Kırmızı kan hücrelerinin üretimi tamamen kemik iliğine geçer.',
    ],
    tips: [
      'Büyüyen rahim diyaframa baskı yaptığı için nefes darlığı hissedebilirsiniz; ani başlayan ya da göğüs ağrısıyla birlikte olan nefes darlığında hemen doktorunuza başvurun.',
      'Uygulamadaki doğum çantası listesine şimdiden göz atabilirsiniz; çantayı 34–36. haftalar arasında hazırlayıp kapının yanında tutmanız önerilir.',
      'Yorgunluk yeniden artabilir; gerektiğinde yakınlarınızdan yardım istemekten çekinmeyin.',
    ],
  },
  {
    week: 31,
    lengthCm: 41.1,
    weightG: 1502,
    developments: ['Bebeğiniz başını bir yandan diğer yana çevirebilir.', 'Beş duyunun tümü çalışmaktadır.', 'Bu haftalardan itibaren kilo alımı hızlanır.'],
    tips: [
      'Braxton Hicks kasılmaları sıklaşabilir; 37. haftadan önce düzenli, giderek sıklaşan ya da ağrılı kasılmalar olursa hemen doktorunuza başvurun.',
      'Emzirme hakkında bilgi edinin; sorularınızı doktorunuza ya da bir emzirme danışmanına sorabilirsiniz.',
      'Bebeğinizin ihtiyaç listesini gözden geçirin; önce temel ihtiyaçları tamamlayın.',
    ],
  },
  {
    week: 32,
    lengthCm: 42.4,
    weightG: 1702,
    developments: [
      'El ve ayak tırnakları oluşmuştur.',
      'Bebeğiniz nefes alma, yutkunma ve emme hareketlerini düzenli olarak çalışır.',
      'Birçok bebek bu haftalarda başı aşağıda olacak şekilde dönmeye başlar.',
    ],
    tips: [
      'Bebeğinizin hareketleri azalırsa ya da her zamankinden farklıysa beklemeyin; hemen doktorunuza ya da hastaneye başvurun.',
      'Kimliğinizi, sigorta bilgilerinizi ve hamilelik takip dosyanızı şimdiden kolay ulaşabileceğiniz bir yerde toplayın; doğum çantanızı 34–36. haftalar arasında hazırlayacaksınız.',
      'Bebeğinizin duruşunu merak ediyorsanız bir sonraki kontrolde doktorunuza sorun; bebekler sonraki haftalarda da dönebilir.',
    ],
  },
  {
    week: 33,
    lengthCm: 43.7,
    weightG: 1918,
    developments: [
      'Kafatası kemikleri henüz birleşmemiştir; bu esneklik doğum kanalından geçişi kolaylaştırır.',
      'Annenin antikorları plasenta yoluyla bebeğe geçerek doğumdan sonraki ilk aylarda onu korumaya yardım eder.',
      'Göz bebekleri ışığa göre büyüyüp küçülebilir.',
    ],
    tips: [
      'Hastaneye giden en uygun yolu ve gerektiğinde kimi arayacağınızı önceden planlayın.',
      'Ayak ve bileklerde şişlik olursa bacaklarınızı yükseltin; ani ya da yüzde şişlik, şiddetli baş ağrısı ya da görme bozukluğu olursa hemen doktorunuza başvurun.',
      'Bebeğinizi hastaneden eve getirirken araçta yaşına uygun bir oto koltuğu kullanın; kurulumunu önceden öğrenin.',
      'Bebeğiniz için bir çocuk doktoru seçmeyi düşünebilirsiniz.',
    ],
  },
  {
    week: 34,
    lengthCm: 45,
    weightG: 2146,
    developments: [
      'Merkezi sinir sistemi ve akciğerler olgunlaşmaya devam eder.',
      'Cildi koruyan verniks tabakası kalınlaşır.',
      'Tırnaklar parmak uçlarına ulaşır.',
    ],
    tips: [
      'B grubu streptokok (GBS) taraması birçok merkezde 36-37. haftalar civarında yapılır; sizin için gerekip gerekmediğini doktorunuza danışın.',
      'Doğum şekli ve doğum planınızla ilgili sorularınızı doktorunuzla konuşun.',
      'Dinlenmeye zaman ayırın; gün içinde kısa şekerlemeler yapabilirsiniz.',
    ],
  },
  {
    week: 35,
    lengthCm: 46.2,
    weightG: 2383,
    developments: [
      'Böbrekler tamamen gelişmiştir; karaciğer bazı atıkları işleyebilir.',
      'Rahimde yer daraldıkça hareketler tekmeden çok kıvrılma ve itme gibi hissedilebilir; ancak hareketlerin sayısı azalmamalıdır.',
      'Bebeğiniz her hafta yaklaşık 200-250 gram almaya devam eder.',
    ],
    tips: [
      'Doğum belirtilerini öğrenin: düzenli ve giderek sıklaşan kasılmalar, suyun gelmesi ya da kanama olursa doktorunuzun önerdiği şekilde hastaneye gidin.',
      'Hareketlerin azaldığını hissederseniz bunu yer darlığına bağlamayın; hemen doktorunuza başvurun.',
      'Hastaneye ulaşımı ve eve dönüşte kullanılacak oto koltuğunu hazır edin.',
    ],
  },
  {
    week: 36,
    lengthCm: 47.4,
    weightG: 2622,
    milestone: 'Miada yaklaşma',
    developments: [
      'Miada yaklaşıyorsunuz: lanugo tüylerinin çoğu dökülmüştür.',
      'Bebeğinizin başı leğen kemiğine doğru inebilir; nefes almanız kolaylaşırken idrara çıkma sıklaşabilir.',
      'Emme ve yutma becerileri beslenmeye hazır hâle gelir.',
    ],
    tips: [
      'Doktorunuz sizi bu haftalarda daha sık görmek isteyebilir; önerdiği muayene ve testleri aksatmayın.',
      'Doğum çantanız hazır ve kapıya yakın bir yerde olsun.',
      'Vajinadan sıvı gelmesi, kanama, şiddetli baş ağrısı, görme bozukluğu ya da hareketlerde azalma olursa vakit kaybetmeden doktorunuza veya hastaneye başvurun.',
    ],
  },
  {
    week: 37,
    lengthCm: 48.6,
    weightG: 2859,
    milestone: 'Miadında',
    developments: [
      'Bebeğiniz artık miadında (erken term) kabul edilir; akciğerleri büyük ölçüde olgunlaşmıştır.',
      'Yakalama refleksi güçlüdür; doğunca parmağınızı sıkıca kavrayabilecektir.',
      'Doğuma hazırlanırken yağ depolamaya ve kilo almaya devam eder.',
    ],
    tips: [
      'Doğum belirtilerini ve ne zaman hastaneye gitmeniz gerektiğini doktorunuzla önceden konuşun.',
      'Kanlı mukus (nişan) gelmesi doğumun yaklaştığını gösterebilir; bunu doktorunuza bildirin, yoğun kanama olursa hemen hastaneye başvurun.',
      'Doğumdan hemen sonra ten tene temas ve ilk saatte emzirme isteğinizi doktorunuza ve sağlık ekibine iletin.',
    ],
  },
  {
    week: 38,
    lengthCm: 49.8,
    weightG: 3083,
    developments: [
      'Organları dış dünyaya uyum sağlamaya hazırdır.',
      'Bağırsaklarında bebeğinizin ilk kakası olacak mekonyum birikir.',
      'Yağ dokusu, doğumdan sonra vücut ısısını korumaya yetecek düzeye ulaşır.',
    ],
    tips: [
      'Hareket takibine doğuma kadar devam edin; bebekler doğumdan hemen öncesine kadar hareketli olmayı sürdürür, azalma fark ederseniz hemen doktorunuza başvurun.',
      'Bebek odasını ve temel ihtiyaçları son bir kez gözden geçirin.',
      'Doğum sonrası ilk haftalar için ailenizden ve arkadaşlarınızdan destek planlayın.',
    ],
  },
  {
    week: 39,
    lengthCm: 50.7,
    weightG: 3288,
    developments: [
      'Bebeğiniz tam term dönemdedir; beyni hızla gelişmeye devam eder.',
      'Cildi pembeleşir; lanugo büyük ölçüde kaybolmuş, verniks azalmıştır.',
      'Plasenta bebeğinize antikor ve besin sağlamayı sürdürür.',
    ],
    tips: [
      'Doğum kendiliğinden başlamazsa yapılacak izlemi ve doğumu başlatma (indüksiyon) seçeneklerini doktorunuzla konuşun.',
      'Düzenli kasılmalar, suyun gelmesi ya da kanama olursa doktorunuzun önerdiği şekilde hastaneye gidin.',
      'Dinlenin, doktorunuz aksini söylemediyse hafif yürüyüşler yapın ve sıvı almayı ihmal etmeyin.',
    ],
  },
  {
    week: 40,
    lengthCm: 51.2,
    weightG: 3462,
    milestone: 'Doğum zamanı',
    developments: [
      'Tahmini doğum tarihinize ulaştınız; bebeklerin yalnızca küçük bir kısmı tam bu tarihte doğar, birçoğu birkaç gün önce ya da sonra dünyaya gelir.',
      'Kafatası kemikleri esnek kalarak doğum kanalından geçişe uyum sağlar.',
      'Bebeğiniz ilk nefesini almaya, emmeye ve sizinle tanışmaya hazır.',
    ],
    tips: [
      'Tahmini doğum tarihi geçerse doktorunuz bebeğinizi NST (non-stres test) ve ultrasonla daha sık izleyebilir; kontrollere mutlaka gidin.',
      'Bebeğinizin hareketlerini takip etmeye devam edin; azalma olursa beklemeden hastaneye başvurun.',
      'Doğumdan sonra lohusalık şikâyetleri, duygusal zorluklar ya da emzirme güçlükleri yaşarsanız doktorunuzla konuşmaktan çekinmeyin.',
    ],
  },
];

export const PREGNANCY_WEEKS: readonly WeekInfo[] = Object.freeze(
  WEEK_ENTRIES.map((entry): WeekInfo => ({ ...weekSize(entry.week), ...entry, trimester: trimesterOf(entry.week) })),
);

/** Content for a week; out-of-range, fractional or non-finite input is clamped into 1..40. */
export function weekInfo(week: number): WeekInfo {
  const info = PREGNANCY_WEEKS[clampWeek(week) - FIRST_WEEK];
  if (!info) throw new Error(`Missing pregnancy week content for week ${week}`);
  return info;
}
