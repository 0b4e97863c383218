import { Box, Typography } from '@mui/material';
import { birthAnnouncement, type AnnouncementParents, type BirthDetails } from '@bebek/common/birth-announcement';
import { smsParts } from '@bebek/common/sms';

/**
 * Exactly what a contact gets: the same function writes the server's SMS and e-mail (ADR 0015).
 * The e-mail is shown as the first contact will read it.
 */
export function AnnouncementPreview({
  parents,
  details,
  contactName,
  correction = false,
}: {
  parents: AnnouncementParents;
  details: BirthDetails;
  contactName: string;
  correction?: boolean;
}) {
  const text = birthAnnouncement(parents, details, contactName, correction);
  const box = { p: 1.5, bgcolor: 'action.hover', borderRadius: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <div>
        <Typography variant="subtitle2" component="h3">
          SMS ({text.sms.length} karakter, {smsParts(text.sms)} SMS)
        </Typography>
        <Typography variant="body2" sx={box} data-testid="preview-sms">
          {text.sms}
        </Typography>
      </div>
      <div>
        <Typography variant="subtitle2" component="h3">
          E-posta: {text.subject}
        </Typography>
        <Typography variant="body2" sx={box} data-testid="preview-email">
          {text.text}
        </Typography>
      </div>
    </Box>
  );
}
