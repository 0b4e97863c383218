import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { addOwnChecklistItem } from '@bebek/common/api/checklist';
import { OWN_ITEM_LIMITS, OWN_ITEM_MESSAGES, ownChecklistItemSchema, ownItemCategories } from '@bebek/common/schemas/checklist';
import type { ValidationError } from 'yup';
import { FormDialog, OptionalNoteField } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { CHECKLIST_TABS, type ChecklistTab } from '../utils/checklist-items';

const FIELD_ORDER = ['name', 'type', 'category', 'quantity', 'note'] as const;

/**
 * The parent adds an item of her own: name, list, category (the list's categories, or the bag's
 * four groups), an optional quantity and note. Checked with the same schema the server uses; the
 * server's Turkish message (the cap) is shown in the dialog.
 */
export function OwnItemDialog({ initialType, onClose }: { initialType: ChecklistTab; onClose: () => void }) {
  const [type, setType] = useState<ChecklistTab>(initialType);
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const add = useEndpointMutation(addOwnChecklistItem);
  const categories = ownItemCategories(type);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const typedQuantity = quantity.trim() === '' ? null : Number(quantity);
    const candidate = { name, type, category, quantity: typedQuantity, note };
    try {
      await ownChecklistItemSchema.validate(candidate, { abortEarly: false });
    } catch (invalid) {
      // the first field from the top of the form that is wrong, whichever check finished first
      const found = (invalid as ValidationError).inner ?? [];
      const first = FIELD_ORDER.map((field) => found.find((error) => error.path === field)).find(Boolean);
      setError((first ?? (invalid as Error)).message);
      return;
    }
    try {
      await add.mutateAsync({ body: { ...candidate, name: name.trim(), note: note.trim() } });
      toast.success(OWN_ITEM_MESSAGES.added);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Ürün eklenemedi. Lütfen tekrar deneyin.'));
    }
  };

  return (
    <FormDialog
      id="own-item"
      title="Kendi ürününüzü ekleyin"
      error={error}
      pending={add.isPending}
      submitLabel="Ekle"
      pendingLabel="Ekleniyor..."
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Ürün adı"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: OWN_ITEM_LIMITS.nameMax } }}
      />
      <TextField
        select
        label="Liste"
        value={type}
        onChange={(event) => {
          setType(event.target.value as ChecklistTab);
          setCategory('');
        }}
      >
        {CHECKLIST_TABS.map((entry) => (
          <MenuItem key={entry.type} value={entry.type}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={type === 'hospital_bag' ? 'Kimin için' : 'Kategori'}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        required
      >
        {categories.map((entry) => (
          <MenuItem key={entry} value={entry}>
            {entry}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Adet (isteğe bağlı)"
        type="number"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: OWN_ITEM_LIMITS.quantityMax, step: 1, inputMode: 'numeric' } }}
      />
      <OptionalNoteField value={note} onChange={setNote} placeholder="Örneğin: beyaz olsun" maxLength={OWN_ITEM_LIMITS.noteMax} />
    </FormDialog>
  );
}
