import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormik } from 'formik';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { pausePregnancy } from '@bebek/common/api/pregnancy';
import { deleteAccount, requestEmailChange, updateProfile } from '@bebek/common/api/profile';
import { deleteAccountSchema } from '@bebek/common/schemas/auth';
import { emailChangeSchema, profileUpdateSchema, type ProfileUpdateInput } from '@bebek/common/schemas/profile';
import { initials } from '@bebek/common/text';
import type { Profile } from '@bebek/common/types';
import { FormField, PasswordField } from '@/components/form-field';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { sectionLinks } from '@/config/section-links';
import { BabyShareCard } from '@/features/baby-share';
import { errorMessage } from '@/lib/api-client';
import { logout, useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { useSectionInView } from '@/lib/use-section-in-view';
import { replayWalkthrough } from '@/lib/onboarding';
import { queryClient } from '@/lib/query-client';
import { parentSession } from '@/lib/session';
import { flashToast, toast } from '@/lib/toast';
import { EmailVerificationNotice } from '@/components/email-verification-notice';
import { downloadMyData } from '../api/export-data';
import { editableFields } from '../utils/editable-fields';
import { checkPhoto, resizePhoto } from '../utils/resize-photo';

/** The form's fields in the order they are shown. */
const FIELD_ORDER = [
  'fullName',
  'email',
  'phone',
  'gender',
  'birthDate',
  'spouseName',
  'babyName',
  'babyGender',
  'expectedBirthDate',
  'hospital',
  'doctor',
] as const;

function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <Card variant="outlined" {...(id ? { id, component: 'section', 'aria-labelledby': `${id}-title` } : {})}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }} id={id ? `${id}-title` : undefined}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Every edit section saves the form's fields through the shared schema (part 1 §5); a new photo is
 * saved at once, alone. Afterwards the profile and the current user are refetched wherever shown.
 */
function ProfileForm({ profile }: { profile: Profile }) {
  const update = useEndpointMutation(updateProfile);
  const form = useFormik<ProfileUpdateInput>({
    initialValues: editableFields(profile),
    validationSchema: profileUpdateSchema,
    enableReinitialize: true,
    onSubmit: async (values) => {
      try {
        await update.mutateAsync({ body: values });
        toast.success('Profil güncellendi');
      } catch (error) {
        toast.error('Hata', errorMessage(error, 'Profil güncellenirken bir hata oluştu'));
      }
    },
  });
  // A press that finds errors shows every one at once (each field is marked) and brings the first
  // into view: a 'Kaydet' low on the page must not leave its errors unseen above it.
  const { submitCount, isSubmitting, isValid, errors } = form;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    const first = FIELD_ORDER.find((name) => errors[name]);
    const field = first ? document.getElementById(`field-${first}`) : null;
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
    // only on a press: not while the parent fixes the fields one by one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  const fileInput = useRef<HTMLInputElement>(null);
  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    const check = checkPhoto(file);
    if (!check.ok) {
      toast.error(check.title, check.text);
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await resizePhoto(file);
    } catch {
      toast.error('Resim yüklenemedi...');
      return;
    }
    try {
      // Only the photo is sent: the stored profile's other fields stay as they are.
      await update.mutateAsync({ body: { profileImage: dataUrl } });
      toast.success('Profil fotoğrafı güncellendi');
    } catch (error) {
      toast.error('Hata', errorMessage(error, 'Profil güncellenirken bir hata oluştu'));
    }
  };
  const save = (
    <Button type="submit" variant="contained" disabled={form.isSubmitting} sx={{ mt: 2 }}>
      {form.isSubmitting ? 'Kaydediliyor...' : 'Kaydet'}
    </Button>
  );
  return (
    <Stack component="form" spacing={2} onSubmit={form.handleSubmit} noValidate>
      <Section title="Fotoğraf">
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar src={form.values.profileImage || undefined} alt="" sx={{ width: 80, height: 80, bgcolor: 'primary.main', fontSize: 28 }}>
            {initials(form.values.fullName)}
          </Avatar>
          <Button variant="outlined" onClick={() => fileInput.current?.click()}>
            Fotoğraf Değiştir
          </Button>
          <input
            ref={fileInput}
            hidden
            type="file"
            accept="image/jpeg,image/jpg,image/png,image/webp"
            aria-label="Profil fotoğrafı seç"
            onChange={(event) => void choosePhoto(event.target.files?.[0])}
          />
        </Stack>
      </Section>
      <Section title="Kişisel Bilgiler">
        <Stack spacing={2}>
          <FormField form={form} name="fullName" label="Ad Soyad" />
          <EmailSection profile={profile} />
          <FormField form={form} name="phone" label="Telefon" type="tel" placeholder="05xx xxx xx xx" />
          <FormField form={form} name="gender" label="Cinsiyet" select>
            <MenuItem value="kadın">Kadın</MenuItem>
            <MenuItem value="erkek">Erkek</MenuItem>
          </FormField>
          <FormField form={form} name="birthDate" label="Doğum Tarihi" type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <FormField form={form} name="spouseName" label="Eşinizin Adı" />
        </Stack>
        {save}
      </Section>
      {/* while paused, nothing here speaks of the baby (ADR 0018): the fields stay stored, unchanged */}
      {profile.pausedAt ? null : (
        <>
          <Section title="Bebek Bilgileri">
            <Stack spacing={2}>
              <FormField form={form} name="babyName" label="Bebeğin Adı" />
              <FormField form={form} name="babyGender" label="Bebeğin Cinsiyeti" select>
                <MenuItem value="kız">Kız</MenuItem>
                <MenuItem value="erkek">Erkek</MenuItem>
                <MenuItem value="">Henüz Belirsiz</MenuItem>
              </FormField>
              <FormField form={form} name="expectedBirthDate" label="Beklenen Doğum Tarihi" type="date" slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            {save}
          </Section>
          <Section title="Doğum Bilgileri">
            <Stack spacing={2}>
              <FormField form={form} name="hospital" label="Hastane" />
              <FormField form={form} name="doctor" label="Doktor" />
            </Stack>
            {save}
          </Section>
        </>
      )}
    </Stack>
  );
}

