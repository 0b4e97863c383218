import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import type { LogSearchMatch } from '@bebek/common/types';

/**
 * The one search of the delivery logs (ADR 0054): a mother's name, e-mail or phone finds the
 * messages sent for her, a number or an address the messages sent to it; it stays while the
 * operator moves between the SMS, e-mail and push logs.
 */
export function GroupSearch({ label, help, search, onSearch }: { label: string; help: string; search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  return (
    <Box
      component="form"
      role="search"
      aria-label="Gönderim kayıtlarında ara"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
    >
      <TextField
        size="small"
        label={label}
        helperText={help}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '1 1 260px', maxWidth: 480 }}
      />
      <Button type="submit" variant="outlined">
        Ara
      </Button>
      {search ? (
        <Button
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          Temizle
        </Button>
      ) : null}
    </Box>
  );
}

/** Whose messages a searched log lists: the parents found by the search, or that none was and only recipients are matched. */
export function MatchedParents({ search, matched }: { search: string; matched: LogSearchMatch }) {
  if (matched.parents.length === 0)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {`"${search}" ile eşleşen ebeveyn yok; alıcısı bu numara veya adres olan mesajlar listelenir.`}
      </Alert>
    );
  const names = matched.parents.map((parent) => `${parent.fullName} (${parent.email})`).join(', ');
  return (
    <Alert severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {`Ebeveyn: ${names}. Bu ebeveynler için gönderilen mesajlar ve alıcısı aranan numara veya adres olan mesajlar listelenir.`}
      {matched.more ? ' Aramaya uyan başka ebeveynler de var: adı soyadıyla, e-postasıyla veya telefonuyla daraltın.' : ''}
    </Alert>
  );
}
