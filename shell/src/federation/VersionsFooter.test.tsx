/** The staff footer names the version of each remote the page loaded (decision 018). */
import { act, screen } from '@testing-library/react';
import { demoCliente, renderWithShell, staffWith } from '../test/renderWithShell';
import { recordLoaded, versionPlugin } from './remoteVersions';
import VersionsFooter from './VersionsFooter';

const readManifest = versionPlugin().loadRemoteSnapshot as unknown as (a: unknown) => unknown;

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => {}));

describe('VersionsFooter', () => {
  it('shows staff the versions (and build labels) of the remotes as they load', () => {
    renderWithShell(<VersionsFooter />, { user: staffWith() });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument(); // nothing loaded yet

    readManifest({ moduleInfo: { name: 'remote_funcionario' }, remoteSnapshot: { buildVersion: '3f2a1b9c0d' } });
    act(() => recordLoaded('funcionario', 'teste-e2e'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Versões: funcionario 3f2a1b9c0d (teste-e2e)');

    readManifest({ moduleInfo: { name: 'remote_kits' }, remoteSnapshot: { buildVersion: '77aa01bc9e' } });
    act(() => recordLoaded('kits', ''));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Versões: funcionario 3f2a1b9c0d (teste-e2e) · kits 77aa01bc9e');
  });

  it('is not shown to customers or guests', () => {
    renderWithShell(<VersionsFooter />, { user: demoCliente });
    expect(screen.queryByText(/Versões:/)).not.toBeInTheDocument();
    renderWithShell(<VersionsFooter />);
    expect(screen.queryByText(/Versões:/)).not.toBeInTheDocument();
  });
});
