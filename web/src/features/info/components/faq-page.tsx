import { Accordion, AccordionDetails, AccordionSummary, Box, Container, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LEADERBOARD_RULES } from '@bebek/common/leaderboard';

const CATEGORIES: Array<{ title: string; items: Array<[string, string]> }> = [
  {
    title: 'Genel',
    items: [
      [
        'Bebek Yolculuğu nedir?',
        'Hamilelik sürecini hafta hafta takip etmenizi, ihtiyaç listesi tutmanızı, sevdiklerinizle tahmin oyunları oynamanızı ve doğumda herkese tek tuşla haber vermenizi sağlayan bir uygulamadır.',
      ],
      ['Uygulama ücretli mi?', 'Temel özelliklerin tamamı ücretsizdir.'],
      ['Telefonumda kullanabilir miyim?', 'Evet. Uygulama telefon ve bilgisayar tarayıcılarında çalışır; mobil uygulamamızın içinden de açılabilir.'],
    ],
  },
  {
    title: 'Hamilelik Takibi ve İhtiyaç Listesi',
    items: [
      [
        'Haftam nasıl hesaplanıyor?',
        'Beklenen doğum tarihinizden 280 gün geriye gidilerek hesaplanır. Tarihinizi profilinizden veya Bebek Bilgileri sayfasından güncelleyebilirsiniz.',
      ],
      [
        'Haftalık bilgiler tıbbi tavsiye mi?',
        'Hayır. Bilgiler genel ortalamalara dayanır; her bebek farklıdır. Sağlığınızla ilgili her konuda doktorunuza danışın.',
      ],
      [
        'İhtiyaç listemi nasıl paylaşırım?',
        'İhtiyaçlar sayfasında "Listeyi Paylaş" düğmesine basın. Oluşan bağlantıyı açan herkes listenizi yalnızca görüntüleyebilir, değiştiremez.',
      ],
    ],
  },
  {
    title: 'Tahmin Oyunları',
    items: [
      ['Hangi oyunlar var?', 'Cinsiyet tahmini, isim önerileri ve doğum günü tahmini.'],
      [
        'Kaç kişi katılabilir?',
        'Başlangıçta oyun başına 10 kişi davet edebilirsiniz. Daha fazlasına ihtiyacınız olursa İletişim sayfasından bize yazın; sınırınızı oyun başına 20 davetliye kadar yükseltebiliriz.',
      ],
      [
        'Katılmak için hesap açmak gerekiyor mu?',
        'Hayır. Bağlantıyı açan kişi adını, e-postasını ve telefonunu yazarak misafir olarak katılabilir. İsterse aynı sayfada hesap da açabilir.',
      ],
      [
        'Sonucu nasıl açıklarım?',
        'Oyun sayfanızdan "Sonucu Yayınla" düğmesine basın. E-posta adresi olan her katılımcıya sonuç sayfasının bağlantısı e-postayla gider; yalnızca telefonu olanlara, doğum bildirimi kişi sınırınız kadar SMS gönderilir. Cinsiyet sonucu kazı-kazan kartıyla paylaşılır; doğum günü oyununun sonucu doğum tarihi girildikten sonra yayınlanabilir.',
      ],
      [
        'Davet ettiğim kişilere özel bağlantı gider mi?',
        'Evet. Eklediğiniz her kişinin kendine özel bir bağlantısı vardır; WhatsApp daveti ve "Hatırlat" bu bağlantıyı gönderir ve form o kişinin adıyla açılır. Genel oyun bağlantısını açan biri ise yeni katılımcı olarak eklenir; kimse başkasının yerine tahmin gönderemez.',
      ],
      [
        'Tahminler ne zaman kapanır?',
        'Doğum günü oyunu, beklenen doğum tarihinden bir gün önce başlarken kapanır; bu günü oyun sayfanızdan değiştirebilir, oyunu istediğiniz an kapatabilir ve sonuç yayınlanana kadar yeniden açabilirsiniz. Doğum bildirimini gönderdiğinizde bütün oyunlarınız kapanır.',
      ],
      ['Tahmin Şampiyonu nasıl belirlenir?', LEADERBOARD_RULES.join(' ')],
    ],
  },
  {
    title: 'Doğum Bildirimi ve Hizmetler',
    items: [
      [
        'Doğum bildirimi nasıl çalışır?',
        'Bildirim kişilerinizi önceden kaydedersiniz. Bebeğiniz doğduğunda tek dokunuşla her kişiye SMS, e-posta adresi olanlara ayrıca e-posta gönderilir.',
      ],
      ['Kaç kişiye bildirim gönderebilirim?', 'Başlangıçta 2 kişi ekleyebilirsiniz. Daha fazlasına ihtiyacınız olursa bize yazın.'],
      [
        'Hizmet teklifleri nasıl alınır?',
        'Hizmetler sayfasından kategori seçip ihtiyacınızı yazın. Ekibimiz hizmet sağlayıcılardan teklif toplayıp size e-postayla döner.',
      ],
    ],
  },
  {
    title: 'Hesap ve Gizlilik',
    items: [
      [
        'Verilerim güvende mi?',
        'Verileriniz yalnızca hizmeti sunmak için kullanılır ve üçüncü kişilere satılmaz. Ayrıntılar Gizlilik Politikası sayfasındadır.',
      ],
      [
        'Hesabımı nasıl silerim?',
        'Profil sayfanızdaki "Hesabı Sil" bölümünden şifrenizle hesabınızı silebilirsiniz. Oyunlarınız, listeniz ve bildirimleriniz dâhil tüm verileriniz silinir.',
      ],
      ['Verilerimin bir kopyasını alabilir miyim?', 'Evet. KVKK kapsamındaki haklarınız gereği profil sayfanızdan tüm verilerinizi indirebilirsiniz.'],
    ],
  },
];

/** FAQ: 5 categories with expandable answers (part 2 §2). */
export default function FaqPage() {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Sıkça Sorulan Sorular
      </Typography>
      {CATEGORIES.map((category) => (
        <Box key={category.title} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {category.title}
          </Typography>
          {category.items.map(([question, answer]) => (
            <Accordion key={question} disableGutters variant="outlined">
              {/* MUI wraps the summary's button in the question's heading (an h3); inside the button only phrasing content is allowed */}
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </Container>
  );
}
