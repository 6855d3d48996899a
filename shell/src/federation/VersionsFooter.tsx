/**
 * The footer staff see (decision 018): the version of each remote this page loaded, with its build
 * label, e.g. 'Versões: funcionario 3f2a1b9c0d · kits 77aa01bc9e (2026.07-hotfix)', so support can
 * tell what a person ran. Nobody else sees it; the same facts are in the document element's
 * `data-remote-versions` and the console (./remoteVersions).
 */
import { useSyncExternalStore } from 'react';
import { Box, Text } from 'shared-contracts/chakra';
import { useSession } from 'shared-contracts';
import { loadedRemotes, subscribeLoaded, type LoadedRemote } from './remoteVersions';

export const VERSIONS_LABEL = 'Versões:';

/** 'funcionario 3f2a1b9c0d (label)' for one loaded remote. */
export function describeRemote(remote: LoadedRemote): string {
  return `${remote.area} ${remote.version}${remote.label ? ` (${remote.label})` : ''}`;
}

export default function VersionsFooter() {
  const { user } = useSession();
  const remotes = useSyncExternalStore(subscribeLoaded, loadedRemotes);
  if (user?.usuarioTipo !== 'usuario' || remotes.length === 0) return null;
  return (
    <Box as="footer" px={{ base: '4', md: '8' }} py="3" borderTopWidth="1px" bg="white">
      <Text fontSize="xs" color="fg.muted" data-testid="remote-versions">
        {VERSIONS_LABEL} {remotes.map(describeRemote).join(' · ')}
      </Text>
    </Box>
  );
}