/**
 * The sign-in e-mail (ADR 0016): shown, not edited in the form; a change asks for the current
 * password and happens once the new address confirms the link it is sent.
 */
function EmailSection({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const change = useEndpointMutation(requestEmailChange);
  const form = useFormik({
    initialValues: { newEmail: '', currentPassword: '' },
    validationSchema: emailChangeSchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await change.mutateAsync({ body: values });
        toast.success('Onay bağlantısı gönderildi', answer.message);
        helpers.resetForm();
        setOpen(false);
      } catch (error) {
        toast.error('Hata', errorMessage(error, 'E-posta adresi değiştirilemedi'));
      }
    },
  });
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">
        E-posta (giriş adresiniz)
      </Typography>
      <Typography data-testid="current-email">{profile.email}</Typography>
      <EmailVerificationNotice />
      {profile.pendingEmail ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          {profile.pendingEmail} adresine onay bağlantısı gönderildi. Değişiklik, bağlantıya tıkladığınızda geçerli olur.
        </Alert>
      ) : null}
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        E-postayı Değiştir
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <Box component="form" onSubmit={form.handleSubmit} noValidate>
          <DialogTitle>E-posta adresini değiştir</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Yeni adresinize bir onay bağlantısı, mevcut adresinize de bir bildirim göndereceğiz. Değişiklik, onaydan sonra geçerli olur.
            </DialogContentText>
            <Stack spacing={2}>
              <FormField form={form} name="newEmail" label="Yeni E-posta" type="email" autoComplete="email" />
              <PasswordField form={form} name="currentPassword" label="Mevcut Şifre" autoComplete="current-password" />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Vazgeç</Button>
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Gönderiliyor...' : 'Onay Bağlantısı Gönder'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Stack>
  );
}

/** KVKK privacy setting (ADR 0019): whether the profile search finds the parent; saved at once, alone. */
function SearchVisibility({ profile }: { profile: Profile }) {
  const update = useEndpointMutation(updateProfile);
  const toggle = async (searchVisible: boolean) => {
    try {
      await update.mutateAsync({ body: { searchVisible } });
      toast.success(searchVisible ? 'Profiliniz aramada görünüyor' : 'Profiliniz artık aramada görünmüyor');
    } catch (error) {
      toast.error('Hata', errorMessage(error, 'Ayar kaydedilemedi'));
    }
  };
  return (
    <Section title="Gizlilik">
      <FormControlLabel
        control={<Switch checked={profile.searchVisible} disabled={update.isPending} onChange={(event) => void toggle(event.target.checked)} />}
        label="Profilim aramada görünsün"
      />
      <Typography variant="body2" color="text.secondary">
        Kapatırsanız diğer kullanıcılar sizi profil aramasında bulamaz; paylaştığınız bağlantılar çalışmaya devam eder.
      </Typography>
    </Section>
  );
}

/**
 * The gentle pause (ADR 0018): one quiet action that asks once. Afterwards the support page opens;
 * the app reloads, so every page is drawn again without the baby. Near the top of the page, and the
 * user menu's 'Kaybım oldu, takibe ara ver' and the week page lead here (ADR 0063): a mother who
 * lost her baby should not have to look for it under 'Çıkış Yap'.
 */
