import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Chip, Container, Link, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BABY_ALWAYS_CALL, BABY_MONTHS, BABY_MONTHS_DISCLAIMER, BABY_MONTHS_SOURCES, type BabyMonthGuide } from '@bebek/common/content/baby-months';
import { babyStage } from '@bebek/common/dashboard';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { BabyPageHeader } from '../components/baby-page-header';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function MonthDetails({ guide }: { guide: BabyMonthGuide }) {
  return (
    <>
      <Section title="Gelişim">
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {guide.development.map((line) => (
            <li key={line}>
              <Typography>{line}</Typography>
            </li>
          ))}
        </Box>
      </Section>
      <Section title="Beslenme">
        <Typography>{guide.feeding}</Typography>
      </Section>
      <Section title="Uyku">
        <Typography>{guide.sleep}</Typography>
      </Section>
      <Section title="Kontroller ve aşılar">
        <Typography>{guide.checkups}</Typography>
        <Link component={RouterLink} to={paths.babyVaccines}>
          Aşı takvimine git
        </Link>
      </Section>
      <Section title="Ne zaman doktoru aramalı?">
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {guide.callTheDoctor.map((line) => (
            <li key={line}>
              <Typography>{line}</Typography>
            </li>
          ))}
        </Box>
      </Section>
    </>
  );
}

/** /baby/guide: the month-by-month guide of the first year, the baby's month open (issue 25). */
export default function BabyGuidePage() {
  const profile = useProfile();
  const stage = babyStage(profile.data?.babyBirthDate);
  const [open, setOpen] = useState<number | false>(() => stage?.guideMonth ?? 0);
  if (!profile.data) return <LoadingScreen />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <BabyPageHeader title="Aylık Rehber">İlk yılın her ayında bebeğiniz ne yapar, nasıl beslenir ve uyur, ne zaman doktora danışmalı.</BabyPageHeader>
      <Stack spacing={1}>
        {BABY_MONTHS.map((guide) => {
          const current = stage?.guideMonth === guide.month;
          return (
            <Accordion
              key={guide.month}
              expanded={open === guide.month}
              onChange={(_event, expanded) => setOpen(expanded ? guide.month : false)}
              disableGutters
              variant="outlined"
              // the month's heading is MUI's wrapper of the summary's button (inside a button, only phrasing content)
              slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
              data-testid={`guide-month-${guide.month}`}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`guide-${guide.month}-content`} id={`guide-${guide.month}-header`}>
                <Stack component="span" direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                    {guide.title}
                  </Typography>
                  {current ? <Chip component="span" size="small" color="primary" label="Bebeğinizin ayı" /> : null}
                </Stack>
              </AccordionSummary>
              <AccordionDetails id={`guide-${guide.month}-content`}>
                <MonthDetails guide={guide} />
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Stack>
      <Alert severity="warning" icon={false} sx={{ mt: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>Her ayda: hemen doktora ya da 112’ye</Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {BABY_ALWAYS_CALL.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Alert>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '0.85rem' }}>
        {BABY_MONTHS_DISCLAIMER}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, fontSize: '0.85rem' }}>
        Kaynaklar:
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0, color: 'text.secondary', fontSize: '0.85rem' }}>
        {BABY_MONTHS_SOURCES.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </Box>
    </Container>
  );
}
