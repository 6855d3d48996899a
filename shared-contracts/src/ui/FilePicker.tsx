/**
 * An image file picker that looks like a pt-BR button (§5 Images: images only), with the chosen
 * file's name beside it: never the browser's own 'Choose File' control. The real input sits inside
 * the label, visually hidden but focusable (Space or Enter opens the file dialog), so its
 * accessible name is the button's text ('Escolher imagem', 'Enviar capa', 'Trocar imagem') or
 * `accessibleName`, and browser tests can set its files.
 */
import { chakra, Flex, Text, useRecipe } from 'shared-contracts/chakra';
import { useId, useState } from 'react';
import { UploadIcon } from './icons';

/** Props of FilePicker. */
export interface FilePickerProps {
  /** The button's text. */
  label: string;
  /** The input's accessible name when the text alone is ambiguous (default: `label`). */
  accessibleName?: string;
  /** Shown instead of the label while busy (the picker is disabled then). */
  busyLabel?: string;
  busy?: boolean;
  onFile: (file: File) => void;
}

/** A button-like label with a hidden image input and the chosen file's name; calls `onFile`. */
export function FilePicker({ label, accessibleName, busyLabel, busy, onFile }: FilePickerProps) {
  const button = useRecipe({ key: 'button' });
  const nameId = useId();
  const [fileName, setFileName] = useState('');
  return (
    <Flex align="center" gap="3" wrap="wrap" minW="0" flexGrow="1">
      <chakra.label
        css={button({ variant: 'outline', size: 'sm' })}
        cursor={busy ? 'progress' : 'pointer'}
        opacity={busy ? 0.6 : 1}
        flexShrink={0}
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <UploadIcon />
        {busy && busyLabel ? busyLabel : label}
        <chakra.input
          type="file"
          accept="image/*"
          srOnly
          disabled={busy}
          aria-label={accessibleName}
          aria-describedby={fileName ? nameId : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Clear it so that choosing the same file again fires a change.
            e.target.value = '';
            if (!file) return;
            setFileName(file.name);
            onFile(file);
          }}
        />
      </chakra.label>
      {/* beside the button, or on a line of its own when fewer than 8rem are left */}
      <Text id={nameId} fontSize="sm" color="fg.muted" truncate minW="0" flex="1 1 8rem" aria-live="polite" data-testid="file-name">
        {fileName}
      </Text>
    </Flex>
  );
}
