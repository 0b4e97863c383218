import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Container, Grid, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { contactsSchema, NOTIFICATION_MESSAGES } from '@bebek/common/schemas/notifications';
import type { BirthNotificationContact } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { toast } from '@/lib/toast';
import { useBirthNotification } from '../api/get-birth-notification';
import { useSaveContacts } from '../api/save-contacts';
import { useTriggerBirthNotification } from '../api/trigger-birth-notification';
import { SendDialog } from './send-dialog';

const EMPTY_CONTACT: BirthNotificationContact = { name: '', phone: '', email: '' };

function validate(contacts: BirthNotificationContact[], limit: number): { form?: string; fields: Record<string, string> } {
  try {
    contactsSchema(limit).validateSync({ contacts }, { abortEarly: false });
    return { fields: {} };
  } catch (error) {
    const failure = error as { inner?: Array<{ path?: string; message: string }>; message: string };
    const fields: Record<string, string> = {};
    let form: string | undefined;
    for (const inner of failure.inner?.length ? failure.inner : [{ path: 'contacts', message: failure.message }]) {
      if (inner.path === 'contacts' || !inner.path) form ??= inner.message;
      else fields[inner.path] ??= inner.message;
    }
    return { form, fields };
  }
}

/** /birth-notification: birth info, the contacts (1 to the profile's limit) and the send button. */
export default function BirthNotificationPage() {
  const profile = useProfile();
  const notification = useBirthNotification();
  const save = useSaveContacts();
  const trigger = useTriggerBirthNotification();
  const [contacts, setContacts] = useState<BirthNotificationContact[]>([{ ...EMPTY_CONTACT }]);
  const [actualBirthDate, setActualBirthDate] = useState('');
  const [errors, setErrors] = useState<{ form?: string; fields: Record<string, string> }>({ fields: {} });
  const [dialogOpen, setDialogOpen] = useState(false);
  const navigate = useNavigate();

  const stored = notification.data?.notification.contacts ?? [];
  const limit = notification.data?.maxContacts ?? profile.data?.maxBirthNotificationContacts ?? 2;
  useEffect(() => {
    if (!notification.data) return;
    setContacts(notification.data.notification.contacts.length ? notification.data.notification.contacts : [{ ...EMPTY_CONTACT }]);
    setActualBirthDate(notification.data.actualBirthDate);
  }, [notification.data]);

  const info = profile.data;
  const missing = [
    !info?.babyName && 'bebeğin adı',
    !info?.hospital && 'hastane',
    !info?.doctor && 'doktor',
    !info?.expectedBirthDate && 'beklenen doğum tarihi',
  ].filter(Boolean) as string[];
  const canSend = stored.length > 0 && missing.length === 0;

  const update = (index: number, field: keyof BirthNotificationContact, value: string) =>
    setContacts((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const saveContacts = async () => {
    const result = validate(contacts, limit);
    setErrors(result);
    if (result.form || Object.keys(result.fields).length) return;
    try {
      await save.mutateAsync({ contacts, actualBirthDate });
      toast.success('Kişiler kaydedildi');
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, 'Kişiler kaydedilemedi'));
    }
  };

  const startSend = () => {
    if (!info?.expectedBirthDate || !info.hospital || !info.doctor) {
      toast.error(NOTIFICATION_MESSAGES.missingInfoTitle, NOTIFICATION_MESSAGES.missingInfo);
      navigate(paths.babyInfo);
      return;
    }
    if (stored.length === 0) {
      toast.error(NOTIFICATION_MESSAGES.noContactsTitle, NOTIFICATION_MESSAGES.noContacts);
      navigate(paths.birthNotification);
      return;
    }
    setDialogOpen(true);
  };
  const confirmSend = async () => {
    try {
      const answer = await trigger.mutateAsync();
      toast.success('Doğum bildirimi gönderildi', `Bildirim ${answer.contactCount} kişiye gönderildi.`);
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, NOTIFICATION_MESSAGES.sendFailed));
    } finally {
      setDialogOpen(false);
    }
  };

  // the saved contacts fill the form when they arrive: no form before that, or they would replace what was typed
  if (notification.isPending) return <LoadingScreen />;
  // an empty form in place of contacts that could not be read would be saved over them
  if (notification.isError) return <QueryError query={notification} title="Bildirim kişileri yüklenemedi" />;

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Doğum Bildirimi
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Bebeğiniz doğduğunda sevdiklerinize tek tuşla SMS ve e-posta ile haber verin.
      </Typography>

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Doğum Bilgileri
          </Typography>
          <Grid container spacing={2}>
            {[
              ['Bebeğin adı', info?.babyName],
              ['Beklenen doğum tarihi', info?.expectedBirthDate ? dayjs(info.expectedBirthDate).format('D MMMM YYYY') : ''],
              ['Hastane', info?.hospital],
              ['Doktor', info?.doctor],
            ].map(([label, value]) => (
              <Grid key={label} size={{ xs: 12, sm: 6 }}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{value || 'Henüz girilmedi'}</Typography>
              </Grid>
            ))}
          </Grid>
          {missing.length ? (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              action={
                <Button component={RouterLink} to={paths.babyInfo} color="inherit" size="small">
                  Tamamla
                </Button>
              }
            >
              Bildirim gönderebilmek için eksik bilgileri tamamlayın: {missing.join(', ')}.
            </Alert>
          ) : null}
          <TextField
            type="date"
            label="Doğum tarihi"
            value={actualBirthDate}
            onChange={(event) => setActualBirthDate(event.target.value)}
            sx={{ mt: 2 }}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText="Boş bırakırsanız bildirim gönderdiğiniz gün doğum tarihi olarak kullanılır."
          />
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Bildirim Kişileri
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            En fazla {limit} kişi ekleyebilirsiniz. Her kişiye SMS, e-posta adresi girdiklerinize ayrıca e-posta gönderilir.
          </Typography>
          <Stack spacing={2}>
            {contacts.map((contact, index) => (
              <Box key={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' }, alignItems: 'start' }}>
                <TextField
                  label={`${index + 1}. kişi adı`}
                  value={contact.name}
                  onChange={(event) => update(index, 'name', event.target.value)}
                  error={Boolean(errors.fields[`contacts[${index}].name`])}
                  helperText={errors.fields[`contacts[${index}].name`]}
                />
                <TextField
                  label="Telefon"
                  type="tel"
                  placeholder="05xx xxx xx xx"
                  value={contact.phone}
                  onChange={(event) => update(index, 'phone', event.target.value)}
                  error={Boolean(errors.fields[`contacts[${index}].phone`])}
                  helperText={errors.fields[`contacts[${index}].phone`]}
                />
                <TextField
                  label="Email (isteğe bağlı)"
                  type="email"
                  value={contact.email}
                  onChange={(event) => update(index, 'email', event.target.value)}
                  error={Boolean(errors.fields[`contacts[${index}].email`])}
                  helperText={errors.fields[`contacts[${index}].email`]}
                />
                <IconButton
                  aria-label={`${index + 1}. kişiyi sil`}
                  onClick={() => setContacts((rows) => (rows.length > 1 ? rows.filter((_, i) => i !== index) : [{ ...EMPTY_CONTACT }]))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            ))}
          </Stack>
          {errors.form ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errors.form}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="outlined" disabled={contacts.length >= limit} onClick={() => setContacts((rows) => [...rows, { ...EMPTY_CONTACT }])}>
              Kişi Ekle
            </Button>
            <Button variant="contained" onClick={saveContacts} disabled={save.isPending}>
              {save.isPending ? 'Kaydediliyor...' : 'Kişileri Kaydet'}
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Button variant="contained" color="secondary" size="large" fullWidth disabled={!canSend || trigger.isPending} onClick={startSend}>
        Doğum Bildirimi Gönder
      </Button>
      {!canSend ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          Göndermek için en az bir kişiyi kaydedin ve bebeğin adı, hastane ve doktor bilgilerini tamamlayın.
        </Typography>
      ) : null}
      <SendDialog open={dialogOpen} contactCount={stored.length} sending={trigger.isPending} onCancel={() => setDialogOpen(false)} onConfirm={confirmSend} />
    </Container>
  );
}
