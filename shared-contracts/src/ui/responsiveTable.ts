/**
 * Style props of a table that becomes a list of cards below 768 px (the mobile layout of §2):
 * from 768 px a normal table; below it each row is a CSS grid card whose cells sit in named areas,
 * the column names are visually hidden (still read aloud) and cells marked `labelled` show their
 * column name (`data-label`) before the value. One DOM for every width: only CSS changes, so tests
 * and assistive technology meet the same rows and buttons. Used by the staff product table and
 * the kit builder's pending items.
 */
import type { SystemStyleObject } from 'shared-contracts/chakra';

export const responsiveTable = {
  root: { display: { base: 'block', md: 'table' } } satisfies SystemStyleObject,
  /** Column names: visually hidden below 768 px, still in the accessibility tree. */
  header: {
    display: { base: 'block', md: 'table-header-group' },
    position: { base: 'absolute', md: 'static' },
    width: { base: '1px', md: 'auto' },
    height: { base: '1px', md: 'auto' },
    overflow: { base: 'hidden', md: 'visible' },
    clip: { base: 'rect(0 0 0 0)', md: 'auto' },
    whiteSpace: { base: 'nowrap', md: 'normal' },
  } satisfies SystemStyleObject,
  body: { display: { base: 'block', md: 'table-row-group' } } satisfies SystemStyleObject,
  /** A row without the card grid (a group header such as 'KIT'): a block below 768 px. */
  plainRow: { display: { base: 'block', md: 'table-row' } } satisfies SystemStyleObject,
  /** A cell; below 768 px a grid item that may shrink below its content's width (inputs included). */
  cell: { display: { base: 'block', md: 'table-cell' }, minW: { base: '0' }, borderBottomWidth: { base: '0', md: '1px' }, py: { base: '0.5', md: '2' } } satisfies SystemStyleObject,
  /** A cell that shows its `data-label` (the column name) above its value below 768 px. */
  labelled: {
    _before: { content: 'attr(data-label)', display: { base: 'block', md: 'none' }, fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
  } satisfies SystemStyleObject,
};

/**
 * A row that is a card below 768 px: `areas` are the grid-template-areas rows (e.g.
 * `['img name', 'img price', 'actions actions']`), `columns` the grid-template-columns.
 */
export function cardRow(areas: readonly string[], columns: string): SystemStyleObject {
  return {
    display: { base: 'grid', md: 'table-row' },
    gridTemplateColumns: columns,
    gridTemplateAreas: areas.map((a) => `"${a}"`).join(' '),
    columnGap: '3',
    rowGap: '1',
    py: { base: '3', md: '0' },
    px: { base: '2', md: '0' },
    borderBottomWidth: { base: '1px', md: '0' },
  };
}
