import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Container, Grid, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { getBirthNotification, saveBirthNotification, sendBirthCorrection, sendBirthNotification } from '@bebek/common/api/birth-notification';
import { PERSONAL_NOTE_MAX, type BirthDetails } from '@bebek/common/birth-announcement';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS } from '@bebek/common/constants';
import { contactsSchema, correctionSchema, NOTIFICATION_MESSAGES } from '@bebek/common/schemas/notifications';
import type { BirthNotificationContact, BirthNotificationResponse, BirthNotificationSendResponse } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryError } from '@/components/query-error';
import { paths, type BabyInfoReturn } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { turkishDay } from '@bebek/common/calendar-day';
import { dayjs } from '@/lib/dayjs';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { BirthCardShare } from '@/features/baby-share';
import { AnnouncementPreview } from './announcement-preview';
import { DeliveryStatus } from './delivery-status';
import { SendDialog } from './send-dialog';
import { ProofForTheAnnouncement } from './waiting-for-proof';
import { AWAITING_PROOF } from '@bebek/common/delivery';
import { displayPhone } from '@bebek/common/search';

/** The birth's details as the form holds them: numbers as typed. */
interface DetailValues {
  actualBirthDate: string;
  birthTime: string;
  weightGrams: string;
  lengthCm: string;
  personalNote: string;
}
type FormValues = DetailValues & { contacts: BirthNotificationContact[] };

/** From the announcement, the baby's details return to it once saved: she keeps her place at the birth. */
const BACK_TO_THE_ANNOUNCEMENT: BabyInfoReturn = { returnTo: paths.birthNotification };

const EMPTY_CONTACT: BirthNotificationContact = { name: '', phone: '', email: '' };
const number = (text: string) => (text.trim() === '' ? null : Number(text));
const detailValues = (data: BirthNotificationResponse | undefined): DetailValues => ({
  actualBirthDate: data?.actualBirthDate ?? '',
  birthTime: data?.details.birthTime ?? '',
  weightGrams: data?.details.weightGrams?.toString() ?? '',
  lengthCm: data?.details.lengthCm?.toString() ?? '',
  personalNote: data?.details.personalNote ?? '',
});
const detailBody = (values: DetailValues) => ({
  actualBirthDate: values.actualBirthDate,
  birthTime: values.birthTime,
  weightGrams: number(values.weightGrams),
  lengthCm: number(values.lengthCm),
  personalNote: values.personalNote,
});

/** The toast after a send says what really happened: how many were queued, that they wait for her proof, or that nothing new was. */
function sentToast(answer: BirthNotificationSendResponse) {
  if (answer.waitingForProof) toast.info(AWAITING_PROOF, 'Bildiriminiz kaydedildi; hesabınızı doğruladığınız anda gönderilecek.');
  else if (answer.alreadySent || answer.contactCount === 0) toast.info(NOTIFICATION_MESSAGES.alreadySent);
  else toast.success('Doğum bildirimi gönderildi', NOTIFICATION_MESSAGES.sentTo(answer.contactCount));
}

/**
 * /birth-notification: the birth's details, the contacts (1 to the profile's limit), a preview of
 * exactly what each contact gets, the send button, and, once sent, each contact's SMS and e-mail as
 * they go (refreshed while any is on its way), the one-press resend and the one correction.
 */
