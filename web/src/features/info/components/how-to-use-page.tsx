import { Card, CardContent, Typography } from '@mui/material';
import { InfoPageFrame } from './info-page-frame';

const STEPS: Array<[string, string]> = [
  ['1. Kayıt olun', 'Ad soyad, e-posta ve şifrenizle ücretsiz hesabınızı oluşturun. Kısa tanıtımdan sonra bebek bilgilerinizi girin.'],
  [
    '2. Bebek bilgilerini ekleyin',
    'Beklenen doğum tarihinizi yazın; haftalık takip ve doğuma kalan gün sayısı hemen başlar. Bebeğin adı, hastane ve doktor bilgilerini istediğiniz zaman ekleyebilirsiniz.',
  ],
  ['3. Haftalık takip', 'Hamilelik Takibi sayfasında bebeğinizin bu hafta hangi meyve büyüklüğünde olduğunu, gelişimini ve size özel ipuçlarını okuyun.'],
  ['4. İhtiyaç listesi', 'İhtiyaçlar sayfasında aldıklarınızı işaretleyin, doğum çantanızı hazırlayın ve listenizi bir bağlantıyla ailenizle paylaşın.'],
  [
    '5. Tahmin oyunları',
    'Cinsiyet, isim ve doğum günü oyunlarından birini başlatın, katılımcı ekleyin ve bağlantıyı WhatsApp ile gönderin. Sonuçları birlikte açıklayın.',
  ],
  ['6. Hizmet talepleri', 'Bebek odası, fotoğraf çekimi ya da parti organizasyonu için talep bırakın; teklifleri size iletelim.'],
  ['7. Doğum bildirimi', 'Bildirim kişilerinizi önceden kaydedin. Bebeğiniz doğduğunda tek dokunuşla herkese SMS ve e-posta gider.'],
];

export default function HowToUsePage() {
  return (
    <InfoPageFrame title="Nasıl Kullanılır?" subtitle="Bebek Yolculuğu'nu birkaç adımda keşfedin.">
      {STEPS.map(([title, text]) => (
        <Card key={title} variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </InfoPageFrame>
  );
}
