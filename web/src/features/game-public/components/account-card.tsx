import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { CHOSEN_TOGGLE } from './chosen-toggle';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { firstError, validateWith, type FieldErrors } from '../utils/validate';

/** The auth schemas, loaded when the card is first used (they bring yup). */
const authSchemas = () => import('@bebek/common/schemas/auth');
/** Signing in is loaded with the schemas, when the card is used: most relatives answer as guests. */
const signIn = () => import('@/lib/sign-in');

const EMPTY = { fullName: '', email: '', phone: '', password: '', gender: 'female', birthDate: '', healthDataConsent: false };
type AccountFields = typeof EMPTY;

/** The order the fields are shown in: the first failing one is named. */
const FIELD_ORDER = ['fullName', 'email', 'phone', 'gender', 'birthDate', 'password', 'healthDataConsent'] as const;

/** The form checked with its schema, and the sign-in with what the schema made of it. */
async function checkedSignIn(
  mode: 'login' | 'register',
  form: AccountFields,
): Promise<{ ok: true; run: () => Promise<void> } | { ok: false; errors: FieldErrors }> {
  if (mode === 'login') {
    const credentials = await validateWith(() => authSchemas().then((schemas) => schemas.publicLoginSchema), form);
    return credentials.ok ? { ok: true, run: () => signIn().then(({ login }) => login(credentials.value)) } : credentials;
  }
  const registration = await validateWith(() => authSchemas().then((schemas) => schemas.gameRegisterFormSchema), form);
  return registration.ok ? { ok: true, run: () => signIn().then(({ register }) => register(registration.value)) } : registration;
}

/**
 * The login/register card of a game page for a visitor who is not identified (part 2 §2), checked
 * with the shared schemas (part 2 §5 'Public login', 'Public register'). Registering asks the same
 * KVKK consent for health-related data as /auth (docs/decisions/0008-kvkk-consent.md). Both end in
 * a reload: the page then shows the signed-in form.
 */
export function AccountCard() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [form, setForm] = useState<AccountFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  // drawn on the server: nothing is typed or sent until the page is hydrated
  const ready = useHydrated();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    setSending(true);
    try {
      const signIn = await checkedSignIn(mode, form);
      if (!signIn.ok) {
        setErrors(signIn.errors);
        setError(firstError(signIn.errors, FIELD_ORDER) ?? '');
        return;
      }
      setErrors({});
      try {
        await signIn.run();
      } catch (failure) {
        // the spec's toasts (part 2 §8): 'Giriş hatası' / 'Kayıt hatası' with the server's message
        if (mode === 'login') toast.error('Giriş hatası', errorMessage(failure, 'Email veya şifre hatalı'));
        else toast.error('Kayıt hatası', errorMessage(failure, 'Kayıt işlemi başarısız'));
        return;
      }
      window.location.reload();
    } finally {
      setSending(false);
    }
  };
  const field = (name: 'fullName' | 'email' | 'phone' | 'password' | 'birthDate') => ({
    value: form[name],
    readOnly: !ready,
    error: Boolean(errors[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
  });
  const registering = mode === 'register';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {registering ? 'Hesap oluşturun' : 'Hesabınızla katılın'}
        </Typography>
        {/* the schemas start loading as soon as the card is used, so sending waits for nothing */}
        <Stack component="form" spacing={1.5} sx={{ mt: 1.5 }} onSubmit={submit} onFocusCapture={() => void Promise.all([authSchemas(), signIn()])} noValidate>
          {registering ? <TextInput size="small" label="Ad Soyad" autoComplete="name" {...field('fullName')} /> : null}
          <TextInput size="small" label="Hesap email" type="email" autoComplete="email" {...field('email')} />
          {registering ? <TextInput size="small" label="Hesap telefonu" type="tel" autoComplete="tel" {...field('phone')} /> : null}
          {registering ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={form.gender}
              onChange={(_event, value: string | null) => value && setForm({ ...form, gender: value })}
              sx={CHOSEN_TOGGLE}
              aria-label="Cinsiyet"
            >
              <ToggleButton value="female">Kadın</ToggleButton>
              <ToggleButton value="male">Erkek</ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          {registering ? <TextInput size="small" label="Doğum tarihi" type="date" {...field('birthDate')} /> : null}
          <TextInput
            size="small"
            label="Hesap şifresi"
            type="password"
            autoComplete={registering ? 'new-password' : 'current-password'}
            {...field('password')}
          />
          {registering ? (
            // a native checkbox: MUI's Checkbox would add its own code to the page's first view
            <Box component="label" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, cursor: 'pointer' }}>
              <Box
                component="input"
                type="checkbox"
                checked={form.healthDataConsent}
                aria-invalid={Boolean(errors.healthDataConsent)}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, healthDataConsent: event.target.checked })}
                sx={{ width: 20, height: 20, mt: '2px', flexShrink: 0, accentColor: (theme) => theme.palette.primary.main }}
              />
              <Typography variant="body2" component="span">
                Hamilelik tarihleri gibi sağlıkla ilgili bilgilerimin işlenmesine ilişkin{' '}
                <Link href={paths.privacy} target="_blank" rel="noopener">
                  Gizlilik Politikası
                </Link>
                'nı okudum ve açık rıza veriyorum.
              </Typography>
            </Box>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Button type={ready ? 'submit' : 'button'} aria-disabled={!ready || undefined} variant="outlined" disabled={sending}>
            {registering ? 'Kayıt Ol' : 'Giriş Yap'}
          </Button>
          <Link
            component="button"
            type="button"
            // a tap before the page is hydrated would do nothing: until then it says so (and tests wait for it)
            aria-disabled={!ready || undefined}
            onClick={() => {
              setMode(registering ? 'login' : 'register');
              setErrors({});
              setError('');
            }}
          >
            {registering ? 'Hesabınız var mı? Giriş yapın' : 'Hesabınız yok mu? Kayıt olun'}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
