import { Box, Typography } from '@mui/material';
import { InfoPageFrame } from './info-page-frame';

const SECTIONS: Array<[string, string]> = [
  [
    'Veri sorumlusu',
    'Bebek Yolculuğu hizmetini sunan şirket, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) kapsamında veri sorumlusudur. Bize destek@bebekyolculugu.app adresinden ulaşabilirsiniz.',
  ],
  [
    'Hangi verileri işliyoruz?',
    'Hesap bilgileriniz (ad soyad, e-posta, telefon, profil fotoğrafı, cinsiyet, doğum tarihi, eş adı); sağlıkla ilgili bilgiler (beklenen doğum tarihi, bebeğin adı ve cinsiyeti, hastane ve doktor); ihtiyaç listeniz; doğum bildirimi kişilerinizin ad, telefon ve e-postası; oyunlarınıza katılanların ad, e-posta, telefon ve tahminleri; hizmet talepleriniz ve iletişim mesajlarınız.',
  ],
  [
    'Amaçlar ve hukuki sebepler',
    'Verilerinizi hizmeti sunmak (sözleşmenin ifası), hamilelik takibini kişiselleştirmek (sağlık verileri için açık rızanız), doğum bildirimlerini göndermek, taleplerinize yanıt vermek ve hizmetin güvenliğini sağlamak (meşru menfaat) için işleriz.',
  ],
  [
    'Aktarım',
    'Veriler barındırma için Google Firebase, e-posta gönderimi için SendGrid, SMS gönderimi için Netgsm ve mobil bildirimler için Expo altyapılarıyla, yalnızca bu hizmetler için gereken ölçüde paylaşılır. Verileriniz satılmaz ve reklam amacıyla kullanılmaz.',
  ],
  [
    'Saklama süresi',
    'Verileriniz hesabınız açık olduğu sürece saklanır. Hesabınızı sildiğinizde profiliniz, listeniz, oyunlarınız ve katılımcıları, bildirimleriniz ve talepleriniz kalıcı olarak silinir; gönderim kayıtları yasal süreler boyunca tutulabilir.',
  ],
  [
    'Haklarınız (KVKK madde 11)',
    'Verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı kişileri bilme, düzeltilmesini veya silinmesini isteme, itiraz etme ve zararın giderilmesini talep etme haklarına sahipsiniz. Tüm verilerinizin bir kopyasını profil sayfanızdan indirebilirsiniz.',
  ],
  [
    'Çerezler ve yerel depolama',
    'Oturumunuzu sürdürmek için tarayıcınızın yerel depolamasında oturum anahtarı (authToken) ile giriş yaptığınızda alınan profil bilgileriniz (authUser; çıkış yaptığınızda silinir), tanıtımı tamamladığınız bilgisi (walkthroughCompleted) ve giriş ekranı tercihi (showAuth) tutulur. Bir oyuna gönderdiğiniz tahmin, profil sayfasında size gösterilmek üzere yalnızca o sekmede (sessionStorage) tutulur ve sekme kapanınca silinir. Reklam veya takip çerezi kullanmıyoruz.',
  ],
  ['İletişim', 'Gizlilikle ilgili tüm sorularınız ve başvurularınız için İletişim sayfasından veya destek@bebekyolculugu.app adresinden bize ulaşabilirsiniz.'],
];

export default function PrivacyPage() {
  return (
    <InfoPageFrame title="Gizlilik Politikası" subtitle="Son güncelleme: 4 Eylül 2025">
      {SECTIONS.map(([title, text]) => (
        <Box key={title} component="section">
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </InfoPageFrame>
  );
}
