/**
 * Small building blocks every staff screen uses: the page container (narrower padding below
 * 768 px), the 'Voltar ao Dashboard' link, the loading line and a labelled native select.
 */
import { Button, Container, Field, NativeSelect, Text, type ContainerProps } from 'shared-contracts/chakra';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from 'shared-contracts';
import { BackIcon } from 'shared-contracts/ui';
import { commonTexts } from './texts';

/** The page frame of a staff screen. */
export function ScreenContainer({ children, maxW = '7xl' }: { children: ReactNode; maxW?: ContainerProps['maxW'] }) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {children}
    </Container>
  );
}

/** Link back to /funcionario/dashboard (§2: back goes to the dashboard). */
export function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3" mb="2">
      <RouterLink to={paths.staffDashboard()}>
        <BackIcon />
        {commonTexts.backToDashboard}
      </RouterLink>
    </Button>
  );
}

/** A polite 'Carregando...' line while a screen's data loads. */
export function LoadingText({ text }: { text: string }) {
  return (
    <Text role="status" color="fg.muted" textAlign="center" py="10">
      {text}
    </Text>
  );
}

/** A filter select: label, native select with `children` options, and the change callback. */
export function LabelledSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The last non-null `value`: keeps a dialog's texts while it animates out after its subject was
 * cleared.
 */
export function useLastDefined<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
