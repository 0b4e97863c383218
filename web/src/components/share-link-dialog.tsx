import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { COPY_CONFIRMATION_MS } from '@bebek/common/constants';
import { whatsappShareLink } from '@bebek/common/share';
import { toast } from '@/lib/toast';

interface ShareLinkDialogProps {
  open: boolean;
  link: string;
  onClose: () => void;
  /** The list's texts unless given: the baby page (issue 25) shares its link through the same dialog. */
  title?: string;
  description?: string;
  /** The ready text of 'WhatsApp'ta paylaş' (the link goes after it); without it, no WhatsApp button. */
  whatsappText?: string;
}

/** Copies with the Clipboard API; where that is missing or refused, selects the text and tries the legacy copy. */
async function copyText(text: string, input: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Clipboard write failed; selecting the link instead', error);
    if (!input) return false;
    input.focus();
    input.select();
    input.setSelectionRange(0, text.length);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export function ShareLinkDialog({
  open,
  link,
  onClose,
  title = 'Listeyi Paylaş',
  description = 'Bu bağlantıya sahip herkes ihtiyaç listenizi giriş yapmadan görüntüleyebilir.',
  whatsappText,
}: ShareLinkDialogProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (await copyText(link, inputRef.current)) {
      toast.success('Link kopyalandı!');
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } else {
      toast.info('Bağlantı seçildi', 'Seçili bağlantıyı kopyalayıp paylaşabilirsiniz.');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-checklist-title" aria-describedby="share-checklist-text">
      <DialogTitle id="share-checklist-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="share-checklist-text" sx={{ mb: 2 }}>
          {description}
        </DialogContentText>
        <TextField
          label="Paylaşım bağlantısı"
          value={link}
          fullWidth
          multiline
          maxRows={3}
          inputRef={inputRef}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { wordBreak: 'break-all' } } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>Kapat</Button>
        {whatsappText ? (
          <Button
            component="a"
            href={whatsappShareLink(whatsappText, link)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<WhatsAppIcon />}
          >
            WhatsApp&apos;ta paylaş
          </Button>
        ) : null}
        <Button variant="contained" color={copied ? 'success' : 'primary'} startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy()}>
          {copied ? 'Kopyalandı' : 'Bağlantıyı Kopyala'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