function PauseSection({ paused }: { paused: boolean }) {
  const [open, setOpen] = useState(false);
  const pause = useEndpointMutation(pausePregnancy);
  useSectionInView(sectionLinks.pause.id);
  const confirm = () =>
    pause.mutateAsync({}).then(
      () => window.location.assign(paths.support),
      (error: unknown) => toast.error('Hata', errorMessage(error, 'İşlem yapılamadı. Lütfen tekrar deneyin.')),
    );
  if (paused)
    return (
      <Section title="Takibe ara verdiniz" id={sectionLinks.pause.id}>
        <Typography color="text.secondary">Hazır olduğunuzda ana sayfadan takibe geri dönebilir ya da yeni bir hamilelik başlatabilirsiniz.</Typography>
        <Button component={RouterLink} to={paths.home} variant="outlined" sx={{ mt: 2 }}>
          Ana sayfaya git
        </Button>
      </Section>
    );
  return (
    <Section title="Takibe ara ver" id={sectionLinks.pause.id}>
      <Typography color="text.secondary">
        Gebeliğinizi kaybettiyseniz çok üzgünüz. Takibe ara verebilirsiniz: haftalık takip ve tebrikler durur, kimseye bir şey gönderilmez, hiçbir bilginiz
        silinmez. Bir süre uzak durmak istediğinizde de kullanabilirsiniz.
      </Typography>
      <Button variant="outlined" color="inherit" sx={{ mt: 2 }} onClick={() => setOpen(true)}>
        Takibe ara ver
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="pause-title" aria-describedby="pause-text">
        <DialogTitle id="pause-title">Takibe ara vermek istiyor musunuz?</DialogTitle>
        <DialogContent>
          <DialogContentText id="pause-text">
            Haftalık takip, geri sayımlar ve tebrikler durur. Oyunlarınız sessizce kapanır, kimseye bildirim gitmez; bekleyen mesajlar ve hatırlatmalar iptal
            edilir. Profiliniz, listeniz ve oyun bağlantılarınız ziyaretçilere kapanır. Hiçbir bilginiz silinmez; dilediğiniz zaman geri dönebilirsiniz.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Vazgeç</Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={pause.isPending}>
            Ara ver
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useEndpointMutation(deleteAccount);
  const form = useFormik({
    initialValues: { password: '' },
    validationSchema: deleteAccountSchema,
    onSubmit: async ({ password }) => {
      try {
        await remove.mutateAsync({ body: { password } });
        parentSession.end();
        queryClient.clear();
        localStorage.clear();
        sessionStorage.clear();
        flashToast({ variant: 'success', title: 'Hesabınız silindi' });
        window.location.assign(paths.home);
      } catch (error) {
        toast.error('Hata', errorMessage(error, 'Hesap silinirken hata oluştu.'));
      }
    },
  });
  return (
    <Section title="Hesabı Sil">
      <Typography color="text.secondary">
        Hesabınızı silerseniz profiliniz, listeniz, oyunlarınız ve katılımcıları, bildirimleriniz ve talepleriniz kalıcı olarak silinir.
      </Typography>
      <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setOpen(true)}>
        Hesabı Sil
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <Box component="form" onSubmit={form.handleSubmit} noValidate>
          <DialogTitle>Hesabınızı silmek istediğinize emin misiniz?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>Bu işlem geri alınamaz. Onaylamak için şifrenizi girin.</DialogContentText>
            <PasswordField form={form} name="password" label="Şifre" autoComplete="current-password" />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Vazgeç</Button>
            <Button type="submit" color="error" variant="contained" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Siliniyor...' : 'Hesabımı Kalıcı Olarak Sil'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Section>
  );
}

/** The own profile (part 1 §2): photo, personal, baby and birth info, data export, walkthrough, log out, delete. */
export default function ProfilePage() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) return <Alert severity="error">Profil yüklenemedi.</Alert>;
  const signOut = async () => {
    await logout();
    flashToast({ variant: 'success', title: 'Başarıyla çıkış yapıldı' });
    window.location.assign(paths.auth);
  };
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          Profilim
        </Typography>
        {profile.data.pausedAt ? null : (
          <Button component={RouterLink} to={paths.publicProfile(profile.data.id)}>
            Herkese açık profilim
          </Button>
        )}
      </Stack>
      <Stack spacing={2}>
        <PauseSection paused={Boolean(profile.data.pausedAt)} />
        <ProfileForm profile={profile.data} />
        <SearchVisibility profile={profile.data} />
        {/* provisional place of the shared baby page's card (ADR 0033) until the baby's own pages hold it; nothing about the baby while paused */}
        {profile.data.pausedAt ? null : <BabyShareCard />}
        <Section title="Hesap">
          <Stack spacing={1.5} alignItems="flex-start">
            {/* the walkthrough is about the baby: not while paused (ADR 0018) */}
            {profile.data.pausedAt ? null : (
              <Button variant="outlined" onClick={replayWalkthrough}>
                Tanıtımı Tekrar İzle
              </Button>
            )}
            <Button variant="outlined" onClick={() => downloadMyData().catch(() => toast.error('Hata', 'Verileriniz indirilemedi'))}>
              Verilerimi İndir (KVKK)
            </Button>
            <Button variant="contained" onClick={signOut}>
              Çıkış Yap
            </Button>
          </Stack>
        </Section>
        <DeleteAccount />
        <Box sx={{ height: 8 }} />
      </Stack>
    </Container>
  );
}
