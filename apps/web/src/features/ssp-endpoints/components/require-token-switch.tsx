import { Stack, Switch, type SwitchProps, Text } from '@mantine/core';
import type { Ssp } from '@panel/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RequireTokenSwitchProps extends Omit<SwitchProps, 'label' | 'description'> {
  /** The SSP chosen in the drawer; undefined while the list loads or for an SSP no longer listed. */
  ssp: Ssp | undefined;
}

/**
 * The endpoint's "require the SSP's API token" switch. An SSP without a token yet could send
 * nothing the switch accepts, so the drawer says so beside it, louder once it is on.
 */
export function RequireTokenSwitch({ ssp, checked, ...props }: RequireTokenSwitchProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const missing = ssp !== undefined && ssp.token === null;
  return (
    <Stack gap={4}>
      <Switch
        label={t('sspEndpoints.field.requireToken')}
        description={t('sspEndpoints.field.requireTokenHint')}
        checked={checked}
        aria-describedby={missing ? noteId : undefined}
        {...props}
      />
      {missing && (
        <Text id={noteId} size="xs" c={checked ? 'orange.8' : 'dimmed'} role={checked ? 'alert' : undefined}>
          {checked && <IconAlertTriangle size={12} style={{ verticalAlign: -1, marginInlineEnd: 4 }} />}
          {t(checked ? 'sspEndpoints.field.noTokenOn' : 'sspEndpoints.field.noTokenOff', { name: ssp.name })}
        </Text>
      )}
    </Stack>
  );
}
