/**
 * Small building blocks every staff screen uses: the page container (narrower padding below
 * 768 px), the 'Voltar ao Dashboard' link, the loading line and a labelled native select.
 */
import { Button, Card, Container, Field, Flex, Heading, NativeSelect, Text, type ContainerProps } from 'shared-contracts/chakra';
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

/**
 * The card of a screen's filters (the dashboard's, the report's): its heading `title` (id
 * `headingId`, which names the section), a 'Limpar Filtros' button (`clearLabel`) that calls
 * `onClear`, and the fields as children.
 */
export function FiltersCard({ headingId, title, clearLabel, onClear, children }: { headingId: string; title: string; clearLabel: string; onClear: () => void; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} mb="6">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" id={headingId} size="md">
            {title}
          </Heading>
          <Button variant="outline" size="sm" onClick={onClear}>
            {clearLabel}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
