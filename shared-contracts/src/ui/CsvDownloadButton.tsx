/**
 * 'Baixar planilha (CSV)': builds a spreadsheet when pressed (./csv: papaparse loads then) and
 * downloads it; busy while it builds, a red toast when it fails (§8). Used by the owner's
 * 'Presentes recebidos' (decision 028) and the staff's 'Relatórios' (decision 040).
 */
import { Button } from 'shared-contracts/chakra';
import { useState } from 'react';
import { downloadCsv } from './csv';
import { DownloadIcon } from './icons';
import { toastFailure } from './toaster';

/** Props of CsvDownloadButton; the texts come from the screen's texts file. */
export interface CsvDownloadButtonProps {
  /** The visible label, e.g. 'Baixar planilha (CSV)'. */
  label: string;
  /** The label while the file is built, e.g. 'Gerando planilha...'. */
  busyLabel: string;
  /** The toast's title when building fails. */
  errorTitle: string;
  /** The accessible name when several such buttons share a screen; it starts with `label`. */
  ariaLabel?: string;
  fileName: string;
  /** The spreadsheet's text (./csv `toCsv`). */
  build: () => Promise<string>;
}

/** The download button of a spreadsheet; see the file's note. */
export function CsvDownloadButton({ label, busyLabel, errorTitle, ariaLabel, fileName, build }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadCsv(await build(), fileName);
    } catch (error) {
      toastFailure(errorTitle, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" colorPalette="brand" size="sm" loading={busy} loadingText={busyLabel} aria-label={ariaLabel} onClick={() => void download()}>
      <DownloadIcon />
      {label}
    </Button>
  );
}
