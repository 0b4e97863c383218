import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import type { saveVaccineReminders } from '@bebek/common/api/baby';
import type { saveCareReminders } from '@bebek/common/api/care-calendar';
import { errorMessage } from '@/lib/api-client';
import { inNativeApp } from '@/lib/in-native-app';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

interface Reminders {
  email: boolean;
  push: boolean;
}

/**
 * 'Hatırlatmalar': the e-mail and the app notification, each a switch that shows what the api saved
 * (it turns when the answer comes). The vaccine calendar's and the care calendar's, each with its
 * own endpoint (the same shared schema) and its own sentence of when the reminder comes. The app
 * notification is switched on only inside the native app, where one can reach her (ADR 0063); in a
 * browser it is disabled with a word of why, unless it is on (from the app): then it can be turned off.
 */
export function ReminderSwitches({
  reminders,
  endpoint,
  when,
}: {
  reminders: Reminders;
  endpoint: typeof saveVaccineReminders | typeof saveCareReminders;
  when: string;
}) {
  const save = useEndpointMutation(endpoint, {
    onSuccess: () => toast.success('Hatırlatma tercihiniz kaydedildi'),
    onError: (error) => toast.error('Hata', errorMessage(error, 'Kaydedilemedi')),
  });
  const set = (channel: keyof Reminders, on: boolean) => save.mutate({ body: { ...reminders, [channel]: on } });
  const pushOutOfReach = !reminders.push && !inNativeApp();
  return (
    <Box>
      <Typography sx={{ fontWeight: 700 }}>Hatırlatmalar</Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        {when}
      </Typography>
      <FormControlLabel
        control={<Switch checked={reminders.email} disabled={save.isPending} onChange={(event) => set('email', event.target.checked)} />}
        label="E-posta ile"
      />
      <FormControlLabel
        control={
          <Switch
            checked={reminders.push}
            disabled={save.isPending || pushOutOfReach}
            onChange={(event) => set('push', event.target.checked)}
            slotProps={{ input: { 'aria-describedby': pushOutOfReach ? 'push-out-of-reach' : undefined } }}
          />
        }
        label="Mobil uygulama bildirimi ile"
      />
      {pushOutOfReach ? (
        <Typography id="push-out-of-reach" color="text.secondary" sx={{ fontSize: '0.85rem', maxWidth: 300 }}>
          Uygulama bildirimini Bebek Yolculuğu mobil uygulamasından açabilirsiniz; tarayıcıya bildirim gönderemiyoruz.
        </Typography>
      ) : null}
    </Box>
  );
}
