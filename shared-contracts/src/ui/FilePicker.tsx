/**
 * An image file picker that looks like a button (§5 Images: images only). The real input sits
 * inside the label, visually hidden but focusable, so its accessible name is the label's text
 * ('Enviar capa', 'Enviar foto de perfil') and browser tests can set its files.
 */
import { chakra, useRecipe } from '@chakra-ui/react';
import { UploadIcon } from './icons';

/** Props of FilePicker. */
export interface FilePickerProps {
  label: string;
  /** Shown instead of the label while busy (the picker is disabled then). */
  busyLabel?: string;
  busy?: boolean;
  onFile: (file: File) => void;
}

/** A button-like label with a hidden image input; calls `onFile` with the chosen file. */
export function FilePicker({ label, busyLabel, busy, onFile }: FilePickerProps) {
  const button = useRecipe({ key: 'button' });
  return (
    <chakra.label
      css={button({ variant: 'outline', size: 'sm' })}
      cursor={busy ? 'progress' : 'pointer'}
      opacity={busy ? 0.6 : 1}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <UploadIcon />
      {busy && busyLabel ? busyLabel : label}
      <chakra.input
        type="file"
        accept="image/*"
        srOnly
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Clear it so that choosing the same file again fires a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </chakra.label>
  );
}