export default function BirthNotificationPage() {
  const profile = useProfile();
  const notification = useQuery({
    ...endpointQuery(getBirthNotification),
    // while a message is on its way, the page follows it
    refetchInterval: (query) => (query.state.data?.inFlight ? 3000 : false),
  });
  const save = useEndpointMutation(saveBirthNotification);
  const send = useEndpointMutation(sendBirthNotification);
  const correct = useEndpointMutation(sendBirthCorrection);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [correction, setCorrection] = useState<DetailValues | null>(null);
  const [correctionError, setCorrectionError] = useState('');
  const navigate = useNavigate();

  const data = notification.data;
  // phones as people write them ('0539 300 40 50'), not as the server stores them ('+905393004050')
  const stored = useMemo(() => (data?.notification.contacts ?? []).map((contact) => ({ ...contact, phone: displayPhone(contact.phone) })), [data]);
  const announced = Boolean(data?.announcedAt);
  const limit = data?.maxContacts ?? profile.data?.maxBirthNotificationContacts ?? DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS;
  const toBody = (values: FormValues) => ({ contacts: values.contacts, ...detailBody(values) });
  const form = useFormik<FormValues>({
    // the saved contacts replace the form's whenever they change
    initialValues: { contacts: stored.length ? stored : [{ ...EMPTY_CONTACT }], ...detailValues(data) },
    enableReinitialize: true,
    validationSchema: () => contactsSchema(limit),
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ body: toBody(values) });
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
  // part 2 §4: the button is enabled by the contacts, hospital, doctor and baby name; the expected
  // date is checked when it is pressed ('Bilgiler Eksik', then /baby-info)
  const enabledBy = Boolean(info?.babyName && info.hospital && info.doctor);
  // never disabled for a missing proof (ADR 0049): a press before it is recorded and waits for it
  const proven = Boolean(info?.emailVerified || info?.phoneVerified);
  const canSend = stored.length > 0 && enabledBy;
  const parents = { babyName: info?.babyName ?? '', fullName: info?.fullName ?? '', spouseName: info?.spouseName ?? '', hospital: info?.hospital ?? '' };
  const previewDetails = (values: DetailValues): BirthDetails => ({
    ...detailBody(values),
    weightGrams: number(values.weightGrams) || null,
    lengthCm: number(values.lengthCm) || null,
  });

  const startSend = () => {
    if (!info?.expectedBirthDate || !info.hospital || !info.doctor) {
      toast.error(NOTIFICATION_MESSAGES.missingInfoTitle, NOTIFICATION_MESSAGES.missingInfo);
      navigate(paths.babyInfo, { state: BACK_TO_THE_ANNOUNCEMENT });
      return;
    }
    if (stored.length === 0) {
      toast.error(NOTIFICATION_MESSAGES.noContactsTitle, NOTIFICATION_MESSAGES.noContacts);
      navigate(paths.birthNotification);
      return;
    }
    setDialogOpen(true);
  };
  const sendNow = async () => {
    try {
      // what the parent changed and sees in the preview is saved first: it is what goes out
      if (form.dirty) {
        const errors = await form.validateForm();
        if (Object.keys(errors).length) {
          toast.error('Hata', 'Önce formdaki hataları düzeltin');
          return;
        }
        await save.mutateAsync({ body: toBody(form.values) });
      }
      sentToast(await send.mutateAsync({}));
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, NOTIFICATION_MESSAGES.sendFailed));
    } finally {
      setDialogOpen(false);
    }
  };
  const sendCorrection = async () => {
    if (!correction) return;
    try {
      const body = await correctionSchema.validate(detailBody(correction));
      sentToast(await correct.mutateAsync({ body }));
      setCorrection(null);
    } catch (failure) {
      setCorrectionError(
        failure instanceof Error && failure.name === 'ValidationError' ? failure.message : errorMessage(failure, NOTIFICATION_MESSAGES.sendFailed),
      );
    }
  };

  // the saved contacts fill the form when they arrive: no form before that, or they would replace what was typed
  if (notification.isPending) return <LoadingScreen />;
  // an empty form in place of contacts that could not be read would be saved over them
  if (notification.isError) return <QueryError query={notification} title="Bildirim kişileri yüklenemedi" />;

  const detailField = (name: keyof DetailValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      disabled={announced}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
      fullWidth
      {...extra}
    />
  );
  const correctionField = (name: keyof DetailValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={correction?.[name] ?? ''}
      onChange={(event) => setCorrection((values) => (values ? { ...values, [name]: event.target.value } : values))}
      fullWidth
      size="small"
      {...extra}
    />
  );

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Doğum Bildirimi
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Bebeğiniz doğduğunda sevdiklerinize tek tuşla SMS ve e-posta ile haber verin.
      </Typography>
      {data?.waitingForProof ? <ProofForTheAnnouncement waiting contacts={stored.length} /> : null}

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
                  ['Beklenen doğum tarihi', info?.expectedBirthDate ? turkishDay(info.expectedBirthDate) : ''],
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
                    <Button component={RouterLink} to={paths.babyInfo} state={BACK_TO_THE_ANNOUNCEMENT} color="inherit" size="small">
                      Tamamla
                    </Button>
                  }
                >
                  Bildirim gönderebilmek için eksik bilgileri tamamlayın: {missing.join(', ')}.
                </Alert>
              ) : null}
              {announced ? (
                <Alert
                  severity="info"
                  sx={{ mt: 2 }}
                  action={
                    data?.correctionSentAt ? undefined : (
                      <Button
                        color="inherit"
                        size="small"
                        onClick={() => {
                          setCorrectionError('');
                          setCorrection(detailValues(data));
                        }}
                      >
                        Düzeltme Gönder
                      </Button>
                    )
                  }
                >
                  Bildirim {dayjs(data?.announcedAt).tz().format('D MMMM YYYY HH:mm')} tarihinde {data?.waitingForProof ? 'kaydedildi' : 'gönderildi'}; doğum
                  bilgileri artık değiştirilemez.{' '}
                  {data?.correctionSentAt
                    ? 'Düzeltme de gönderildi.'
                    : 'Bir yanlışlık varsa bir kez düzeltme gönderebilirsiniz; kişilere bunun bir düzeltme olduğu yazılır.'}
                </Alert>
              ) : null}
              {announced ? null : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  Saat, kilo, boy ve kişisel not isteğe bağlıdır; yazdıklarınız bildirimde yer alır.
                </Typography>
              )}
              <Grid container spacing={2} sx={{ mt: 1 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {detailField('actualBirthDate', 'Doğum tarihi', {
                    type: 'date',
                    slotProps: { inputLabel: { shrink: true } },
                    // a disabled field's help is grey on white (too faint to read): none once the details are locked
                    helperText: announced
                      ? undefined
                      : (fieldError('actualBirthDate') ??
                        'Girdiğinizde mesajda yer alır. Boş bırakırsanız mesajda tarih yazılmaz; oyunlarınızda gönderdiğiniz gün doğum günü sayılır.'),
                  })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{detailField('birthTime', 'Doğum saati', { type: 'time', slotProps: { inputLabel: { shrink: true } } })}</Grid>
                <Grid size={{ xs: 6 }}>{detailField('weightGrams', 'Kilo (gram)', { inputMode: 'numeric' })}</Grid>
                <Grid size={{ xs: 6 }}>{detailField('lengthCm', 'Boy (cm)', { inputMode: 'numeric' })}</Grid>
                <Grid size={12}>
                  {detailField('personalNote', 'Kişisel not', {
                    helperText: announced ? undefined : (fieldError('personalNote') ?? `${form.values.personalNote.length}/${PERSONAL_NOTE_MAX}`),
                  })}
                </Grid>
              </Grid>
            </CardContent>
          </Card>

          <Card variant="outlined" sx={{ mb: 3 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                Bildirim Kişileri
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                En fazla {limit} kişi ekleyebilirsiniz. SMS Türkiye&apos;deki cep telefonlarına (05xx) gider; e-posta adresi girdiklerinize ayrıca e-posta
                gönderilir.
              </Typography>
              <FieldArray name="contacts">
                {(rows) => (
                  <>
                    <Stack spacing={2}>
                      {form.values.contacts.map((contact, index) => {
                        const saved = stored[index];
                        const delivery =
                          saved && saved.name === contact.name && saved.phone === contact.phone && saved.email === contact.email
                            ? data?.deliveries[index]
                            : undefined;
                        return (
                          <Box key={index} sx={{ display: 'grid', gap: 1 }}>
                            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' }, alignItems: 'start' }}>
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
                            {delivery ? (
                              <Box sx={{ display: 'grid', gap: 0.5 }} aria-label={`${index + 1}. kişinin durumu`} role="group">
                                {[['SMS', delivery.sms] as const, ...(delivery.email ? [['E-posta', delivery.email] as const] : [])].map(([label, state]) => (
                                  <DeliveryStatus
                                    key={label}
                                    label={label}
                                    delivery={state}
                                    announced={announced}
                                    resending={send.isPending}
                                    onResend={() =>
                                      void send
                                        .mutateAsync({})
                                        .then(sentToast, (failure: unknown) => toast.error('Hata', errorMessage(failure, NOTIFICATION_MESSAGES.sendFailed)))
                                    }
                                  />
                                ))}
                              </Box>
                            ) : null}
                          </Box>
                        );
                      })}
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

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Önizleme
          </Typography>
          <AnnouncementPreview parents={parents} details={previewDetails(form.values)} contactName={form.values.contacts[0]?.name ?? ''} />
        </CardContent>
      </Card>

      {info && !proven && !data?.waitingForProof ? <ProofForTheAnnouncement waiting={false} contacts={stored.length} /> : null}
      <Button variant="contained" color="primary" size="large" fullWidth disabled={!canSend || send.isPending} onClick={startSend}>
        Doğum Bildirimi Gönder
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {!canSend
          ? 'Göndermek için en az bir kişiyi kaydedin ve bebeğin adı, hastane ve doktor bilgilerini tamamlayın.'
          : data?.waitingForProof
            ? `${AWAITING_PROOF}: bildiriminiz doğruladığınız anda gider.`
            : announced
              ? 'Bildirim gönderildi. Sonradan eklediğiniz ya da numarasını düzelttiğiniz kişilere yalnızca onlara gönderilir.'
              : ''}
      </Typography>
      {announced ? <BirthCardShare babyName={info?.babyName ?? ''} /> : null}
      <SendDialog
        open={dialogOpen}
        question={
          announced
            ? 'Bildirimi henüz almamış kişilere (sonradan eklenen ya da numarası düzeltilen) gönderilecek. Emin misiniz?'
            : `Toplam ${form.values.contacts.length} kişiye doğum bildirimi gönderilecek. Emin misiniz?`
        }
        sending={send.isPending || save.isPending}
        onCancel={() => setDialogOpen(false)}
        onConfirm={sendNow}
      >
        <AnnouncementPreview parents={parents} details={previewDetails(form.values)} contactName={form.values.contacts[0]?.name ?? ''} />
      </SendDialog>
      <SendDialog
        open={correction !== null}
        title="Düzeltme Gönder"
        question="Bildirimi alan herkese, bunun bir düzeltme olduğunu söyleyen tek bir mesaj gider. Düzeltme yalnızca bir kez gönderilebilir."
        sending={correct.isPending}
        onCancel={() => setCorrection(null)}
        onConfirm={sendCorrection}
      >
        {correction ? (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
            {correctionField('actualBirthDate', 'Doğum tarihi', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            {correctionField('birthTime', 'Doğum saati', { type: 'time', slotProps: { inputLabel: { shrink: true } } })}
            {correctionField('weightGrams', 'Kilo (gram)', { inputMode: 'numeric' })}
            {correctionField('lengthCm', 'Boy (cm)', { inputMode: 'numeric' })}
            <Box sx={{ gridColumn: '1 / -1' }}>{correctionField('personalNote', 'Kişisel not')}</Box>
            {correctionError ? (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                {correctionError}
              </Alert>
            ) : null}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <AnnouncementPreview parents={parents} details={previewDetails(correction)} contactName={form.values.contacts[0]?.name ?? ''} correction />
            </Box>
          </Box>
        ) : null}
      </SendDialog>
    </Container>
  );
}
