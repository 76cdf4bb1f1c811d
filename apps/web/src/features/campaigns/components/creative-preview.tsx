import { Box, Center, Group, Image, Paper, Stack, Text, type TextProps } from '@mantine/core';
import { bannerSize } from '@panel/contract';
import { IconBell, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeValues } from '../utils/creative-values.ts';

interface CreativePreviewProps {
  creative: CreativeValues;
  adFormat: string;
}

/** A picture the user has not uploaded yet: a grey box the size the picture will take. */
function ImageSlot({
  url,
  ratio,
  radius = 0,
  label,
}: {
  url: string;
  ratio: string;
  radius?: number;
  label?: string;
}) {
  return url ? (
    <Image src={url} alt="" style={{ aspectRatio: ratio, objectFit: 'cover', borderRadius: radius }} />
  ) : (
    <Center
      bg="gray.1"
      c="gray.5"
      style={{ aspectRatio: ratio, borderRadius: radius, width: '100%' }}
      aria-hidden={label ? undefined : true}
    >
      {label ? (
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      ) : (
        <IconPhoto size={20} />
      )}
    </Center>
  );
}

/** What a text looks like before it is typed: the field's name, greyed. */
function Typed({ value, placeholder, ...props }: { value: string; placeholder: string } & TextProps) {
  return (
    <Text {...props} c={value ? props.c : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
      {value || placeholder}
    </Text>
  );
}

/** The ad's title, cut after `lines` lines as the place it shows in does. */
function Title({ creative, lines }: { creative: CreativeValues; lines: number }) {
  const { t } = useTranslation();
  return (
    <Typed
      value={creative.title}
      placeholder={t('campaigns.creative.title')}
      fw={600}
      size="sm"
      lineClamp={lines}
    />
  );
}

/** Native: the main image over the title and text, as a recommendation widget shows it. */
function NativePreview({ creative }: { creative: CreativeValues }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" maw={300} style={{ overflow: 'hidden' }}>
      <ImageSlot url={creative.image_url} ratio="3 / 2" />
      <Stack gap={4} p="xs">
        <Title creative={creative} lines={2} />
        <Typed
          value={creative.description}
          placeholder={t('campaigns.creative.description')}
          size="xs"
          lineClamp={3}
        />
        <Group gap={6} wrap="nowrap">
          <Box w={18} style={{ flexShrink: 0 }}>
            <ImageSlot url={creative.icon_url} ratio="1" radius={9} />
          </Box>
          <Text size="xs" c="dimmed" truncate>
            {creative.brand_name || t('campaigns.preview.sponsored')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Push: the icon beside the title and text, the large image under them (a rich push). */
function PushPreview({ creative, inPage }: { creative: CreativeValues; inPage: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" shadow={inPage ? 'md' : 'xs'} maw={360} p="xs">
      <Stack gap={6}>
        <Group gap={6} c="dimmed">
          <IconBell size={12} aria-hidden />
          <Text size="xs">{t(inPage ? 'campaigns.preview.inPage' : 'campaigns.preview.browser')}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box w={44} style={{ flexShrink: 0 }}>
            <ImageSlot url={creative.icon_url} ratio="1" radius={6} />
          </Box>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title creative={creative} lines={1} />
            <Typed value={creative.text} placeholder={t('campaigns.creative.text')} size="xs" lineClamp={2} />
          </Stack>
        </Group>
        {creative.image_url && <ImageSlot url={creative.image_url} ratio="2 / 1" radius={4} />}
      </Stack>
    </Paper>
  );
}

/** Banner: the picture at the format's size, scaled down only where the card is narrower. */
function BannerPreview({ creative, adFormat }: CreativePreviewProps) {
  const size = bannerSize(adFormat);
  if (!size) return null;
  return (
    <Box w={size.width} maw="100%" style={{ outline: '1px dashed var(--mantine-color-gray-4)' }}>
      <ImageSlot
        url={creative.image_url}
        ratio={`${size.width} / ${size.height}`}
        label={`${size.width}×${size.height}`}
      />
    </Box>
  );
}

const PREVIEWS: Partial<Record<CreativeValues['type'], (props: CreativePreviewProps) => ReactNode>> = {
  native: ({ creative }) => <NativePreview creative={creative} />,
  push: ({ creative, adFormat }) => <PushPreview creative={creative} inPage={adFormat === 'in-page push'} />,
  image: BannerPreview,
};

/**
 * How the ad will look, redrawn as the user types: native, push and banner ads, the families
 * whose look is made of the fields above. The others are a page, a video or markup, seen only
 * where they run.
 */
export function CreativePreview({ heading, ...props }: CreativePreviewProps & { heading: string }) {
  const { t } = useTranslation();
  const Preview = PREVIEWS[props.creative.type];
  if (!Preview) return null;
  return (
    <Box component="figure" m={0} aria-label={t('campaigns.preview.label', { ad: heading })}>
      <Text component="figcaption" size="sm" fw={500} mb={4}>
        {t('campaigns.preview.title')}
      </Text>
      <Preview {...props} />
    </Box>
  );
}
