import { Code, List, Text } from '@mantine/core';
import { POSTBACK_MACROS } from '@panel/contract';
import { useTranslation } from 'react-i18next';

/** What the tracker fills into the URL's braces: click_id always, payout and txid when it has them. */
export function PostbackMacrosHelp() {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm">{t('tracking.macros.intro')}</Text>
      <List size="sm" spacing={4} mt={4}>
        {POSTBACK_MACROS.map((macro) => (
          <List.Item key={macro}>
            <Code>{`{${macro}}`}</Code> {t(`tracking.macros.${macro}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
