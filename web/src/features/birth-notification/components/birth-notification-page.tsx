import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Container, Grid, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { getBirthNotification, saveBirthNotification, sendBirthNotification } from '@bebek/common/api/birth-notification';
import type { BodyOf } from '@bebek/common/api/endpoint';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS } from '@bebek/common/constants';
import { contactsSchema, NOTIFICATION_MESSAGES } from '@bebek/common/schemas/notifications';
import type { BirthNotificationContact } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { SendDialog } from './send-dialog';

type ContactsInput = BodyOf<typeof saveBirthNotification>;

const EMPTY_CONTACT: BirthNotificationContact = { name: '', phone: '', email: '' };

/** /birth-notification: birth info, the contacts (1 to the profile's limit) and the send button. */
export default function BirthNotificationPage() {
  const profile = useProfile();
  const notification = useQuery(endpointQuery(getBirthNotification));
  const save = useEndpointMutation(saveBirthNotification);
  const send = useEndpointMutation(sendBirthNotification);
  const [dialogOpen, setDialogOpen] = useState(false);
  const navigate = useNavigate();

  const stored = notification.data?.notification.contacts ?? [];
  const limit = notification.data?.maxContacts ?? profile.data?.maxBirthNotificationContacts ?? DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS;
  const form = useFormik<ContactsInput>({
    // the saved contacts (phones as the server normalised them) replace the form's whenever they change
    initialValues: { contacts: stored.length ? stored : [{ ...EMPTY_CONTACT }], actualBirthDate: notification.data?.actualBirthDate ?? '' },
    enableReinitialize: true,
    validationSchema: () => contactsSchema(limit),
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ body: values });
        toast.success('Kişiler kaydedildi');
      } catch (failure) {
        toast.error('Hata', errorMessage(failure, 'Kişiler kaydedilemedi'));
      }
    },
  });
  const fieldError = (path: string): string | undefined => (getIn(form.touched, path) ? (getIn(form.errors, path) as string | undefined) : undefined);
  // the list's own rules (at least 1, at most the limit) come as one message for the whole list
  const listError = typeof form.errors.contacts === 'string' && form.submitCount > 0 ? form.errors.contacts : undefined;

  const info = profile.data;
  const missing = [
    !info?.babyName && 'bebeğin adı',
    !info?.hospital && 'hastane',
    !info?.doctor && 'doktor',
    !info?.expectedBirthDate && 'beklenen doğum tarihi',
  ].filter(Boolean) as string[];
  const canSend = stored.length > 0 && missing.length === 0;

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
      const answer = await send.mutateAsync({});
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

      <FormikProvider value={form}>
        <Box component="form" onSubmit={form.handleSubmit} noValidate>
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
                name="actualBirthDate"
                value={form.values.actualBirthDate}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={Boolean(fieldError('actualBirthDate'))}
                sx={{ mt: 2 }}
                slotProps={{ inputLabel: { shrink: true } }}
                helperText={fieldError('actualBirthDate') ?? 'Boş bırakırsanız bildirim gönderdiğiniz gün doğum tarihi olarak kullanılır.'}
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
              <FieldArray name="contacts">
                {(rows) => (
                  <>
                    <Stack spacing={2}>
                      {form.values.contacts.map((contact, index) => (
                        <Box key={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' }, alignItems: 'start' }}>
                          <TextField
                            label={`${index + 1}. kişi adı`}
                            name={`contacts[${index}].name`}
                            value={contact.name}
                            onChange={form.handleChange}
                            onBlur={form.handleBlur}
                            error={Boolean(fieldError(`contacts[${index}].name`))}
                            helperText={fieldError(`contacts[${index}].name`)}
                          />
                          <TextField
                            label="Telefon"
                            type="tel"
                            placeholder="05xx xxx xx xx"
                            name={`contacts[${index}].phone`}
                            value={contact.phone}
                            onChange={form.handleChange}
                            onBlur={form.handleBlur}
                            error={Boolean(fieldError(`contacts[${index}].phone`))}
                            helperText={fieldError(`contacts[${index}].phone`)}
                          />
                          <TextField
                            label="Email (isteğe bağlı)"
                            type="email"
                            name={`contacts[${index}].email`}
                            value={contact.email}
                            onChange={form.handleChange}
                            onBlur={form.handleBlur}
                            error={Boolean(fieldError(`contacts[${index}].email`))}
                            helperText={fieldError(`contacts[${index}].email`)}
                          />
                          <IconButton
                            aria-label={`${index + 1}. kişiyi sil`}
                            // one row always stays: removing the last one empties it instead
                            onClick={() => (form.values.contacts.length > 1 ? rows.remove(index) : rows.replace(0, { ...EMPTY_CONTACT }))}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Box>
                      ))}
                    </Stack>
                    {listError ? (
                      <Alert severity="error" sx={{ mt: 2 }}>
                        {listError}
                      </Alert>
                    ) : null}
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
                      <Button variant="outlined" disabled={form.values.contacts.length >= limit} onClick={() => rows.push({ ...EMPTY_CONTACT })}>
                        Kişi Ekle
                      </Button>
                      <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                        {form.isSubmitting ? 'Kaydediliyor...' : 'Kişileri Kaydet'}
                      </Button>
                    </Stack>
                  </>
                )}
              </FieldArray>
            </CardContent>
          </Card>
        </Box>
      </FormikProvider>

      <Button variant="contained" color="secondary" size="large" fullWidth disabled={!canSend || send.isPending} onClick={startSend}>
        Doğum Bildirimi Gönder
      </Button>
      {!canSend ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          Göndermek için en az bir kişiyi kaydedin ve bebeğin adı, hastane ve doktor bilgilerini tamamlayın.
        </Typography>
      ) : null}
      <SendDialog open={dialogOpen} contactCount={stored.length} sending={send.isPending} onCancel={() => setDialogOpen(false)} onConfirm={confirmSend} />
    </Container>
  );
}
