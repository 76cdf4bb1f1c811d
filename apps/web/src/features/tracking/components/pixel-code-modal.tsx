import { Alert, Modal, Stack, Text } from '@mantine/core';
import { RETARGETING_TYPES, type Retargeting } from '@panel/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './copy-value.tsx';

/**
 * A site-visit pixel's code: the snippet for the site's pages and the bare image for tag managers.
 * Other pixels have no code; the modal says where their audience comes from instead.
 */
export function PixelCodeModal({ pixel, onClose }: { pixel: Retargeting | null; onClose: () => void }) {
  const { t } = useTranslation();
  const code = RETARGETING_TYPES.find((type) => type.id === pixel?.type_id)?.code ?? 'pixel';
  return (
    <Modal
      opened={pixel !== null}
      onClose={onClose}
      title={t('tracking.pixels.codeTitle', { name: pixel?.name ?? '' })}
      size="lg"
      centered
    >
      {pixel &&
        (pixel.snippet !== null ? (
          <Stack gap="md">
            <Text size="sm">{t('tracking.pixels.codeWhere')}</Text>
            <CopyValue label={t('tracking.pixels.snippet')} value={pixel.snippet} block />
            {pixel.pixel_url !== null && (
              <>
                <Text size="sm">{t('tracking.pixels.imageWhere')}</Text>
                <CopyValue label={t('tracking.pixels.imageUrl')} value={pixel.pixel_url} block />
              </>
            )}
          </Stack>
        ) : (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('tracking.pixels.noCodeTitle')}>
            {t(`tracking.pixels.fillsFrom.${code}`)}
          </Alert>
        ))}
    </Modal>
  );
}
