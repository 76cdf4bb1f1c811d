import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { DRY_RUN_DAYS, type RuleKind } from '@panel/contract';
import { IconFlask } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { errorText } from '@/lib/error-text';
import { useDryRun } from '../api/dry-run-rule.ts';
import type { RuleBody } from '../api/save-rule.ts';
import { DryRunResults } from './dry-run-results.tsx';

const DAY_CHOICES = [7, DRY_RUN_DAYS.default, 30, DRY_RUN_DAYS.max];

interface DryRunPanelProps {
  kind: RuleKind;
  ruleId: number | null;
  /** The form's rule once valid (debounced), as JSON; null while it has errors. */
  ruleJson: string | null;
  /** Whether the form, as it is now, is valid (the JSON may lag behind by the debounce). */
  valid: boolean;
}

/**
 * "What would this rule have done?": nothing is asked until the user starts it; from then on the
 * dry run follows the form, a moment after each change, over the days chosen.
 */
export function DryRunPanel({ kind, ruleId, ruleJson, valid }: DryRunPanelProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(DRY_RUN_DAYS.default);
  const [started, setStarted] = useState(false);
  const rule = useMemo(
    () => (started && ruleJson ? (JSON.parse(ruleJson) as RuleBody) : null),
    [started, ruleJson],
  );
  const result = useDryRun(kind, ruleId, days, valid ? rule : null);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={480}>
          {t(`optimization.${kind}.dryRunIntro`)}
        </Text>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('optimization.dryRun.days')}
            w={150}
            allowDeselect={false}
            data={DAY_CHOICES.map((d) => ({
              value: String(d),
              label: t('optimization.dryRun.lastDays', { count: d }),
            }))}
            value={String(days)}
            onChange={(value) => setDays(Number(value ?? DRY_RUN_DAYS.default))}
          />
          {!started && (
            <Button variant="light" leftSection={<IconFlask size={16} />} onClick={() => setStarted(true)}>
              {t('optimization.dryRun.start')}
            </Button>
          )}
          {started && result.isFetching && <Loader size="sm" aria-label={t('optimization.dryRun.running')} />}
        </Group>
      </Group>
      {!started ? null : !valid ? (
        <Alert color="yellow">{t('optimization.dryRun.invalid')}</Alert>
      ) : result.isError ? (
        <Alert color="red" title={t('optimization.dryRun.failed')}>
          {errorText(result.error, t)}
        </Alert>
      ) : result.data ? (
        <div aria-busy={result.isFetching} style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
          <DryRunResults result={result.data} />
        </div>
      ) : (
        <RowsSkeleton rows={4} height={30} />
      )}
    </Stack>
  );
}
