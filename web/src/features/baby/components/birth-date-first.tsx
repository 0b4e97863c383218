import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { paths } from '@/config/paths';

/** Before the birth a baby page asks calmly for the birth date, with the way to enter it. */
export function BirthDateFirst({ message }: { message: string }) {
  return (
    <Alert
      severity="info"
      data-testid="birth-date-first"
      action={
        <Button component={RouterLink} to={paths.babyInfo} color="inherit">
          Tarih Gir
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
