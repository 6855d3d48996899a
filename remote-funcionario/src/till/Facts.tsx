/** Label and value pairs of the till's cards (the list's header, a registration), one per line. */
import { DataList } from 'shared-contracts/chakra';

export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel color="fg.muted" minW="28">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
