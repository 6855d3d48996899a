/**
 * A remote's screen wraps itself in AppProviders, and inside the shell it is wrapped again: the
 * product's Chakra system is provided once per page, so its global styles (tokens and reset) are
 * inserted once (decision 045).
 */
import { render, screen } from '@testing-library/react';
import { Box } from 'shared-contracts/chakra';
import { AppProviders } from './AppProviders';

/** The style elements of Chakra's global styles in the document (Emotion's `css-global` key). */
const globalStyles = () => document.head.querySelectorAll('style[data-emotion^="css-global"]').length;

describe('AppProviders nested in AppProviders', () => {
  it('inserts the global styles once, as a single provider does', () => {
    const single = render(<AppProviders>página</AppProviders>);
    const once = globalStyles();
    single.unmount();
    expect(once).toBeGreaterThan(0);

    render(
      <AppProviders>
        <AppProviders>
          <Box data-testid="inner">tela do remoto</Box>
        </AppProviders>
      </AppProviders>,
    );
    expect(screen.getByTestId('inner')).toHaveTextContent('tela do remoto');
    expect(globalStyles()).toBe(once);
  });
});
