import { useState } from 'react';
import { TextField } from '@mui/material';
import { claimChecklistItem } from '@bebek/common/api/checklist';
import { displayName } from '@bebek/common/content/checklist-catalogue';
import { CLAIM_MESSAGES, CLAIM_NAME_MAX, CLAIM_NOTE_MAX } from '@bebek/common/claims';
import type { ChecklistItem } from '@bebek/common/types';
import { FormDialog, OptionalNoteField } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { lastClaimName, rememberClaim } from '../utils/my-claims';

/**
 * 'Ben alıyorum': a relative's name (required) and an optional note. The answer's secret is kept in
 * this browser, so the same relative can release the claim later. When another relative was
 * quicker, the server's Turkish message is shown and the list is refreshed.
 */
export function ClaimDialog({ token, item, onClose }: { token: string; item: ChecklistItem; onClose: () => void }) {
  const [name, setName] = useState(lastClaimName);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const claim = useEndpointMutation(claimChecklistItem);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    // the name is all a relative can miss; the server checks the rest with the shared schema (a relative's page loads no validation library)
    if (!name.trim()) {
      setError(CLAIM_MESSAGES.nameRequired);
      return;
    }
    try {
      const answer = await claim.mutateAsync({ params: { token }, body: { itemId: item.id, name: name.trim(), note: note.trim() } });
      rememberClaim(token, item.id, { claimId: answer.claimId, secret: answer.secret, name: answer.name });
      toast.success(CLAIM_MESSAGES.claimed);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Ürün ayrılamadı. Lütfen tekrar deneyin.'));
    }
  };

  return (
    <FormDialog
      id="claim"
      title="Ben alıyorum"
      intro={
        <>
          <strong>{displayName(item.name)}</strong> sizin adınıza ayrılsın; başka bir yakınınız aynı ürünü almasın.
        </>
      }
      error={error}
      pending={claim.isPending}
      submitLabel="Ben alıyorum"
      pendingLabel="Ayrılıyor..."
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Adınız"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: CLAIM_NAME_MAX } }}
      />
      <OptionalNoteField value={note} onChange={setNote} placeholder="Örneğin: altın bilezik de var" maxLength={CLAIM_NOTE_MAX} />
    </FormDialog>
  );
}
