/**
 * The chart of 'Por mês' in 'Relatórios' (decision 040): R$ of each channel (Online, Loja,
 * Vale-presente) stacked per São Paulo month, with a legend and a tooltip that the keyboard reaches
 * (recharts' accessibility layer: Tab onto the chart, then the arrow keys). The table under it holds
 * the same figures for reading aloud and copying.
 *
 * recharts directly, not Chakra's @chakra-ui/charts: that package imports '@chakra-ui/react'
 * itself, so in a remote it would bring a second Chakra whose context the shell's provider does
 * not fill (the product runs one Chakra through curated modules, docs/decisions/013), and its
 * parts' recipes are not in the product's system. This module is a chunk of its own that the
 * report screen loads after its first paint; no other screen imports it.
 */
import { Box, system, Text } from 'shared-contracts/chakra';
import { formatBRL, type ReportChannel, type ReportResponse } from 'shared-contracts';
import { reportChannelLabels, reportChannelValues } from 'shared-contracts/reports';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactBRL, formatMonth } from './reportFormat';
import { reportTexts as t } from './texts';

/** Props of MonthlyChart: the answer's `meses` (R$ per channel, 'AAAA-MM'). */
export interface MonthlyChartProps {
  meses: ReportResponse['meses'];
}

const COLOURS: Record<ReportChannel, string> = {
  online: system.token('colors.brand.600', '#b83280'),
  loja: system.token('colors.teal.600', '#0d9488'),
  vale_presente: system.token('colors.orange.400', '#fb923c'),
};

/** The stacked bars of R$ per channel and month; see the file's note. */
export function MonthlyChart({ meses }: MonthlyChartProps) {
  const data = meses.map((month) => ({ ...month, label: formatMonth(month.mes) }));
  return (
    <Box as="figure" w="full" minW="0" mb="4">
      <Text as="figcaption" fontSize="sm" color="fg.muted" mb="2">
        {t.chart}
      </Text>
      <Box h={{ base: '64', md: '80' }} css={{ '& .recharts-surface:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' } }}>
        <BarChart responsive data={data} style={{ width: '100%', height: '100%' }} title={t.chart} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} />
          <YAxis tickFormatter={formatCompactBRL} width={88} tickLine={false} />
          <Tooltip formatter={(value) => formatBRL(Number(value))} />
          <Legend />
          {reportChannelValues.map((channel) => (
            <Bar key={channel} dataKey={channel} name={reportChannelLabels[channel]} stackId="canais" fill={COLOURS[channel]} isAnimationActive={false} />
          ))}
        </BarChart>
      </Box>
    </Box>
  );
}
