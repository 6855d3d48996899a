/**
 * Pagination bar (§2 Public lists page): '«' first, 'Anterior', page numbers with '...',
 * 'Proximo', '»' last. The current page carries aria-current="page". On one line on a phone
 * (docs/product.md, 'Forms, pickers and messages'): below 768 px the buttons are smaller and only
 * the pages of `narrowPageWindow` show.
 */
import { Button, Flex, Text } from 'shared-contracts/chakra';
import { narrowPageWindow, pageWindow } from './pageWindow';

/** Visible texts of the pagination bar (§2 Public lists page). */
export const paginationTexts = {
  pagination: 'Paginação',
  first: 'Primeira página',
  previous: 'Anterior',
  next: 'Proximo',
  last: 'Última página',
  page: (n: number) => `Página ${n}`,
} as const;
const t = paginationTexts;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const wideOnly = { base: 'none', md: 'inline-flex' } as const;

/** The bar for `page` of `totalPages`; nothing with a single page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const atFirst = page <= 1;
  const atLast = page >= totalPages;
  const narrow = narrowPageWindow(page, totalPages);
  const common = { size: { base: 'xs', md: 'md' }, variant: 'outline', minW: { base: '8', md: '10' } } as const;
  return (
    <Flex as="nav" aria-label={t.pagination} gap={{ base: '1', md: '2' }} wrap="wrap" justify="center" align="center" mt="8">
      <Button {...common} aria-label={t.first} disabled={atFirst} onClick={() => onPageChange(1)}>
        «
      </Button>
      <Button {...common} disabled={atFirst} onClick={() => onPageChange(page - 1)}>
        {t.previous}
      </Button>
      {pageWindow(page, totalPages).map((token, i) =>
        token === '...' ? (
          <Text key={`gap-${i}`} aria-hidden="true" color="fg.muted" px="1" display={{ base: 'none', md: 'block' }}>
            ...
          </Text>
        ) : (
          <Button
            key={token}
            {...common}
            display={narrow.includes(token) ? undefined : wideOnly}
            variant={token === page ? 'solid' : 'outline'}
            colorPalette={token === page ? 'brand' : undefined}
            aria-label={t.page(token)}
            aria-current={token === page ? 'page' : undefined}
            onClick={() => token !== page && onPageChange(token)}
          >
            {token}
          </Button>
        ),
      )}
      <Button {...common} disabled={atLast} onClick={() => onPageChange(page + 1)}>
        {t.next}
      </Button>
      <Button {...common} aria-label={t.last} disabled={atLast} onClick={() => onPageChange(totalPages)}>
        »
      </Button>
    </Flex>
  );
}
