import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import { MOTHER_WEEK_SOURCES, motherWeek } from '@bebek/common/content/pregnancy-weeks-mother';
import { sectionLinks } from '@/config/section-links';

/**
 * 'Bu hafta sizde': the mother's body, the common symptoms and when to call the doctor for the
 * selected week, with the sources under it (issue 24). The warning part is an info note, not a
 * red alarm: it is what to watch for, most weeks nothing of it happens. Last, quietly, the way to the
 * pause for a mother who lost her baby (ADR 0063): she should not have to read on week after week.
 */
export function MotherWeek({ week }: { week: number }) {
  const section = motherWeek(week);
  return (
    <Paper component="section" aria-labelledby="mother-week-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="mother-week-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Bu hafta sizde
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mt: 0.25 }}>
        {section.week}. hafta
      </Typography>

      <Part title="Vücudunuzda" text={section.body} />
      <Part title="Sık görülen belirtiler" text={section.symptoms} />
      <Alert severity="info" icon={false} role="note" sx={{ mt: 2.5, '& .MuiAlert-message': { width: '100%' } }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>
          Ne zaman doktorunuzu aramalısınız?
        </Typography>
        <Typography sx={{ lineHeight: 1.55 }}>{section.whenToCall}</Typography>
      </Alert>

      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '0.8rem' }}>
        Kaynaklar: {MOTHER_WEEK_SOURCES}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '0.85rem' }}>
        Gebeliğinizi kaybettiyseniz çok üzgünüz.{' '}
        <Link component={RouterLink} to={sectionLinks.pause.to} color="inherit">
          Takibe ara verebilirsiniz
        </Link>
        ; hiçbir bilginiz silinmez.
      </Typography>
    </Paper>
  );
}

function Part({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ lineHeight: 1.55 }}>{text}</Typography>
    </Box>
  );
}
